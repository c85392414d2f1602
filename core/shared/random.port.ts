/** Randomness, so that jitter and sampling are reproducible in tests. */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
}
