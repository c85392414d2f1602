import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildFixture } from '../../tests/security/support/fixture';
import { signInByPhone } from '../testing/sign-in';
import { startTestServer, type TestServer } from '../testing/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.reset();
});

/** Every text-like column of every table of the schema, read from information_schema. */
const textColumns = async (): Promise<Array<{ table_name: string; column_name: string }>> =>
  t.database.db.query(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c
     JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
     WHERE c.table_schema = current_schema() AND tb.table_type = 'BASE TABLE'
       AND c.data_type IN ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`,
  );

/** Where any of `needles` appears in any row of any table: "table.column" for each. */
const findAnywhere = async (needles: readonly string[]): Promise<string[]> => {
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of await textColumns()) {
    const rows = await t.database.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "${table}" WHERE EXISTS (SELECT 1 FROM unnest($1::text[]) AS needle WHERE "${column}"::text LIKE '%' || needle || '%')`,
      [needles],
    );
    if ((rows[0]?.n ?? 0) > 0) found.push(`${table}.${column}`);
  }
  return found;
};

describe('account deletion', () => {
  it('PROF-26: DELETE /profile removes the member from every table of the schema and every media file, and ends every session', async () => {
    const f = await buildFixture(t);
    const { owner } = f;
    await f.ownPhoto();
    await f.ownMatch();
    await f.strangerSwiped('like');
    await owner.client.post('/v2/push/devices/web-1', { token: owner.token, body: { endpoint: 'https://fcm.googleapis.com/fcm/send/x' } });
    await owner.client.post('/v2/profile/email_settings', { token: owner.token, body: { promotions: true } });
    await owner.client.post('/v2/account/account-email/send', { token: owner.token, body: { email: 'olivia.next@example.com' } });
    const otherDevice = await f.ownOtherSession();
    expect(otherDevice).toBeTruthy();
    const keys = (await t.database.db.query<{ storage_key: string; files: Array<{ key: string }> }>('SELECT storage_key, files FROM media WHERE user_id = $1', [owner.userId]))
      .flatMap((row) => [row.storage_key, ...row.files.map((file) => file.key)]);
    expect(keys.length).toBeGreaterThan(1);
    for (const key of keys) expect(await t.server.media.storage.get(key)).not.toBeNull();
    const needles = [owner.userId, owner.phone, f.ownerEmail, 'olivia.next@example.com', 'Olivia'];
    expect((await findAnywhere(needles)).length).toBeGreaterThan(3);

    const ended: Array<{ userId: string; familyIds: readonly string[] }> = [];
    const stop = t.server.auth.events.onSessionEnded((event) => ended.push(event));
    const deleted = await owner.client.json('DELETE', '/profile', { token: owner.token, body: { deletion_modal_version: 2 } });
    expect(deleted.status).toBe(200);
    stop();
    // Both devices hear it (the socket layer closes their sockets on this event).
    expect(ended).toEqual([{ userId: owner.userId, familyIds: expect.arrayContaining([expect.any(String), expect.any(String)]), reason: 'logout' }]);

    expect(await findAnywhere(needles)).toEqual([]);
    for (const key of keys) expect(await t.server.media.storage.get(key)).toBeNull();
    // Every session of the member has ended: the access token and the refresh token are refused.
    expect((await owner.client.get('/v2/profile', { token: owner.token })).status).toBe(401);
    const refreshed = await owner.client.gateway({ refreshAuth: { refreshToken: owner.refreshToken } }, { path: '/v4/auth/token' });
    expect(refreshed.body.loginResult).toBeFalsy();
    // The other members carry on.
    expect((await f.stranger.client.get('/v2/profile', { token: f.stranger.token })).status).toBe(200);
  });

  it('PROF-26: signing in again with the same phone number starts a new member in onboarding, with none of the old data', async () => {
    const f = await buildFixture(t);
    const { owner } = f;
    await f.ownMatch();
    await owner.client.json('DELETE', '/profile', { token: owner.token, body: { deletion_modal_version: 1 } });
    t.time.advance(61_000);
    const again = await signInByPhone(t.client(), owner.phone);
    const onboarding = again.body.onboardingState;
    expect(onboarding?.userId).toBeTruthy();
    expect(onboarding?.userId).not.toBe(owner.userId);
    const [row] = await t.database.db.query<{ name: string | null; onboarding_state: string }>('SELECT name, onboarding_state FROM users WHERE id = $1', [onboarding!.userId]);
    expect(row).toEqual({ name: null, onboarding_state: 'onboarding' });
    expect(await t.database.db.query('SELECT id FROM matches WHERE user_a = $1 OR user_b = $1', [onboarding!.userId])).toEqual([]);
  });

  it('PROF-26: the deletion dialog`s version is required; without a token the answer is 401', async () => {
    const f = await buildFixture(t);
    const missing = await f.owner.client.json('DELETE', '/profile', { token: f.owner.token, body: {} });
    expect(missing.status).toBe(400);
    expect((await f.owner.client.json('DELETE', '/profile', { body: { deletion_modal_version: 1 } })).status).toBe(401);
    expect((await f.owner.client.get('/v2/profile', { token: f.owner.token })).status).toBe(200);
  });
});
