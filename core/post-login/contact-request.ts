import type { AppError, Result } from '../shared';

/** PL-05: what the app knows about itself and the member when post-login runs. */
export interface ContactContext {
  readonly platform: string;
  readonly os: string | null;
  readonly appVersion: string;
  readonly userId: string;
  readonly position: { readonly lat: number; readonly lng: number } | null;
  readonly locale: string;
  readonly isNewUser: boolean;
  readonly hasEmail: boolean;
  readonly socialId: string | null;
}

/** PL-05: the short-field payload of `POST /contact/request?redirect=0` (the two flags as 0 or 1). */
export interface ContactRequestPayload {
  readonly pf: string;
  readonly os: string | null;
  readonly av: string;
  readonly uid: string;
  readonly lat: number | null;
  readonly lon: number | null;
  readonly lc: string;
  readonly nu: 0 | 1;
  readonly em: 0 | 1;
  readonly sid: string | null;
}

/** PL-05: platform, OS, app version, user id, location, locale, two flags (new member, has e-mail), social id. */
export const contactRequestPayload = (c: ContactContext): ContactRequestPayload => ({
  pf: c.platform,
  os: c.os,
  av: c.appVersion,
  uid: c.userId,
  lat: c.position?.lat ?? null,
  lon: c.position?.lng ?? null,
  lc: c.locale,
  nu: c.isNewUser ? 1 : 0,
  em: c.hasEmail ? 1 : 0,
  sid: c.socialId,
});

/** PL-05: where post-login sends the payload. */
export interface ContactRequestPort {
  send(payload: ContactRequestPayload): Promise<Result<void, AppError>>;
}
