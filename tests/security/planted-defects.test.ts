/**
 * The suite bites: a server with a planted defect fails the same checks the real server passes. Each defect is a
 * route added through `buildServer({ extraRoutes })`, beside the real ones, and each is put back right once, to
 * show the check tells the two apart.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authOf } from '../../server/http/auth-guard';
import { sendData, sendFailure } from '../../server/http/envelope';
import { failure } from '../../server/http/failure';
import { Id } from '../../server/http/schemas';
import { startTestServer, type TestServer } from '../../server/testing/test-server';
import { ENDPOINTS, type EndpointRow } from './endpoints';
import { authenticationFindings, coverageFindings, headerFindings, ownershipFindings, send } from './support/checks';
import { buildFixture } from './support/fixture';

const PhotoParams = Type.Object({ mediaId: Id }, { additionalProperties: false });

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({
    extraRoutes: (api, { auth, db }) => {
      const photo = async (mediaId: string, ownerId: string | null, reply: FastifyReply) => {
        const [row] = await db.query<{ id: string; alt_text: string | null }>(
          ownerId === null ? 'SELECT id, alt_text FROM media WHERE id = $1' : 'SELECT id, alt_text FROM media WHERE id = $1 AND user_id = $2',
          ownerId === null ? [mediaId] : [mediaId, ownerId],
        );
        return row ? sendData(reply, { media: row }) : sendFailure(reply, failure.notFound());
      };
      // Defect: the photo is looked up by id alone, not with its owner.
      api.get<{ Params: { mediaId: string } }>('/planted/no-owner/:mediaId', { preHandler: auth.guards.member, schema: { params: PhotoParams } }, async (request, reply) =>
        photo(request.params.mediaId, null, reply),
      );
      // The same route done right.
      api.get<{ Params: { mediaId: string } }>('/planted/owner/:mediaId', { preHandler: auth.guards.member, schema: { params: PhotoParams } }, async (request, reply) =>
        photo(request.params.mediaId, authOf(request).userId, reply),
      );
      // Defect: no auth guard at all.
      api.get('/planted/no-guard', async (_request, reply) => sendData(reply, { secret: 'for members only' }));
      // Defect: the answer is written past fastify's hooks (a hand-made stream, say): what the hooks add at the
      // end (no-store) never comes.
      api.get('/planted/raw', async (_request, reply) => {
        reply.hijack();
        reply.raw.writeHead(200, { 'content-type': 'application/json' });
        reply.raw.end('{"meta":{"status":200},"data":{}}');
      });
      // Defect: a route that strips headers from the response itself.
      api.get('/planted/stripped', async (_request, reply) => {
        reply.hijack();
        for (const name of ['x-content-type-options', 'x-frame-options', 'content-security-policy']) reply.raw.removeHeader(name);
        reply.raw.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        reply.raw.end('{"meta":{"status":200},"data":{}}');
      });
    },
  });
});
afterAll(async () => {
  await t?.close();
});

const row = (route: string, extra: Partial<EndpointRow> = {}): EndpointRow => ({
  method: 'GET',
  route: `/api${route}`,
  access: 'member',
  body: 'none',
  personal: true,
  call: () => ({ path: route }),
  ...extra,
});

describe('planted defects are found', () => {
  it('SEC-SUITE-02: a new route without a row fails the coverage check', () => {
    const findings = coverageFindings(t.server.routes, ENDPOINTS);
    expect(findings).toEqual(
      expect.arrayContaining([
        'GET /api/planted/no-owner/:mediaId: registered, but no row in tests/security/endpoints.ts',
        'GET /api/planted/no-guard: registered, but no row in tests/security/endpoints.ts',
      ]),
    );
  });

  it('SEC-SUITE-02: a route without its ownership check fails the ownership check; the same route with it passes', async () => {
    const f = await buildFixture(t);
    const owns = { owns: ['photo'] };
    const defective = row('/planted/no-owner/:mediaId', { ...owns, call: async (fx) => ({ path: `/planted/no-owner/${await fx.ownPhoto()}` }) });
    const findings = await ownershipFindings(t, f, defective);
    expect(findings).toEqual([expect.stringMatching(/^GET \/api\/planted\/no-owner\/:mediaId: another member's token on the owner's photo answered 200$/)]);
    const correct = row('/planted/owner/:mediaId', { ...owns, call: async (fx) => ({ path: `/planted/owner/${await fx.ownPhoto()}` }) });
    expect(await ownershipFindings(t, f, correct)).toEqual([]);
  });

  it('SEC-SUITE-02: a member route without its guard fails the authentication check', async () => {
    const f = await buildFixture(t);
    expect(await authenticationFindings(t, f, row('/planted/no-guard'))).toEqual([
      'GET /api/planted/no-guard without a token: 200, expected 401',
      'GET /api/planted/no-guard with an onboarding token: 200, expected 403',
    ]);
  });

  it('SEC-SUITE-02: an answer missing the security headers fails the header check; a route of the same server that keeps them passes', async () => {
    const f = await buildFixture(t);
    const raw = await send(t, row('/planted/raw'), { path: '/planted/raw' }, { token: f.owner.token });
    expect(raw.status).toBe(200);
    const missing = (answer: typeof raw, label: string) => headerFindings(label, answer, { noStore: true }).map((finding) => finding.split(': ')[1]!.split(' ')[0]);
    expect(missing(raw, 'GET /planted/raw')).toEqual(['cache-control']);
    const stripped = await send(t, row('/planted/stripped'), { path: '/planted/stripped' }, { token: f.owner.token });
    expect(missing(stripped, 'GET /planted/stripped')).toEqual(['x-content-type-options', 'content-security-policy', 'x-frame-options']);
    const kept = await send(t, row('/planted/no-guard'), { path: '/planted/no-guard' });
    expect(headerFindings('GET /planted/no-guard', kept, { noStore: true })).toEqual([]);
  });
});
