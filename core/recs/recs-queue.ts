import type { RecCard } from './rec-card';

/** RECS-03: the queue is topped up when fewer than this many candidates are left. */
export const RECS_LOW_WATER = 3;

/**
 * RECS-03, API-08: a recs answer fills the queue. The cards held keep their order; the new ones follow in the
 * answer's order, leaving out any already queued, any already swiped and any repeated within the answer.
 */
export const mergeRecs = (queue: readonly RecCard[], incoming: readonly RecCard[], swiped: ReadonlySet<string>): readonly RecCard[] => {
  const seen = new Set<string>(queue.map((c) => c.id));
  const added: RecCard[] = [];
  for (const card of incoming) {
    if (seen.has(card.id) || swiped.has(card.id)) continue;
    seen.add(card.id);
    added.push(card);
  }
  return added.length === 0 ? queue : [...queue, ...added];
};

/** A card whose swipe did not go through goes back to the front, once. */
export const putBackFront = (queue: readonly RecCard[], card: RecCard): readonly RecCard[] => [card, ...queue.filter((c) => c.id !== card.id)];

/** The queue without the card of `id`. */
export const withoutCard = (queue: readonly RecCard[], id: string): readonly RecCard[] => queue.filter((c) => c.id !== id);

/** Whether the queue is running low and should be topped up. */
export const needsMoreRecs = (queueLength: number, lowWater: number = RECS_LOW_WATER): boolean => queueLength < lowWater;
