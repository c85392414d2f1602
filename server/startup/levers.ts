/**
 * The feature switches `POST /v2/buckets` answers (LEV-03, LEV-04): the switches on by default (gold,
 * platinum, plus, consumables, web payment, websocket, select onboarding, sdk enabled, onboarding dismiss,
 * music-service link), the ones the client's routes are gated by (ROUTE-14, ROUTE-24, ROUTE-25: off), and
 * the sign-in switches of AUTH-07 and AUTH-10, set for the flows this server implements.
 */

import { ROUTE_LEVERS } from '../../core/routing/route-gates';
import { LEVERS_ON_BY_DEFAULT, type Lever } from '../../core/startup/levers';
import { GPC_LEVER } from '../../core/privacy/gpc';

export type { Lever };

/**
 * AUTH-07: the phone flow is the new one (the gateway implements it), account recovery is not offered;
 * AUTH-10: the SMS captcha is submitted, because the gateway may ask for one.
 */
const SIGN_IN_LEVERS: Readonly<Record<string, boolean>> = { newPhoneFlow: true, accountRecovery: false, smsCaptcha: true };

/** Every experiment id names its switch, so a client can report which one decided a behaviour. */
const pidOf = (name: string): string => `default_${name}`;

export const defaultLevers = (): Readonly<Record<string, Lever>> => {
  const levers: Record<string, Lever> = {};
  // LEV-04: the switches on by default (the client reads a missing switch the same way: core/startup);
  // ROUTE-14, ROUTE-24, ROUTE-25: the switches that open flag-gated routes, off.
  for (const name of LEVERS_ON_BY_DEFAULT) levers[name] = { pid: pidOf(name), value: true };
  for (const name of ROUTE_LEVERS) levers[name] = { pid: pidOf(name), value: false };
  for (const [name, value] of Object.entries(SIGN_IN_LEVERS)) levers[name] = { pid: pidOf(name), value };
  // PRIV-04: the browser's Global Privacy Control signal is honoured.
  levers[GPC_LEVER] = { pid: pidOf(GPC_LEVER), value: true };
  return levers;
};
