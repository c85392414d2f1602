import { booleanDecoder, objectDecoder, type Decoded } from '../decoder';
import { defineSlice } from '../slice-versions';

const settingsDecoder = objectDecoder({
  emailNotifications: objectDecoder({ matches: booleanDecoder, messages: booleanDecoder, promotions: booleanDecoder }),
  messageControls: objectDecoder({ onlyVerifiedUsers: booleanDecoder }),
  pushNotifications: objectDecoder({
    match: booleanDecoder,
    message: booleanDecoder,
    messageLike: booleanDecoder,
    superLike: booleanDecoder,
  }),
});

/** The settings kept across loads (SET-01); the transient error flag of message controls is not persisted. */
export type SettingsSliceState = Decoded<typeof settingsDecoder>;

export const settingsSlice = defineSlice('settings', {
  decode: settingsDecoder,
  defaultValue: {
    emailNotifications: { matches: true, messages: true, promotions: false },
    messageControls: { onlyVerifiedUsers: false },
    pushNotifications: { match: true, message: true, messageLike: true, superLike: true },
  },
});
