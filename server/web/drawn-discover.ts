/**
 * A member's Discover drawn by the server (issue 11, the first card on a phone): a page opened on Discover (or the
 * app's root) by a browser whose refresh cookie restores a member gets the page drawn at build time in its language
 * (ui/app/DrawnDiscover.tsx, scripts/vite-prerender-landing.ts) with the member's first card written in: the photo
 * (asked for from the page's head, with its sizes) and the name and age. The photo paints from the page alone,
 * before the start-up script has run; the app starts under it as on any member's page and takes its place once it
 * shows its own first card (ui/app/drawn-screen.ts).
 *
 * The refresh token is looked at, not spent (AUTH-25: only the page's script rotates it, under its Web Lock). The
 * page is the member's own: never stored by a cache (`no-store`), and written with HTML-escaped text only.
 */
import { DRAWN_SLOTS } from '../../core/routing';
import { readCard, srcSetOf, type RecPhoto } from '../../core/recs';
import { escapeMarkup } from '../../core/shared';

/** What a drawn Discover shows of the member's first card. */
export interface DrawnCard {
  readonly name: string;
  readonly age?: number;
  readonly photo: RecPhoto;
}

/** The first card of a page of recs as the app reads it (core/recs), when it has a photo to draw. */
export const drawnCardOf = (raw: unknown): DrawnCard | undefined => {
  const card = readCard(raw);
  const photo = card?.photos[0];
  return card && photo ? { name: card.name, ...(card.age === undefined ? {} : { age: card.age }), photo } : undefined;
};

const SLOT = new RegExp(Object.values(DRAWN_SLOTS).join('|'), 'g');

/** The drawn page with `card` in its slots, in one pass (what is written in is never read for a slot again). */
export const drawDiscover = (template: string, card: DrawnCard): string => {
  const values: Record<string, string> = {
    [DRAWN_SLOTS.name]: escapeMarkup(card.name),
    [DRAWN_SLOTS.age]: card.age === undefined ? '' : `<span>, ${escapeMarkup(String(card.age))}</span>`,
    [DRAWN_SLOTS.photo]: escapeMarkup(card.photo.url),
    [DRAWN_SLOTS.srcSet]: escapeMarkup(srcSetOf(card.photo) ?? card.photo.url),
  };
  return template.replace(SLOT, (slot) => values[slot]!);
};
