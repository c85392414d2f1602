import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/errors/error-codes';
import type { ServerMode } from '../config';
import { requestEmailCode, requestPhoneCode } from '../testing/sign-in';
import { startTestServer, type TestServer } from '../testing/test-server';

let t: TestServer | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const start = async (mode: ServerMode) => {
  t = await startTestServer({ overrides: { mode } });
  return t;
};

describe('the demo outbox', () => {
  it('in demo mode lists the messages to one destination, latest first, and `to` may come with or without an encoded +', async () => {
    const server = await start('demo');
    const client = server.client();
    await requestPhoneCode(client, '+14155550123');
    server.time.advance(60_000);
    await requestPhoneCode(client, '+14155550123');
    await requestEmailCode(client, 'jane@example.com');
    const answer = await client.get('/demo/outbox?to=%2B14155550123');
    expect(answer.status).toBe(200);
    const messages = answer.body.data.messages as Array<{ channel: string; to: string; text: string; sent_at: string }>;
    expect(messages).toHaveLength(2);
    expect(messages.map((m) => m.sent_at)).toEqual([new Date(server.time.now()).toISOString(), new Date(server.time.now() - 60_000).toISOString()]);
    expect(messages[0]).toMatchObject({ channel: 'sms', to: '+14155550123', text: expect.stringMatching(/\b\d{6}\b.*10 minutes/) });
    expect((await client.get('/demo/outbox?to=+14155550123')).body.data.messages).toHaveLength(2);
    expect((await client.get('/demo/outbox?to=JANE@example.com')).body.data.messages).toHaveLength(1);
    expect((await client.get('/demo/outbox?to=%2B14155550999')).body.data.messages).toEqual([]);
  });

  it('refuses a destination that is neither a phone number nor an address (400/40000)', async () => {
    const server = await start('dev');
    for (const query of ['to=nobody', '', 'to=']) {
      const answer = await server.client().get(`/demo/outbox?${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe(ErrorCode.BAD_REQUEST);
    }
  });

  it('does not exist in production mode (404/40400), though codes are still sent through the outbox', async () => {
    const server = await start('production');
    await requestPhoneCode(server.client(), '+14155550123');
    expect(server.outbox.messagesTo('+14155550123')).toHaveLength(1);
    const answer = await server.client().get('/demo/outbox?to=%2B14155550123');
    expect(answer.status).toBe(404);
    expect(answer.body.error.code).toBe(ErrorCode.NOT_FOUND);
  });
});
