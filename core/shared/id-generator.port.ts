/** Unique identifiers (session ids, request ids, device ids). */
export interface IdGenerator {
  next(): string;
}
