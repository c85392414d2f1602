import { arrayDecoder, booleanDecoder, finiteNumberDecoder, nullableDecoder, objectDecoder, recordDecoder, stringDecoder, type Decoded } from '../decoder';
import { defineSlice } from '../slice-versions';

const privacyDecoder = objectDecoder({
  /** Consent code → enabled; for guests this is the only record of their choices (PRIV-06). */
  consents: recordDecoder(booleanDecoder),
  categoryOrder: arrayDecoder(stringDecoder),
  hasDeferredUpdate: booleanDecoder,
  /** When the answers were given (PRIV-11: asked again after the privacy max days); null before any answer. */
  respondedAt: nullableDecoder(finiteNumberDecoder),
});

/** The privacy state kept across loads (PRIV-09); the privacy module extends the shape as it needs more. */
export type PrivacySliceState = Decoded<typeof privacyDecoder>;

export const privacySlice = defineSlice('privacy', {
  decode: privacyDecoder,
  defaultValue: { consents: {}, categoryOrder: [], hasDeferredUpdate: false, respondedAt: null },
});
