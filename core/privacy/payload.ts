/**
 * PRIV-02: the consents update, as the app holds it (camelCase) and as it travels (snake_case), and the choices
 * that build it. The wire shape is the body of `PUT /v2/profile/consents` and `POST /v2/account/consents`.
 */
import type { ConsentCategory } from './consent';

export interface CategoryAnswer {
  readonly code: string;
  readonly defaultValue: boolean;
  readonly enabled: boolean;
  readonly responded: boolean;
  readonly requiresInput: boolean;
}

export interface ConsentAnswer {
  readonly categoryCode: string;
  readonly code: string;
  readonly enabled: boolean;
  readonly responded: boolean;
  readonly requiresInput: boolean;
}

/** PRIV-02: what a consents update carries. */
export interface ConsentUpdate {
  readonly categories: readonly CategoryAnswer[];
  readonly consents: readonly ConsentAnswer[];
}

export interface WireCategoryAnswer {
  readonly code: string;
  readonly default_value: boolean;
  readonly enabled: boolean;
  readonly responded: boolean;
  readonly requires_input: boolean;
}

export interface WireConsentAnswer {
  readonly category_code: string;
  readonly code: string;
  readonly enabled: boolean;
  readonly responded: boolean;
  readonly requires_input: boolean;
}

export interface WireConsentUpdate {
  readonly categories: readonly WireCategoryAnswer[];
  readonly consents: readonly WireConsentAnswer[];
}

/** PRIV-02: camelCase → snake_case. */
export const toWireUpdate = (update: ConsentUpdate): WireConsentUpdate => ({
  categories: update.categories.map((c) => ({ code: c.code, default_value: c.defaultValue, enabled: c.enabled, responded: c.responded, requires_input: c.requiresInput })),
  consents: update.consents.map((c) => ({ category_code: c.categoryCode, code: c.code, enabled: c.enabled, responded: c.responded, requires_input: c.requiresInput })),
});

/** Category code → on or off, as the member chose (a category not named keeps its default). */
export type ConsentChoices = Readonly<Record<string, boolean>>;

/** The value a category takes: a category nobody can change is always on; otherwise the choice, else its default. */
export const categoryValue = (category: ConsentCategory, choices: ConsentChoices): boolean =>
  !category.changeable ? true : (choices[category.code] ?? category.defaultValue);

/** PRIV-02: the update the member's choices make: every category and every consent answered, consents following their category. */
export const buildUpdate = (categories: readonly ConsentCategory[], choices: ConsentChoices): ConsentUpdate => ({
  categories: categories.map((c) => ({ code: c.code, defaultValue: c.defaultValue, enabled: categoryValue(c, choices), responded: true, requiresInput: c.requiresInput })),
  consents: categories.flatMap((c) =>
    c.consents.map((k) => ({ categoryCode: c.code, code: k.code, enabled: categoryValue(c, choices), responded: true, requiresInput: k.requiresInput })),
  ),
});

/** "Accept all": every category on. */
export const acceptAll = (categories: readonly ConsentCategory[]): ConsentChoices => Object.fromEntries(categories.map((c) => [c.code, true]));

/** "Reject optional": every category that can be changed off (the necessary one stays on). */
export const rejectOptional = (categories: readonly ConsentCategory[]): ConsentChoices => Object.fromEntries(categories.map((c) => [c.code, !c.changeable]));

/** The choices an update or a member's kept answers record (category code → enabled). */
export const choicesOf = (answers: { readonly categories: readonly { readonly code: string; readonly enabled: boolean }[] }): ConsentChoices =>
  Object.fromEntries(answers.categories.map((c) => [c.code, c.enabled]));
