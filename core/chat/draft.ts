/**
 * MATCH-15: a message begun before its conversation opened (the field of "It's a match!") travels in the
 * conversation's link as `?draft=` (the parameter name is not specified; chosen here, docs/decisions.md) and lands
 * in the composer, which keeps each conversation's unsent text while the member is elsewhere.
 */
import { readQuery } from '../routing';
import { MAX_MESSAGE_LENGTH } from './message';

/** The query parameter that carries a draft. */
export const DRAFT_QUERY = 'draft';

/** The query string that carries `text` as a draft ('' for nothing worth carrying). */
export const draftSearch = (text: string): string => {
  const trimmed = text.trim();
  return trimmed === '' ? '' : `?${DRAFT_QUERY}=${encodeURIComponent(trimmed.slice(0, MAX_MESSAGE_LENGTH))}`;
};

/** The draft a query string carries, if any. */
export const draftFromSearch = (search: string): string | undefined => {
  const text = readQuery(search).get(DRAFT_QUERY)?.slice(0, MAX_MESSAGE_LENGTH);
  return text === undefined || text.trim() === '' ? undefined : text;
};
