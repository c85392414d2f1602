/**
 * The privacy state (PRIV-09) and its pure transitions: the catalogue, the answers, the prompt (PRIV-07), a failed
 * update's normalised error (PRIV-10), fetched answers replacing stored ones only with data (PRIV-08).
 */
import type { ApiFailure } from '../api/api-failure';
import type { PrivacySliceState } from '../persistence/slices/privacy.slice';
import type { Consent, ConsentCategory, ConsentStatus } from './consent';
import type { ConsentUpdate } from './payload';
import { promptReducer, type PromptEvent } from './prompt';

/** PRIV-10: a failed update, normalised: a stable code and the message key the UI shows. */
export interface PrivacyError {
  readonly code: string | number;
  readonly messageKey: 'privacy.error.save';
}

/** PRIV-10: any failure of an update becomes the same message with the failure's code. */
export const normalisePrivacyError = (failure: Pick<ApiFailure, 'code'>): PrivacyError => ({ code: failure.code, messageKey: 'privacy.error.save' });

/** PRIV-09: the privacy state. */
export interface PrivacyState {
  readonly categoryData: Readonly<Record<string, ConsentCategory>>;
  readonly categoryOrder: readonly string[];
  readonly consentData: Readonly<Record<string, Consent>>;
  /** Category and consent code → enabled, as answered (stored for guests, fetched for members). */
  readonly consents: Readonly<Record<string, boolean>>;
  /** PRIV-06: a guest's answers wait to be sent at sign-in. */
  readonly hasDeferredUpdate: boolean;
  readonly showPrompt: boolean;
  readonly respondedAt: number | null;
  readonly error: PrivacyError | null;
  readonly messaging: ConsentStatus;
  /** PRIV-04: the answers were made by the Global Privacy Control signal. */
  readonly gpc: boolean;
}

export const INITIAL_PRIVACY_STATE: PrivacyState = {
  categoryData: {},
  categoryOrder: [],
  consentData: {},
  consents: {},
  hasDeferredUpdate: false,
  showPrompt: false,
  respondedAt: null,
  error: null,
  messaging: 'not_accepted',
  gpc: false,
};

/** PRIV-09: what is kept across loads (privacy slice, version 1). */
export const toPersisted = (s: PrivacyState): PrivacySliceState => ({ consents: s.consents, categoryOrder: s.categoryOrder, hasDeferredUpdate: s.hasDeferredUpdate, respondedAt: s.respondedAt });

export const fromPersisted = (p: PrivacySliceState, s: PrivacyState = INITIAL_PRIVACY_STATE): PrivacyState => ({
  ...s,
  consents: p.consents,
  categoryOrder: p.categoryOrder.length > 0 ? p.categoryOrder : s.categoryOrder,
  hasDeferredUpdate: p.hasDeferredUpdate,
  respondedAt: p.respondedAt,
});

export const withCatalogue = (s: PrivacyState, categories: readonly ConsentCategory[]): PrivacyState => ({
  ...s,
  categoryData: Object.fromEntries(categories.map((c) => [c.code, c])),
  categoryOrder: categories.map((c) => c.code),
  consentData: Object.fromEntries(categories.flatMap((c) => c.consents.map((k) => [k.code, k]))),
});

/** The answers an update records (its categories and consents). */
export const answersOf = (update: ConsentUpdate): Readonly<Record<string, boolean>> =>
  Object.fromEntries([...update.categories.map((c) => [c.code, c.enabled] as const), ...update.consents.map((c) => [c.code, c.enabled] as const)]);

/** PRIV-08: fetched answers replace the stored ones only when the answer has data. */
export const applyFetched = (s: PrivacyState, fetched: { readonly answers: Readonly<Record<string, boolean>>; readonly respondedAt: number | null }): PrivacyState =>
  Object.keys(fetched.answers).length === 0 ? s : { ...s, consents: fetched.answers, respondedAt: fetched.respondedAt };

/** PRIV-07: the prompt's events. */
export const withPrompt = (s: PrivacyState, event: PromptEvent): PrivacyState => ({ ...s, showPrompt: promptReducer(s.showPrompt, event) });

/** PRIV-06, PRIV-07: an answer given (kept at once); a guest's waits for sign-in. */
export const answered = (s: PrivacyState, update: ConsentUpdate, at: number, deferred: boolean): PrivacyState => ({
  ...s,
  consents: { ...s.consents, ...answersOf(update) },
  respondedAt: at,
  hasDeferredUpdate: deferred,
});

/** PRIV-07, PRIV-10: an update's end: the prompt closes either way; a failure keeps its normalised error. */
export const updateEnded = (s: PrivacyState, failure: Pick<ApiFailure, 'code'> | null): PrivacyState => ({
  ...withPrompt(s, { type: failure === null ? 'update-succeeded' : 'update-failed' }),
  error: failure === null ? null : normalisePrivacyError(failure),
});

/** The category choices of the state: the answer when there is one, else the category's default. */
export const currentChoices = (s: PrivacyState): Readonly<Record<string, boolean>> =>
  Object.fromEntries(s.categoryOrder.map((code) => [code, s.consents[code] ?? s.categoryData[code]?.defaultValue ?? false]));
