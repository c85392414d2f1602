import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/errors/error-codes';
import { clientId, matchOf, member, say, serverWithSockets, type Member } from '../matches/testing/members';

const world = serverWithSockets();

const pair = async () => {
  const [ann, bob] = [await member(world.server, 'Ann'), await member(world.server, 'Bob')];
  return { ann, bob, matchId: await matchOf(world.server, ann, bob) };
};

describe('POST /user/matches/{matchId}: sending', () => {
  it('CHAT-01, CHAT-02, CHAT-15: answers the stored message in the provider`s shape, with the server`s id and sequence', async () => {
    const { ann, bob, matchId } = await pair();
    const id = clientId(world.server.time.now());
    const answer = await ann.post(`/user/matches/${matchId}`, { message: 'Hi Bob!', client_message_id: id });
    expect(answer.status).toBe(200);
    const at = new Date(world.server.time.now()).toISOString();
    expect(answer.body.data).toEqual({
      _id: expect.stringMatching(/^.+_\d{13}$/),
      message_id: answer.body.data._id,
      match_id: matchId,
      from: ann.userId,
      to: bob.userId,
      message: 'Hi Bob!',
      type: 'text',
      sent_date: at,
      created_date: at,
      timestamp: world.server.time.now(),
      seq: 1,
      client_message_id: id,
    });
  });

  it('CHAT-15: the same client_message_id again answers the same message, creates nothing and nudges no one', async () => {
    const { ann, bob, matchId } = await pair();
    const bobSocket = await world.sockets.online(bob);
    const id = clientId(world.server.time.now());
    const first = await ann.post(`/user/matches/${matchId}`, { message: 'Once', client_message_id: id });
    world.server.time.advance(1000);
    expect(await bobSocket.drain()).toEqual([{ type: 'message', matchId, messageId: first.body.data._id }]);
    world.server.time.advance(60_000);
    const again = await ann.post(`/user/matches/${matchId}`, { message: 'Once', client_message_id: id });
    expect(again.body).toEqual(first.body);
    world.server.time.advance(1000);
    expect(await bobSocket.drain()).toEqual([]);
    expect((await bob.get(`/messages?match_id=${matchId}`)).body.data.messages).toHaveLength(1);
  });

  it('CHAT-01: text is stored and answered exactly as typed, never read as HTML', async () => {
    const { ann, bob, matchId } = await pair();
    const payloads = ['<script>alert(1)</script>', '<img src=x onerror="alert(2)">', '"><svg onload=alert(3)>', 'javascript:alert(4)', '&lt;b&gt; &amp;'];
    for (const payload of payloads) await say(world.server, ann, matchId, payload);
    const answer = await bob.client.fetch(`/messages?match_id=${matchId}`, { headers: { 'x-auth-token': bob.authToken } });
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await answer.json();
    expect(body.data.messages.map((message: { message: string }) => message.message)).toEqual(payloads);
  });

  it('CHAT-03, CHAT-09, CHAT-10: a GIF or a sticker is sent by its catalogue id and carries its picture and its type', async () => {
    const { ann, matchId } = await pair();
    const gif = await ann.post(`/user/matches/${matchId}`, { type: 'gif', gif_id: 'gif_coffee', client_message_id: clientId(world.server.time.now()) });
    expect(gif.body.data).toMatchObject({
      type: 'gif',
      message: '/api/gif/assets/gif_coffee.svg',
      gif: { id: 'gif_coffee', url: '/api/gif/assets/gif_coffee.svg', width: 200, height: 150, title: 'Coffee?' },
    });
    const sticker = await ann.post(`/user/matches/${matchId}`, { type: 'sticker', sticker_id: 'sticker_heart', client_message_id: clientId(world.server.time.now()) });
    expect(sticker.body.data).toMatchObject({ type: 'sticker', sticker: { id: 'sticker_heart', url: '/api/sticker/assets/sticker_heart.svg' } });
  });

  it('a body that does not hold its message (no text, no GIF id, an unknown field, a wrong type) is 400/40000 and stores nothing', async () => {
    const { ann, matchId } = await pair();
    for (const body of [
      { client_message_id: clientId(world.server.time.now()) },
      { type: 'gif', client_message_id: clientId(world.server.time.now()) },
      { type: 'sticker', gif_id: 'gif_hello', client_message_id: clientId(world.server.time.now()) },
      { message: 'hi' },
      { message: 'hi', client_message_id: 'no-timestamp' },
      { message: 42, client_message_id: clientId(world.server.time.now()) },
      { message: 'hi', client_message_id: clientId(world.server.time.now()), html: true },
      { message: 'x'.repeat(5001), client_message_id: clientId(world.server.time.now()) },
    ]) {
      const answer = await ann.post(`/user/matches/${matchId}`, body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.error.code).toBe(ErrorCode.BAD_REQUEST);
    }
    expect((await world.server.database.rowCounts())['messages']).toBe(0);
  });

  it('sending beyond the allowance is 429/42901 with Retry-After; the message can be sent again later with the same id', async () => {
    const { ann, matchId } = await pair();
    for (let i = 0; i < 50; i += 1) await say(world.server, ann, matchId, `m${i}`);
    const id = clientId(world.server.time.now());
    const refused = await ann.post(`/user/matches/${matchId}`, { message: 'later', client_message_id: id });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('10');
    expect(refused.body.error.code).toBe(ErrorCode.RATE_LIMITED);
    world.server.time.advance(10_000);
    expect((await ann.post(`/user/matches/${matchId}`, { message: 'later', client_message_id: id })).status).toBe(200);
  });
});

describe('typing', () => {
  it('CHAT-07: a typing pulse in a match reaches the other member at once, each pulse once (the client paces them every 2 s)', async () => {
    const { ann, bob, matchId } = await pair();
    const [annSocket, bobSocket] = [await world.sockets.online(ann), await world.sockets.online(bob)];
    annSocket.send({ type: 'typing', matchId });
    expect(await bobSocket.next()).toEqual({ type: 'typing', matchId, userId: ann.userId });
    world.server.time.advance(2000);
    annSocket.send({ type: 'typing', matchId });
    expect(await bobSocket.next()).toEqual({ type: 'typing', matchId, userId: ann.userId });
    expect(await world.sockets.nudgesOf(bobSocket)).toEqual([]);
  });
});

describe('GET /messages', () => {
  it('CHAT-15: a conversation reads from its newest page back with page tokens, each page oldest first, each message once', async () => {
    const { ann, bob, matchId } = await pair();
    for (let i = 1; i <= 12; i += 1) await say(world.server, i % 3 === 0 ? bob : ann, matchId, `message ${i}`);
    const texts: string[][] = [];
    let token: string | undefined;
    do {
      const page = await bob.get(`/messages?match_id=${matchId}&count=5${token === undefined ? '' : `&page_token=${token}`}`);
      expect(page.status).toBe(200);
      texts.push(page.body.data.messages.map((message: { message: string }) => message.message));
      token = page.body.data.next_page_token;
    } while (token !== undefined);
    expect(texts).toEqual([
      ['message 8', 'message 9', 'message 10', 'message 11', 'message 12'],
      ['message 3', 'message 4', 'message 5', 'message 6', 'message 7'],
      ['message 1', 'message 2'],
    ]);
    const everything = await ann.get(`/messages?match_id=${matchId}`);
    expect(everything.body.data.messages.map((message: { seq: number }) => message.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(everything.body.data.next_page_token).toBeUndefined();
  });

  it('a forged or unreadable page token is 400/40000; a count above 100 too', async () => {
    const { ann, matchId } = await pair();
    for (const query of ['&page_token=%%%', `&page_token=${Buffer.from('[1]').toString('base64url')}`, '&count=101', '&count=0']) {
      expect((await ann.get(`/messages?match_id=${matchId}${query}`)).status).toBe(400);
    }
  });
});

describe('GIFs and stickers', () => {
  it('CHAT-09: trending answers at most 40 GIFs, each with an id, a title, a picture URL and its size; a window with limit and offset', async () => {
    const ann = await member(world.server, 'Ann');
    const trending = (await ann.get('/gif/trending')).body.data.results;
    expect(trending.length).toBeGreaterThan(20);
    expect(trending.length).toBeLessThanOrEqual(40);
    for (const gif of trending) {
      expect(gif).toEqual({ id: expect.stringMatching(/^gif_/), type: 'gif', title: expect.any(String), url: `/api/gif/assets/${gif.id}.svg`, width: 200, height: 150 });
    }
    const window = (await ann.get('/gif/trending?limit=5&offset=2')).body.data.results;
    expect(window).toEqual(trending.slice(2, 7));
    expect((await ann.get('/gif/trending?limit=41')).status).toBe(400);
  });

  it('CHAT-09: a search keeps the items whose words start with every word asked for, in any case', async () => {
    const ann = await member(world.server, 'Ann');
    const titles = async (query: string) => (await ann.get(`/gif/search?query=${encodeURIComponent(query)}`)).body.data.results.map((gif: { id: string }) => gif.id);
    expect(await titles('coff')).toEqual(['gif_coffee']);
    expect(await titles('GOOD night')).toEqual(['gif_good-night']);
    expect(await titles('laugh')).toEqual(expect.arrayContaining(['gif_lol', 'gif_haha']));
    expect(await titles('zebra')).toEqual([]);
    expect(await titles('   ')).toEqual([]);
    const stickers = (await ann.get('/sticker/search?query=heart')).body.data.results;
    expect(stickers.map((sticker: { id: string }) => sticker.id)).toEqual(['sticker_heart']);
    expect(stickers[0]).toMatchObject({ type: 'sticker', width: 160, height: 160 });
  });

  it('searches are limited to 60 a minute per member (429/42901)', async () => {
    const ann = await member(world.server, 'Ann');
    for (let i = 0; i < 60; i += 1) expect((await ann.get('/gif/search?query=hi')).status).toBe(200);
    expect((await ann.get('/gif/search?query=hi')).status).toBe(429);
    expect((await (await member(world.server, 'Bob')).get('/gif/search?query=hi')).status).toBe(200);
    world.server.time.advance(60_000);
    expect((await ann.get('/gif/search?query=hi')).status).toBe(200);
  });

  it('CHAT-09, CHAT-10: the pictures are animated SVG served without a token, sandboxed, never sniffed; an unknown one is 404', async () => {
    const ann = await member(world.server, 'Ann');
    for (const item of [...(await ann.get('/gif/trending')).body.data.results, ...(await ann.get('/sticker/trending')).body.data.results]) {
      const response = await fetch(`${new URL(world.server.baseUrl).origin}${item.url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(response.headers.get('content-security-policy')).toMatch(/^sandbox(;|$)/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const svg = await response.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toMatch(/<animate(Transform)? /);
      expect(svg).toContain(`<title>${item.title.replaceAll('&', '&amp;')}</title>`);
      expect(svg).not.toMatch(/<script|on\w+=|href=/i);
    }
    expect((await fetch(`${new URL(world.server.baseUrl).origin}/api/gif/assets/gif_nothing.svg`)).status).toBe(404);
    expect((await fetch(`${new URL(world.server.baseUrl).origin}/api/gif/assets/..%2Fsecret.svg`)).status).toBe(400);
  });
});
