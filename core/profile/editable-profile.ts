/**
 * What a member writes about themselves, as the edit pages show it (PROF-01, PROF-02): the fields, the catalogues
 * they pick from and their bounds, and the meter (PROF-23). The adapter reads it from `GET /v2/profile`.
 */
import type { AllInGenderId, Orientation } from './all-in-gender';
import type { HeightMeasureType, InterestBounds, ProfileFieldError, ProfileGender, ProfileMeter, PromptAnswer, QuizOption, QuizSource, RelationshipIntent } from './profile-rules';

/** An interest of the catalogue (`it_<n>`). */
export interface Interest {
  readonly id: string;
  readonly name: string;
}

/** A descriptor of the catalogue and its choices (PROF-20). */
export interface DescriptorOption {
  readonly id: string;
  readonly name: string;
  readonly choices: ReadonlyArray<{ readonly id: string; readonly name: string }>;
}

/** A descriptor the member chose, with the ids of its chosen choices. */
export interface ChosenDescriptor {
  readonly id: string;
  readonly choiceIds: readonly string[];
}

export interface EditableProfile {
  readonly bio: string;
  /** PROF-04: one job; empty strings when none. */
  readonly job: { readonly company: string; readonly title: string };
  /** PROF-04: one school; empty when none. */
  readonly school: string;
  readonly interests: readonly Interest[];
  readonly availableInterests: readonly Interest[];
  readonly interestBounds: InterestBounds;
  readonly prompts: readonly PromptAnswer[];
  readonly availablePrompts: readonly string[];
  readonly maxPrompts: number;
  readonly descriptors: readonly ChosenDescriptor[];
  readonly availableDescriptors: readonly DescriptorOption[];
  readonly relationshipIntent: RelationshipIntent | null;
  readonly heightCm: number | null;
  readonly heightMeasureType: HeightMeasureType;
  /** PROF-09: the own gender (null when never given), the self-described words (empty when none), and whether the card shows it. */
  readonly gender: ProfileGender | null;
  readonly customGender: string;
  readonly showGenderOnProfile: boolean;
  /** PROF-10: the all-in gender words, the orientations (as the app settings name them), whether the card shows them, and the all-in screens seen. */
  readonly allInGender: readonly AllInGenderId[];
  readonly orientations: readonly Orientation[];
  readonly showOrientationOnProfile: boolean;
  readonly hasUserViewedAllInScreensBefore: boolean;
  /** PROF-06: the member's answers (answered quizzes only, in the order given) and the catalogue. */
  readonly quizzes: readonly QuizSource[];
  readonly availableQuizzes: readonly QuizOption[];
  readonly meter: ProfileMeter;
  readonly tutorials: readonly string[];
}

/** One section of the edit page, saved on its own. */
export type ProfileSection =
  | { readonly kind: 'bio'; readonly bio: string }
  | { readonly kind: 'job'; readonly company: string; readonly title: string }
  | { readonly kind: 'school'; readonly name: string }
  | { readonly kind: 'interests'; readonly ids: readonly string[] }
  | { readonly kind: 'prompts'; readonly prompts: readonly PromptAnswer[] }
  | { readonly kind: 'intent'; readonly intent: RelationshipIntent | null }
  | { readonly kind: 'height'; readonly heightCm: number | null; readonly measure: HeightMeasureType }
  | { readonly kind: 'descriptors'; readonly descriptors: readonly ChosenDescriptor[] }
  | { readonly kind: 'gender'; readonly gender: ProfileGender | null; readonly customGender: string; readonly showOnProfile: boolean }
  | { readonly kind: 'allInGender'; readonly ids: readonly AllInGenderId[] }
  | { readonly kind: 'orientation'; readonly orientations: readonly Orientation[]; readonly showOnProfile: boolean }
  | { readonly kind: 'allInViewed' }
  | { readonly kind: 'quizzes'; readonly quizzes: readonly QuizSource[] };

export type SectionKind = ProfileSection['kind'];

/** A refused load or save: the code (the server's numeric one, or `PROFILE.INVALID` when refused on the device) and the refused fields. */
export interface ProfileEditError {
  readonly code: string | number;
  readonly message?: string;
  readonly fields?: readonly ProfileFieldError[];
}

/** The edit state (APP-10's async-load statuses). */
export type EditableProfileState =
  | { readonly kind: 'not-loaded' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'loaded'; readonly profile: EditableProfile }
  | { readonly kind: 'error'; readonly code: string | number };
