import { booleanDecoder, nullableDecoder, objectDecoder, oneOfDecoder, stringDecoder, type Decoded } from '../decoder';
import { defineSlice } from '../slice-versions';

const appSettingsDecoder = objectDecoder({
  /** RECS-21: whether the recs toolbar was left open. */
  recsToolbarIsOpened: booleanDecoder,
  /** LOC-06: the unit the meta response chose; null until it answered. */
  distanceUnit: nullableDecoder(oneOfDecoder('km', 'mi')),
  /** CONF-10: the theme the user picked; null follows the device. */
  themePreference: nullableDecoder(stringDecoder),
});

/** The app settings kept across loads (D1§3); the config module extends the shape as it needs more. */
export type AppSettingsSliceState = Decoded<typeof appSettingsDecoder>;

export const appSettingsSlice = defineSlice('appSettings', {
  decode: appSettingsDecoder,
  defaultValue: { recsToolbarIsOpened: false, distanceUnit: null, themePreference: null },
});
