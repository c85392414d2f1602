import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/errors/error-codes';
import { matchRepository } from '../matches/match.repository';
import { clientId } from '../matches/testing/members';
import { latestCode, signedInMember } from '../testing/sign-in';
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

const ALICE = '+14155550111';
const BOB = '+14155550112';

const signIn = async (phone = ALICE) => {
  const client = t.client();
  const login = await signedInMember(client, t.database.db, phone, { name: 'Alice' });
  return { client, token: login.authToken, userId: login.userId };
};

describe('settings in the profile', () => {
  it('SET-01: GET /v2/profile carries the settings with their defaults and the e-mail change state', async () => {
    const { client, token } = await signIn();
    const profile = (await client.get('/v2/profile', { token })).body.data;
    expect(profile.settings).toEqual({
      push_notifications: { match: true, message: true, message_like: true, super_like: true },
      email_notifications: { matches: true, messages: true, promotions: false },
      message_controls: { only_verified_users: false },
      read_receipts: { enabled: true },
      email_subscription_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(profile.account).toMatchObject({ new_account_email: null, is_email_verified: false });
  });
});

describe('notifications', () => {
  it('SET-11: PUT /v2/push/notifications saves push preferences; an empty or unknown body is 400/40000', async () => {
    const { client, token } = await signIn();
    const saved = await client.json('PUT', '/v2/push/notifications', { token, body: { message_like: false, super_like: false } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.push_notifications).toEqual({ match: true, message: true, message_like: false, super_like: false });
    expect((await client.get('/v2/profile', { token })).body.data.settings.push_notifications.message_like).toBe(false);
    for (const body of [{}, { match: 'yes' }, { sms: true }]) {
      const refused = await client.json('PUT', '/v2/push/notifications', { token, body });
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe(ErrorCode.BAD_REQUEST);
    }
  });

  it('SET-11: POST / DELETE /v2/push/devices/{deviceParam} register and remove a device; another member cannot remove it', async () => {
    const alice = await signIn();
    const bob = await signIn(BOB);
    const device = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'BKey', auth: 'secret' } };
    expect((await alice.client.post('/v2/push/devices/web-1', { token: alice.token, body: device })).status).toBe(200);
    expect((await alice.client.post('/v2/push/devices/web-1', { token: alice.token, body: device })).status).toBe(200);
    expect(await t.database.db.query('SELECT device_param FROM push_devices WHERE user_id = $1', [alice.userId])).toEqual([{ device_param: 'web-1' }]);
    expect((await bob.client.json('DELETE', '/v2/push/devices/web-1', { token: bob.token })).status).toBe(404);
    expect((await alice.client.json('DELETE', '/v2/push/devices/web-1', { token: alice.token })).status).toBe(200);
    expect((await alice.client.json('DELETE', '/v2/push/devices/web-1', { token: alice.token })).status).toBe(404);
    // SET-11: only endpoints at the two push services (FCM, autopush), and never plain HTTP.
    for (const endpoint of ['http://fcm.googleapis.com/fcm/send/x', 'https://push.example.com/x', 'https://user@fcm.googleapis.com/fcm/send/x']) {
      expect((await alice.client.post('/v2/push/devices/web-2', { token: alice.token, body: { endpoint } })).status).toBe(400);
    }
    expect((await alice.client.post('/v2/push/devices/web-3', { token: alice.token, body: { endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/x' } })).status).toBe(200);
  });

  it('SET-11: at most 20 devices per member', async () => {
    const { client, token } = await signIn();
    for (let i = 0; i < 20; i += 1) {
      expect((await client.post(`/v2/push/devices/d${i}`, { token, body: { endpoint: `https://fcm.googleapis.com/fcm/send/${i}` } })).status).toBe(200);
    }
    const refused = await client.post('/v2/push/devices/d20', { token, body: { endpoint: 'https://fcm.googleapis.com/fcm/send/20' } });
    expect(refused.status).toBe(400);
    expect((await client.post('/v2/push/devices/d3', { token, body: { endpoint: 'https://fcm.googleapis.com/fcm/send/3b' } })).status).toBe(200);
  });

  it('SET-12: POST /v2/profile/email_settings saves e-mail notification preferences', async () => {
    const { client, token } = await signIn();
    const saved = await client.post('/v2/profile/email_settings', { token, body: { promotions: true, messages: false } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.email_notifications).toEqual({ matches: true, messages: false, promotions: true });
    expect((await client.get('/v2/profile', { token })).body.data.settings.email_notifications).toEqual({ matches: true, messages: false, promotions: true });
  });

  it('SET-13: GET / POST /v2/subscriptions/web read and change the e-mail subscriptions by token, without signing in', async () => {
    const { client, token } = await signIn();
    const subscriptionToken = (await client.get('/v2/profile', { token })).body.data.settings.email_subscription_token as string;
    const anyone = t.client();
    const read = await anyone.get(`/v2/subscriptions/web?token=${subscriptionToken}`);
    expect(read.status).toBe(200);
    expect(read.body.data.subscriptions.email).toEqual([
      { id: 'matches', subscribed: true },
      { id: 'messages', subscribed: true },
      { id: 'promotions', subscribed: false },
    ]);
    const updated = await anyone.post('/v2/subscriptions/web', { body: { token: subscriptionToken, subscriptions: [{ id: 'matches', subscribed: false }] } });
    expect(updated.status).toBe(200);
    expect(updated.body.data.subscriptions.email[0]).toEqual({ id: 'matches', subscribed: false });
    expect((await client.get('/v2/profile', { token })).body.data.settings.email_notifications.matches).toBe(false);
    // SET-13: an update needs at least one subscription; an unknown token is not found.
    expect((await anyone.post('/v2/subscriptions/web', { body: { token: subscriptionToken, subscriptions: [] } })).status).toBe(400);
    expect((await anyone.get(`/v2/subscriptions/web?token=${'x'.repeat(43)}`)).status).toBe(404);
    expect((await anyone.get('/v2/subscriptions/web')).status).toBe(400);
  });
});

describe('privacy', () => {
  it('SET-09: POST /v2/profile/message_controls sets only-verified-users; a malformed value is 400/40000', async () => {
    const { client, token } = await signIn();
    const saved = await client.post('/v2/profile/message_controls', { token, body: { only_verified_users: true } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.message_controls).toEqual({ only_verified_users: true });
    expect((await client.get('/v2/profile', { token })).body.data.settings.message_controls.only_verified_users).toBe(true);
    const refused = await client.post('/v2/profile/message_controls', { token, body: { only_verified_users: 'on' } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe(ErrorCode.BAD_REQUEST);
  });

  it('SET-09: a member who takes messages from verified members only gets none from an unverified match (403/40300)', async () => {
    const alice = await signIn();
    const bob = await signIn(BOB);
    const { id: matchId } = await matchRepository.findOrCreate(t.database.db, { id: 'm0123456789abcdef0123456', between: [alice.userId, bob.userId], now: t.time.now() });
    await bob.client.post('/v2/profile/message_controls', { token: bob.token, body: { only_verified_users: true } });
    const refused = await alice.client.post(`/user/matches/${matchId}`, { token: alice.token, body: { message: 'Hi Bob', client_message_id: clientId(t.time.now()) } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe(ErrorCode.FORBIDDEN);
    await t.database.db.query('UPDATE users SET is_verified = true WHERE id = $1', [alice.userId]);
    t.time.advance(1000);
    const sent = await alice.client.post(`/user/matches/${matchId}`, { token: alice.token, body: { message: 'Hi Bob', client_message_id: clientId(t.time.now()) } });
    expect(sent.status).toBe(200);
    // Bob writes to Alice whatever his own control says.
    t.time.advance(1000);
    expect((await bob.client.post(`/user/matches/${matchId}`, { token: bob.token, body: { message: 'Hi', client_message_id: clientId(t.time.now()) } })).status).toBe(200);
  });

  it('CHAT-08: POST /v2/profile/read_receipts turns read receipts off and on', async () => {
    const { client, token } = await signIn();
    expect((await client.post('/v2/profile/read_receipts', { token, body: { enabled: false } })).body.data.read_receipts).toEqual({ enabled: false });
    expect((await client.get('/v2/profile', { token })).body.data.settings.read_receipts.enabled).toBe(false);
  });
});

describe('account e-mail and phone', () => {
  it('SET-15: a new e-mail address becomes the account`s once the code sent to it comes back; the profile shows the change waiting', async () => {
    const { client, token } = await signIn();
    const sent = await client.post('/v2/account/account-email/send', { token, body: { email: 'New.Alice@Example.com' } });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ masked_destination: 'n***@example.com', otp_length: 6 });
    expect((await client.get('/v2/profile', { token })).body.data.account).toMatchObject({ new_account_email: 'new.alice@example.com', is_email_verified: false });
    const code = await latestCode(client, 'new.alice@example.com');
    const wrong = await client.post('/v2/account/account-email/confirm', {
      token,
      body: { email: 'new.alice@example.com', code: code === '000000' ? '111111' : '000000', binding_token: sent.body.data.binding_token },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe(ErrorCode.EMAIL_OTP_INVALID);
    const confirmed = await client.post('/v2/account/account-email/confirm', {
      token,
      body: { email: 'new.alice@example.com', code, binding_token: sent.body.data.binding_token },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toEqual({ email: 'new.alice@example.com', is_email_verified: true });
    const account = (await client.get('/v2/profile', { token })).body.data.account;
    expect(account).toMatchObject({ masked_email: 'n***@example.com', new_account_email: null, is_email_verified: true });
    // The code is used up.
    const again = await client.post('/v2/account/account-email/confirm', { token, body: { email: 'new.alice@example.com', code, binding_token: sent.body.data.binding_token } });
    expect(again.status).toBe(400);
  });

  it('SET-15: an address of another account is 409/40900, a malformed one 400/40009, and codes are limited like sign-in codes', async () => {
    const alice = await signIn();
    const bob = await signIn(BOB);
    await t.database.db.query("UPDATE users SET email = 'bob@example.com' WHERE id = $1", [bob.userId]);
    const taken = await alice.client.post('/v2/account/account-email/send', { token: alice.token, body: { email: 'bob@example.com' } });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe(ErrorCode.CONFLICT);
    const malformed = await alice.client.post('/v2/account/account-email/send', { token: alice.token, body: { email: 'not an address' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe(ErrorCode.EMAIL_INVALID);
    expect((await alice.client.post('/v2/account/account-email/send', { token: alice.token, body: { email: 'a2@example.com' } })).status).toBe(200);
    const tooSoon = await alice.client.post('/v2/account/account-email/send', { token: alice.token, body: { email: 'a2@example.com' } });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.error.code).toBe(ErrorCode.EMAIL_RATE_LIMIT);
  });

  it('SET-15: a code for one address does not confirm another', async () => {
    const { client, token } = await signIn();
    const sent = await client.post('/v2/account/account-email/send', { token, body: { email: 'one@example.com' } });
    const code = await latestCode(client, 'one@example.com');
    const other = await client.post('/v2/account/account-email/confirm', { token, body: { email: 'two@example.com', code, binding_token: sent.body.data.binding_token } });
    expect(other.status).toBe(400);
    expect(other.body.error.code).toBe(ErrorCode.OTP_REQUEST_UNKNOWN);
  });

  it('SET-15: a new phone number becomes the account`s with the code sent to it;', async () => {
    const { client, token, userId } = await signIn();
    const sent = await client.post('/v2/account/phone/send', { token, body: { phone: '+1 415 555 0199' } });
    expect(sent.status).toBe(200);
    const code = await latestCode(client, '+14155550199');
    const confirmed = await client.post('/v2/account/phone/confirm', { token, body: { phone: '+14155550199', code, binding_token: sent.body.data.binding_token } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toEqual({ phone: '+14155550199' });
    const [row] = await t.database.db.query<{ phone: string }>('SELECT phone FROM users WHERE id = $1', [userId]);
    expect(row?.phone).toBe('+14155550199');
  });
});
