/**
 * The headless client (the app's core, container and start-up on the Node adapter set) against the reference
 * server in demo mode, with its seeded world and an access-token lifetime shortened to 10 s, the least the
 * server's configuration takes.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH, MemoryVault } from '../../core/auth';
import { PROFILE } from '../../core/profile';
import { REALTIME } from '../../core/realtime';
import { MemoryLogger } from '../../core/shared/testing';
import { signedInMember } from '../../server/testing/sign-in';
import { startTestServer, type TestServer } from '../../server/testing/test-server';
import { demoOutboxCode } from './demo-outbox';
import { HeadlessClient, until } from './headless-client';

const PHONE = '+4915112345777';
const ACCESS_TOKEN_TTL_MS = 10_000;

describe('the headless client on the Node adapter set, against the reference server', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ overrides: { dataDir: mkdtempSync(join(tmpdir(), 'spark-headless-')), auth: { accessTokenTtlMs: ACCESS_TOKEN_TTL_MS } } });
    await t.server.world.seedIfEmpty();
    // A member who finished onboarding (the headless client has no onboarding screens).
    await signedInMember(t.client(), t.database.db, PHONE, { name: 'Nora', birthDate: '1995-05-05' });
    // Past the resend cooldown of that sign-in's code.
    t.time.advance(60_000);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('AUTH-25, AUTH-33, PL-03, PL-05: signs in as ios, loads the profile and recs, likes until a match, sends a message, refreshes an expired session with the vaulted token, and logs out', async () => {
    const vault = new MemoryVault();
    const logger = new MemoryLogger();
    const client = await HeadlessClient.start({ baseUrl: t.baseUrl, platform: 'ios', vault, logger });
    const session = client.resolver.get(AUTH.Session);
    expect(session.loggedIn.value).toBe(false);

    // Sign in by phone through the app's own sign-in flow; the code comes from the demo outbox.
    await client.signIn(PHONE, (phone) => demoOutboxCode(t.baseUrl, phone));
    expect(session.loggedIn.value).toBe(true);
    const firstToken = session.authToken();
    const firstRefreshToken = vault.token;
    expect(firstRefreshToken).toEqual(expect.stringMatching(/./));
    // The server saw a native device: the refresh token came in the answer, not as a cookie.
    const userId = session.state.value.userId;
    const [family] = await t.database.db.query<{ platform: string }>('SELECT platform FROM session_families WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1', [userId]);
    expect(family?.platform).toBe('ios');
    // PL-05: the post-login contact request says the same platform.
    const [contact] = await t.database.db.query<{ platform: string }>('SELECT platform FROM contact_contexts WHERE user_id = $1', [userId]);
    expect(contact?.platform).toBe('ios');

    // The own profile, loaded by the post-login sequence and again on request.
    expect(client.resolver.get(PROFILE.Store).profile.value?.name).toBe('Nora');
    expect((await client.loadProfile())?.name).toBe('Nora');

    // Realtime started after sign-in.
    await until(() => (client.resolver.get(REALTIME.Store).isConnected.value ? true : undefined), 10_000, 'the realtime socket');

    const recs = await client.loadRecs();
    expect(recs.length).toBeGreaterThan(0);

    const liked = await client.likeUntilMatch(60);
    expect(liked).toBeDefined();
    const matchId = liked!.match.id;

    await client.sendMessage(matchId, 'Hello from Node');
    const stored = await t.database.db.query<{ text: string }>('SELECT text FROM messages WHERE match_id = $1', [matchId]);
    expect(stored.map((m) => m.text)).toContain('Hello from Node');

    // The access token expires on the server: the next call is answered 401, the core refreshes with the vaulted
    // refresh token (rotated) and the call goes through.
    t.time.advance(ACCESS_TOKEN_TTL_MS + 1_000);
    expect((await client.loadProfile())?.name).toBe('Nora');
    expect(session.loggedIn.value).toBe(true);
    expect(session.authToken()).not.toBe(firstToken);
    expect(vault.token).toEqual(expect.stringMatching(/./));
    expect(vault.token).not.toBe(firstRefreshToken);
    const lastRefreshToken = vault.token!;

    await client.logout();
    expect(session.loggedIn.value).toBe(false);
    expect(vault.token).toBeNull();
    expect(client.resolver.get(PROFILE.Store).profile.value).toBeUndefined();
    expect(client.resolver.get(REALTIME.Store).isConnected.value).toBe(false);
    // The server ended the session: its last refresh token opens nothing.
    const refused = await t.client().gateway({ refreshAuth: { refreshToken: lastRefreshToken } }, { path: '/v4/auth/token', headers: { platform: 'ios' } });
    expect(refused.status).toBe(401);
    expect(logger.messages('error')).toEqual([]);
  }, 120_000);
});
