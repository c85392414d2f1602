/** One entry of the modal queue (NAV-13). `kind` names the modal (the catalogue of NAV-14/NAV-15). */
export interface ModalRequest<K extends string = string> {
  readonly kind: K;
  readonly title?: string;
  readonly subtitles?: readonly string[];
  /** Data the modal needs; not part of its identity. */
  readonly props?: Readonly<Record<string, unknown>>;
}

export type ModalQueue<K extends string = string> = readonly ModalRequest<K>[];

/** Two requests are the same modal when type, title and subtitles are equal (NAV-13). */
export const isSameModal = (a: ModalRequest, b: ModalRequest): boolean =>
  a.kind === b.kind &&
  (a.title ?? '') === (b.title ?? '') &&
  (a.subtitles ?? []).length === (b.subtitles ?? []).length &&
  (a.subtitles ?? []).every((s, i) => s === (b.subtitles ?? [])[i]);

/**
 * NAV-13: opening appends to the end, or puts the modal at the front when `prioritize` is set;
 * a modal identical to its would-be neighbour (the last one, or the front one when prioritized) is not queued twice.
 */
export const enqueueModal = <K extends string>(
  queue: ModalQueue<K>,
  modal: ModalRequest<K>,
  options: { readonly prioritize?: boolean } = {},
): ModalQueue<K> => {
  if (options.prioritize) {
    const front = queue[0];
    return front && isSameModal(front, modal) ? queue : [modal, ...queue];
  }
  const last = queue[queue.length - 1];
  return last && isSameModal(last, modal) ? queue : [...queue, modal];
};

/** NAV-13: closing removes the front modal. */
export const dequeueModal = <K extends string>(queue: ModalQueue<K>): ModalQueue<K> => queue.slice(1);
