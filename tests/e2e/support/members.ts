/**
 * Members for the chat journeys: signed up and signed in over the API (the protobuf gateway, the demo outbox's
 * codes), onboarded through the journeys server's own route (e2e-server.ts), liking each other through the real
 * like endpoint, so matches arrive in the app as they do for anyone: a nudge, then the updates.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { authgateway } from '../../../adapters/protobuf/generated/auth-gateway.js';
import { answerConsents, expect, freshEmail, signInByEmail } from './journey';

const PORT = Number(process.env['E2E_PORT'] ?? 8787);
export const ORIGIN = `http://localhost:${PORT}`;
const API = `${ORIGIN}/api`;
const PROTOBUF = 'application/x-protobuf';

const gateway = async (request: authgateway.AuthGatewayRequest.$Properties, path = '/v3/auth/login'): Promise<authgateway.AuthGatewayResponse> => {
  const response = await fetch(`${API}${path}`, { method: 'POST', headers: { 'content-type': PROTOBUF }, body: new Uint8Array(authgateway.AuthGatewayRequest.encode(request).finish()) });
  return authgateway.AuthGatewayResponse.decode(new Uint8Array(await response.arrayBuffer()));
};

const json = async (method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<{ status: number; body: any }> => {
  const response = await fetch(`${API}${path}`, {
    method,
    headers: { ...(options.body === undefined ? {} : { 'content-type': 'application/json' }), ...(options.token === undefined ? {} : { 'x-auth-token': options.token }) },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
};

const codeFor = async (email: string): Promise<string> => {
  for (let tries = 0; tries < 50; tries++) {
    const answer = await json('GET', `/demo/outbox?to=${encodeURIComponent(email)}`);
    const code = /\b(\d{6})\b/.exec(answer.body?.data?.messages?.[0]?.text ?? '')?.[1];
    if (code !== undefined) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code for ${email}`);
};

/** A member known to the server, with a way to its API as them. */
export interface Member {
  readonly name: string;
  readonly email: string;
  readonly userId: string;
  /** A valid auth token (renewed when close to its end: the journeys server gives 10 s ones). */
  token(): Promise<string>;
  api(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }>;
}

/** A member signed in with a refresh token: auth tokens renewed when close to their end (10 s ones here). */
const memberOf = (name: string, email: string, userId: string, firstRefreshToken: string): Member => {
  let refreshToken = firstRefreshToken;
  let current = { token: '', until: 0 };
  let refreshing: Promise<string> | undefined;
  // One refresh at a time: a refresh token is spent by its use, so two at once would end the session.
  const token = (): Promise<string> => {
    if (Date.now() < current.until) return Promise.resolve(current.token);
    refreshing ??= refresh().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  };
  const refresh = async (): Promise<string> => {
    const refreshed = await gateway({ refreshAuth: { refreshToken } }, '/v4/auth/token');
    const login = refreshed.loginResult;
    if (!login?.authToken) throw new Error(`no login result for ${email}: ${JSON.stringify(refreshed.error ?? refreshed)}`);
    if (login.refreshToken) refreshToken = login.refreshToken;
    current = { token: login.authToken, until: Date.now() + Math.max(1_000, (login.authTokenTtl || 10_000) - 4_000) };
    return current.token;
  };
  const api = async (method: string, path: string, body?: unknown) => json(method, path, { token: await token(), ...(body === undefined ? {} : { body }) });
  return { name, email, userId, token, api };
};

/** The gateway's answer to a code presented for an e-mail address. */
const presentCode = async (email: string): Promise<authgateway.AuthGatewayResponse> => {
  const asked = await gateway({ email: { email } });
  const binding = asked.validateEmailOtpState?.refreshToken;
  if (!binding) throw new Error(`no code request for ${email}`);
  return gateway({ emailOtp: { email, otp: await codeFor(email), refreshToken: binding } });
};

/** Signs a new member up by e-mail over the API and finishes their onboarding as `name`. */
export const newMember = async (name: string): Promise<Member> => {
  const email = freshEmail();
  const refreshToken = (await presentCode(email)).onboardingState?.refreshToken;
  if (!refreshToken) throw new Error(`sign-up of ${email} gave no onboarding state`);
  const onboarded = await json('POST', '/e2e/onboarded', { body: { email, name } });
  if (onboarded.status !== 200) throw new Error(`onboarding ${email} failed: ${onboarded.status}`);
  return memberOf(name, email, onboarded.body.data.userId as string, refreshToken);
};

/** Signs a member who has an account in over the API (the demo world's guest, for one). */
export const existingMember = async (email: string): Promise<Member> => {
  const login = (await presentCode(email)).loginResult;
  if (!login?.refreshToken || !login.userId) throw new Error(`sign-in of ${email} gave no login result`);
  return memberOf('', email, login.userId, login.refreshToken);
};

/** Two members like each other: a match, made by the real like endpoint (both get a match nudge). Answers its id. */
export const makeMatch = async (a: Member, b: Member): Promise<string> => {
  expect((await a.api('POST', `/like/${b.userId}`)).status).toBe(200);
  const back = await b.api('POST', `/like/${a.userId}`);
  expect(back.status).toBe(200);
  const matchId = back.body?.data?.match?._id ?? back.body?.match?._id ?? back.body?.data?.match_id;
  if (typeof matchId === 'string') return matchId;
  const listed = await a.api('GET', '/v2/matches?count=60&message=0');
  const found = (listed.body?.data?.matches ?? []).find((match: any) => match.person?._id === b.userId);
  if (!found) throw new Error(`no match between ${a.name} and ${b.name}`);
  return found._id as string;
};

let sent = 0;
/** Sends a text as the member through the send endpoint, under a fresh id of the device's shape (CHAT-02). */
export const say = async (from: Member, matchId: string, text: string): Promise<{ status: number; body: any }> => {
  sent += 1;
  return from.api('POST', `/user/matches/${matchId}`, { message: text, client_message_id: `e2e${sent}-${Math.random().toString(36).slice(2, 8)}_${String(Date.now()).padStart(13, '0')}` });
};

/** The member signed in through the app in a browser context of their own, on the Matches tab. */
export const inBrowser = async (browser: Browser, member: Member, options: { beforeSignIn?: (page: Page) => Promise<void> } = {}): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext({ baseURL: ORIGIN, viewport: { width: 1280, height: 800 } });
  await answerConsents(context);
  const page = await context.newPage();
  await options.beforeSignIn?.(page);
  await page.goto('/app');
  await signInByEmail(page, context.request, member.email);
  await expect(page).toHaveURL(/\/app\/(recs|matches)/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Matches/ }).click();
  await expect(page).toHaveURL(/\/app\/matches$/);
  await expect(page.getByRole('region', { name: 'New matches' })).toBeVisible();
  return { context, page };
};
