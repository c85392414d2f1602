/**
 * PRIV-04: the Global Privacy Control. With the lever on and the browser's signal present, every category is
 * declined except the two exempt ones (GPC_EXEMPT_CATEGORIES), and no prompt is shown (PRIV-05 applies otherwise).
 */
import { GPC_EXEMPT_CATEGORIES, type ConsentCategory } from './consent';
import type { ConsentChoices } from './payload';

/** The lever that lets the browser's GPC signal decide (LEV items: off unless delivered on). */
export const GPC_LEVER = 'globalPrivacyControl';

/** PRIV-04: the signal decides only when the lever is on and the browser sends it. */
export const gpcApplies = (leverOn: boolean, browserSignal: boolean): boolean => leverOn && browserSignal;

/** PRIV-04: under GPC, the exempt categories keep their value (on when nobody can change them), every other one is off. */
export const gpcChoices = (categories: readonly ConsentCategory[]): ConsentChoices =>
  Object.fromEntries(categories.map((c) => [c.code, GPC_EXEMPT_CATEGORIES.includes(c.code) ? (!c.changeable ? true : c.defaultValue) : false]));
