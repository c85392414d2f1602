import type { MatchId, UserId } from '../shared';

/** One size of a photo (the provider's `processedFiles`), for responsive images. */
export interface RecPhotoSize {
  readonly url: string;
  readonly width: number;
  readonly height: number;
}

/** A photo of a candidate, as the card shows it; `altText` is read out by screen readers. */
export interface RecPhoto {
  readonly url: string;
  readonly altText?: string;
  readonly width?: number;
  readonly height?: number;
  /** Smaller and larger renderings, smallest first. */
  readonly sizes?: readonly RecPhotoSize[];
}

/** The `srcset` of a photo with more than one size (`url 640w, …`); none for a photo of one size. */
export const srcSetOf = (photo: RecPhoto): string | undefined =>
  photo.sizes && photo.sizes.length > 1 ? photo.sizes.map((s) => `${s.url} ${s.width}w`).join(', ') : undefined;

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

/** RECS-07, RECS-08: a descriptor the member picked (by id), with the choices picked. */
export interface RecDescriptor {
  readonly id: string;
  readonly name: string;
  readonly choices: readonly { readonly id: string; readonly name: string }[];
}

export interface RecPrompt {
  readonly id: string;
  readonly answer: string;
}

/** A candidate on the card stack (RECS-07, RECS-08, PROF-01 field names read into domain words). */
export interface RecCard {
  readonly id: UserId;
  readonly name: string;
  readonly age?: number;
  /** RECS-08 `birth_date` as given (the provider sends no more than the age says), epoch ms. */
  readonly birthDate?: number;
  readonly bio?: string;
  readonly photos: readonly RecPhoto[];
  readonly distance?: RecDistance;
  readonly jobs?: readonly RecJob[];
  readonly schools?: readonly string[];
  readonly interests?: readonly RecInterest[];
  readonly descriptors?: readonly RecDescriptor[];
  readonly prompts?: readonly RecPrompt[];
  /** PROF-09, PROF-10: the gender, when the member shows it on the card: its value, self-described words and all-in word ids. */
  readonly shownGender?: { readonly gender: 0 | 1 | 2; readonly custom?: string; readonly words: readonly string[] };
  /** PROF-06: the member's quiz answers: each quiz's question and the chosen answers' words. */
  readonly quizzes?: readonly { readonly id: string; readonly question: string; readonly answers: readonly string[] }[];
  /** PROF-10: the orientations the member shows on the card, by name. */
  readonly orientations?: readonly string[];
  /** RECS-08 `badges`: their types (`selfie_verified`, `id_dob_verified`, ...). */
  readonly badges: readonly string[];
  /** A selfie or ID badge (VER). */
  readonly verified: boolean;
  /** RECS-08: the candidate super-liked the member. */
  readonly isSuperLike: boolean;
  /** RECS-08: the candidate is boosted (or super boosted). */
  readonly isBoost: boolean;
  readonly isSuperBoost: boolean;
  /** RECS-08 `swipe_note`: a note the candidate sent with their like. */
  readonly swipeNote?: string;
  /** RECS-08 `spotify`: the candidate's anthem. */
  readonly anthem?: { readonly title: string; readonly artist?: string };
  /** RECS-08 `s_number`: the provider's number of the rec. */
  readonly sNumber?: number;
}

/** A match made by a like or a super like (MATCH-01: `_id`, `person`). */
export interface RecMatch {
  readonly id: MatchId;
  readonly person: RecCard;
}
