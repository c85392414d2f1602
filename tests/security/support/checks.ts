/**
 * The checks of the security suite, as functions that answer findings (an empty list is a pass), so that the
 * same code runs against the real server and against a server with a planted defect (planted-defects.test.ts),
 * where it must find it.
 */
import type { TestServer } from '../../../server/testing/test-server';
import { rowKey, SITE_ROUTES, type Call, type EndpointRow } from '../endpoints';
import type { Fixture, Member } from './fixture';

export interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
}

/** Sends a row's call over real HTTP, with a token or none, from the member's own address. */
export const send = async (
  t: TestServer,
  row: EndpointRow,
  call: Call,
  options: { readonly token?: string; readonly from?: Member; readonly headers?: Record<string, string> } = {},
): Promise<Answer> => {
  const client = options.from?.client ?? t.client();
  const origin = new URL(t.baseUrl).origin;
  const headers: Record<string, string> = {
    'x-forwarded-for': client.ip,
    ...(call.contentType ? { 'content-type': call.contentType } : call.body !== undefined ? { 'content-type': 'application/json' } : {}),
    ...(options.token === undefined ? {} : { 'x-auth-token': options.token }),
    ...call.headers,
    ...options.headers,
  };
  const body = call.bytes ? new Uint8Array(call.bytes) : call.body !== undefined ? JSON.stringify(call.body) : undefined;
  const url = row.external ? `${origin}${call.path}` : `${t.baseUrl}${call.path}`;
  const response = await fetch(url, { method: row.method, headers, ...(body === undefined ? {} : { body }) });
  return { status: response.status, headers: response.headers, text: await response.text() };
};

/** Who calls a row rightly: the owner of the objects, or for a route taking others' ids, the stranger. */
export const rightCaller = (row: EndpointRow, f: Fixture): Member => (row.access === 'onboarding' ? f.newcomer : row.othersIds ? f.stranger : f.owner);

const is2xx = (status: number): boolean => status >= 200 && status < 300;

// ---- coverage

/** Registered routes without a row, and rows naming no registered route. */
export const coverageFindings = (
  registered: ReadonlyArray<{ readonly method: string; readonly url: string }>,
  rows: readonly EndpointRow[],
): string[] => {
  const known = new Set(rows.map(rowKey));
  const routes = new Set(registered.map((route) => `${route.method} ${route.url}`));
  return [
    ...[...routes].filter((route) => !known.has(route) && !SITE_ROUTES.includes(route)).map((route) => `${route}: registered, but no row in tests/security/endpoints.ts`),
    ...[...known].filter((key) => !routes.has(key)).map((key) => `${key}: a row, but no such route`),
  ];
};

// ---- authentication

/** A route that needs a token answers 401 without one, an onboarding token on a member route 403, and a member's token on an onboarding route 403. */
export const authenticationFindings = async (t: TestServer, f: Fixture, row: EndpointRow): Promise<string[]> => {
  if (row.access === 'open') return [];
  const findings: string[] = [];
  const call = await row.call(f);
  const anonymous = await send(t, row, call);
  if (anonymous.status !== 401) findings.push(`${rowKey(row)} without a token: ${anonymous.status}, expected 401`);
  if (row.access === 'member') {
    const onboarding = await send(t, row, call, { token: f.newcomer.token });
    if (onboarding.status !== 403) findings.push(`${rowKey(row)} with an onboarding token: ${onboarding.status}, expected 403`);
  }
  if (row.access === 'onboarding') {
    const member = await send(t, row, call, { token: f.owner.token, from: f.owner });
    if (member.status !== 403) findings.push(`${rowKey(row)} with a member's token: ${member.status}, expected 403`);
  }
  return findings;
};

// ---- ownership

/** The owner's private details that must never reach another member. */
const privateOf = (f: Fixture): string[] => [f.owner.phone, f.owner.phone.slice(-4) + '"', f.ownerEmail, '1990-04-02', '52.5213', '13.4109'];

/**
 * Every id a route takes, tried by another member: the owner's objects give no 2xx to the stranger (while the
 * owner's own call of the same request succeeds, so the refusal is about whose the object is); a route taking
 * another member's id on purpose answers nothing private of them.
 */
export const ownershipFindings = async (t: TestServer, f: Fixture, row: EndpointRow): Promise<string[]> => {
  const findings: string[] = [];
  if (row.owns && row.owns.length > 0) {
    const call = await row.call(f);
    const stranger = await send(t, row, call, { token: f.stranger.token, from: f.stranger });
    if (is2xx(stranger.status) || stranger.status >= 500) {
      findings.push(`${rowKey(row)}: another member's token on the owner's ${row.owns.join(', ')} answered ${stranger.status}`);
    }
    const owner = await send(t, row, call, { token: f.owner.token, from: f.owner });
    if (owner.status !== (row.status ?? 200)) findings.push(`${rowKey(row)}: the owner's own call answered ${owner.status} (the fixture is wrong)`);
  }
  if (row.othersIds) {
    const answer = await send(t, row, await row.call(f), { token: f.stranger.token, from: f.stranger });
    if (answer.status >= 500) findings.push(`${rowKey(row)}: ${answer.status}`);
    for (const secret of privateOf(f)) if (answer.text.includes(secret)) findings.push(`${rowKey(row)}: answered the owner's private ${secret}`);
  }
  return findings;
};

// ---- malformed input

/** Whether an answer to bad input is a refusal: a 4xx, never a 2xx (an unauthorised success) nor a 5xx. */
export const refusalFinding = (label: string, answer: Answer): string | null =>
  answer.status >= 400 && answer.status < 500 ? null : `${label}: ${answer.status} ${answer.text.slice(0, 120)}`;

// ---- headers

export interface HeaderExpectation {
  /** The answer carries tokens or personal data. */
  readonly noStore: boolean;
  /** Came over HTTPS (X-Forwarded-Proto: https, trusted). */
  readonly https?: boolean;
}

/** The headers every answer carries (server/http/security-headers.ts). */
export const headerFindings = (label: string, answer: Answer, expected: HeaderExpectation): string[] => {
  const h = answer.headers;
  const findings: string[] = [];
  const want = (name: string, ok: (value: string) => boolean, what: string) => {
    const value = h.get(name);
    if (value === null || !ok(value)) findings.push(`${label} (${answer.status}): ${name} is ${value === null ? 'missing' : `"${value}"`}, expected ${what}`);
  };
  want('x-content-type-options', (v) => v === 'nosniff', 'nosniff');
  want('content-security-policy', (v) => /(^|;)\s*frame-ancestors 'none'\s*(;|$)/.test(v), "frame-ancestors 'none'");
  want('x-frame-options', (v) => v === 'DENY', 'DENY');
  want('referrer-policy', (v) => v === 'strict-origin-when-cross-origin', 'strict-origin-when-cross-origin');
  want('cross-origin-resource-policy', (v) => v === 'same-origin', 'same-origin');
  if (expected.noStore) want('cache-control', (v) => /(^|,)\s*no-store\s*(,|$)/.test(v), 'no-store');
  if (expected.https) want('strict-transport-security', (v) => /max-age=\d{7,}/.test(v), 'a max-age of months');
  else if (h.get('strict-transport-security') !== null) findings.push(`${label}: Strict-Transport-Security over plain HTTP`);
  return findings;
};
