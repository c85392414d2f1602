import { signal, type ReadonlySignal } from '@preact/signals-core';

/** Where the recs toolbar's state is kept across loads (the `recsToolbarIsOpened` app setting, RECS-21). */
export interface ToolbarPreferencePort {
  /** The kept state, or null when none is kept. */
  load(): Promise<boolean | null>;
  save(open: boolean): void;
}

/**
 * RECS-21: whether the recs toolbar is open. It starts from the kept state, else from the provider's app setting
 * `recsToolbarIsOpened`; every toggle is kept.
 */
export class RecsToolbar {
  readonly #open = signal(false);
  readonly open: ReadonlySignal<boolean> = this.#open;
  #touched = false;

  constructor(
    private readonly preference: ToolbarPreferencePort,
    fromSettings: boolean,
  ) {
    this.#open.value = fromSettings;
    void preference.load().then((kept) => {
      if (kept !== null && !this.#touched) this.#open.value = kept;
    });
  }

  toggle(open: boolean = !this.#open.peek()): void {
    this.#touched = true;
    this.#open.value = open;
    this.preference.save(open);
  }
}
