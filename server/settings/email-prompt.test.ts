import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/errors/error-codes';
import { latestCode, signedInMember } from '../testing/sign-in';
import { startTestServer, type TestServer } from '../testing/test-server';
import { useTestServer } from '../testing/use-test-server';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The member joined `ago` ms before the server's clock says now. */
const joined = (t: TestServer, userId: string, ago: number) => t.database.db.query('UPDATE users SET created_at = $2 WHERE id = $1', [userId, new Date(t.time.now() - ago)]);

/** A member who signed in by phone, so has no e-mail address, and joined `daysAgo` days ago. */
const phoneMember = async (t: TestServer, phone = '+14155550131', daysAgo = 2) => {
  const client = t.client();
  const login = await signedInMember(client, t.database.db, phone, { name: 'Alice' });
  await joined(t, login.userId, daysAgo * DAY);
  return { client, token: login.authToken, userId: login.userId };
};

const promptOf = async (t: TestServer, token: string | undefined, headers: Record<string, string> = {}) => {
  const answer = await t.client().post('/v2/meta', { ...(token === undefined ? {} : { token }), body: {}, headers });
  expect(answer.status).toBe(200);
  const { emailPromptRequired, emailPromptDismissible, emailPromptShowMarketingOptIn, emailPromptShowStrictOptIn } = answer.body.data;
  return { emailPromptRequired, emailPromptDismissible, emailPromptShowMarketingOptIn, emailPromptShowStrictOptIn };
};

const NONE = { emailPromptRequired: false, emailPromptDismissible: false, emailPromptShowMarketingOptIn: false, emailPromptShowStrictOptIn: false };

describe('the e-mail prompt after sign-in (EMAIL_PROMPT=dismissible, the default)', () => {
  const server = useTestServer();

  it('PL-10: a member without an address gets a dismissible prompt; the marketing box is ticked by default outside strict countries and unticked (strict) in the EU or where the country is unknown', async () => {
    const t = server();
    const { token } = await phoneMember(t);
    expect(await promptOf(t, token, { 'x-country-code': 'US' })).toEqual({
      emailPromptRequired: false,
      emailPromptDismissible: true,
      emailPromptShowMarketingOptIn: true,
      emailPromptShowStrictOptIn: false,
    });
    expect(await promptOf(t, token, { 'x-country-code': 'DE' })).toMatchObject({ emailPromptDismissible: true, emailPromptShowMarketingOptIn: false, emailPromptShowStrictOptIn: true });
    // Nobody signed in: no prompt.
    expect(await promptOf(t, undefined, { 'x-country-code': 'US' })).toEqual(NONE);
  });

  it('PL-10: a member`s first 24 hours pass without the dismissible prompt (onboarding offered the e-mail step)', async () => {
    const t = server();
    const { token, userId } = await phoneMember(t, '+14155550133', 0);
    expect(await promptOf(t, token)).toEqual(NONE);
    await joined(t, userId, 23 * HOUR + 50 * 60_000);
    expect(await promptOf(t, token)).toEqual(NONE);
    await joined(t, userId, 24 * HOUR + 10 * 60_000);
    expect((await promptOf(t, token)).emailPromptDismissible).toBe(true);
  });

  it('PL-10: POST /v2/account/account-email/dismiss closes it for good; a member with an address is never asked', async () => {
    const t = server();
    const alice = await phoneMember(t);
    const dismissed = await alice.client.post('/v2/account/account-email/dismiss', { token: alice.token, body: {} });
    expect(dismissed.status).toBe(200);
    expect(await promptOf(t, alice.token)).toEqual(NONE);
    // Without a token the dismissal is refused like every member route.
    expect((await t.client().post('/v2/account/account-email/dismiss', { body: {} })).status).toBe(401);

    const bob = await phoneMember(t, '+14155550132');
    expect((await promptOf(t, bob.token)).emailPromptDismissible).toBe(true);
    const sent = await bob.client.post('/v2/account/account-email/send', { token: bob.token, body: { email: 'bob@example.com' } });
    const code = await latestCode(bob.client, 'bob@example.com');
    const confirmed = await bob.client.post('/v2/account/account-email/confirm', { token: bob.token, body: { email: 'bob@example.com', code, binding_token: sent.body.data.binding_token } });
    expect(confirmed.status).toBe(200);
    expect(await promptOf(t, bob.token)).toEqual(NONE);
  });
});

describe('EMAIL_PROMPT=required and off', () => {
  it('PL-10: required: asked from the first day, the prompt cannot be dismissed (403/40300) and stays; off: nobody is asked', async () => {
    const required = await startTestServer({ overrides: { emailPrompt: 'required' } });
    try {
      const { client, token } = await phoneMember(required, '+14155550131', 0);
      expect(await promptOf(required, token, { 'x-country-code': 'US' })).toEqual({
        emailPromptRequired: true,
        emailPromptDismissible: false,
        emailPromptShowMarketingOptIn: true,
        emailPromptShowStrictOptIn: false,
      });
      const refused = await client.post('/v2/account/account-email/dismiss', { token, body: {} });
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe(ErrorCode.FORBIDDEN);
      expect((await promptOf(required, token)).emailPromptRequired).toBe(true);
    } finally {
      await required.close();
    }
    const off = await startTestServer({ overrides: { emailPrompt: 'off' } });
    try {
      const { token } = await phoneMember(off);
      expect(await promptOf(off, token)).toEqual(NONE);
    } finally {
      await off.close();
    }
  }, 60_000);
});
