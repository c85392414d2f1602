import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { installAnswerCompression } from './answer-compression';

// The compressor fails; choosing the encoding stays as it is.
vi.mock('../web/compression', async (original) => ({
  ...(await original<typeof import('../web/compression')>()),
  compress: vi.fn(async () => {
    throw new Error('zlib broke');
  }),
}));

describe('an answer whose compression fails', () => {
  it('is one error answer, not a hung or doubled one, and an answer too small to compress still goes', async () => {
    const app = Fastify();
    installAnswerCompression(app, { apiBase: '/api' });
    app.get('/api/big', async (_request, reply) => reply.type('application/json').send(JSON.stringify({ data: 'x'.repeat(4_000) })));
    app.get('/api/small', async (_request, reply) => reply.type('application/json').send('{"data":1}'));
    const big = await app.inject({ method: 'GET', url: '/api/big', headers: { 'accept-encoding': 'br' } });
    expect(big.statusCode).toBe(500);
    expect(big.headers['content-encoding']).toBeUndefined();
    const small = await app.inject({ method: 'GET', url: '/api/small', headers: { 'accept-encoding': 'br' } });
    expect([small.statusCode, small.body]).toEqual([200, '{"data":1}']);
    await app.close();
  });
});
