import { userId } from '../../shared';
import { nullableDecoder, objectDecoder, refinedDecoder, stringDecoder, type Decoded } from '../decoder';
import { defineSlice } from '../slice-versions';

const userDecoder = objectDecoder({
  id: nullableDecoder(refinedDecoder(stringDecoder, userId, 'a user id')),
  name: nullableDecoder(stringDecoder),
});

/** Who was signed in on this device, kept so the shell can greet them before the profile loads. */
export type UserSliceState = Decoded<typeof userDecoder>;

export const userSlice = defineSlice('user', {
  decode: userDecoder,
  defaultValue: { id: null, name: null },
});
