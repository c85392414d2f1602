import { arrayDecoder, booleanDecoder, finiteNumberDecoder, nullableDecoder, objectDecoder, oneOfDecoder, stringDecoder, type Decoded } from '../decoder';
import { defineSlice } from '../slice-versions';

const mediaDecoder = objectDecoder({
  id: stringDecoder,
  type: oneOfDecoder('gif', 'sticker'),
  title: stringDecoder,
  url: stringDecoder,
  width: finiteNumberDecoder,
  height: finiteNumberDecoder,
});

const entryDecoder = objectDecoder({
  clientId: stringDecoder,
  matchId: stringDecoder,
  createdAt: finiteNumberDecoder,
  kind: oneOfDecoder('text', 'gif', 'sticker'),
  text: stringDecoder,
  media: nullableDecoder(mediaDecoder),
  attempts: finiteNumberDecoder,
  failed: booleanDecoder,
  failure: nullableDecoder(stringDecoder),
});

const outboxDecoder = objectDecoder({
  /** Whose messages these are: another member signing in on the device never sends them. */
  userId: nullableDecoder(stringDecoder),
  entries: arrayDecoder(entryDecoder),
});

/** The chat messages written but not yet answered by the server (core/chat's outbox), kept across reloads. */
export type OutboxSliceState = Decoded<typeof outboxDecoder>;
export type OutboxSliceEntry = Decoded<typeof entryDecoder>;

export const outboxSlice = defineSlice('outbox', {
  decode: outboxDecoder,
  defaultValue: { userId: null, entries: [] },
});
