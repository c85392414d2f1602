import { arrayDecoder, objectDecoder, stringDecoder, type Decoded } from '../decoder';
import { defineSlice } from '../slice-versions';

const recentEmojiDecoder = objectDecoder({ emoji: arrayDecoder(stringDecoder) });

/** CHAT-14: the emoji the member used lately, most recent first, kept on the device until logout. */
export type RecentEmojiSliceState = Decoded<typeof recentEmojiDecoder>;

export const recentEmojiSlice = defineSlice('recentEmoji', {
  decode: recentEmojiDecoder,
  defaultValue: { emoji: [] },
});
