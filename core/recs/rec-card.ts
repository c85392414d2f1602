import type { MatchId, UserId } from '../shared';

/** A photo of a candidate, as the card shows it; `altText` is read out by screen readers. */
export interface RecPhoto {
  readonly url: string;
  readonly altText?: string;
}

/** Whole kilometres or miles, in the viewer's unit (LOC-06). */
export interface RecDistance {
  readonly value: number;
  readonly unit: 'km' | 'mi';
}

/** A job line: the company, the title, or both. */
export interface RecJob {
  readonly company?: string;
  readonly title?: string;
}

export interface RecInterest {
  readonly id: string;
  readonly name: string;
}

/** A candidate on the card stack (RECS-07, RECS-08, PROF-01 field names read into domain words). */
export interface RecCard {
  readonly id: UserId;
  readonly name: string;
  readonly age?: number;
  readonly bio?: string;
  readonly photos: readonly RecPhoto[];
  readonly distance?: RecDistance;
  readonly jobs?: readonly RecJob[];
  readonly schools?: readonly string[];
  readonly interests?: readonly RecInterest[];
}

/** A match made by a like or a super like (MATCH-01: `_id`, `person`). */
export interface RecMatch {
  readonly id: MatchId;
  readonly person: RecCard;
}
