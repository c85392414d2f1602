import { finiteNumberDecoder, nullableDecoder, objectDecoder, stringDecoder, type Decoded } from '../decoder';
import { defineSlice } from '../slice-versions';

const appealsDecoder = objectDecoder({
  /** When the ban "for your information" modal was seen (ms since epoch). */
  modalFYIviewedAt: nullableDecoder(finiteNumberDecoder),
  banPolicy: nullableDecoder(stringDecoder),
});

/** The appeals state kept across loads (BAN-12). */
export type AppealsSliceState = Decoded<typeof appealsDecoder>;

export const appealsSlice = defineSlice('appeals', {
  decode: appealsDecoder,
  defaultValue: { modalFYIviewedAt: null, banPolicy: null },
});
