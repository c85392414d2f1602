import type { IdGenerator } from '../id-generator.port';

/** Ids `prefix-1`, `prefix-2`, ... */
export class SequentialIds implements IdGenerator {
  #n = 0;
  constructor(private readonly prefix = 'id') {}
  next(): string {
    this.#n += 1;
    return `${this.prefix}-${this.#n}`;
  }
}
