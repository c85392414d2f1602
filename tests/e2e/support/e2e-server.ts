/**
 * The server the journeys run against: the real server (server/app.ts, its real database, the demo world), started
 * as `npm start` starts it, plus one route for the journeys alone, which production never has:
 *
 * POST {API_BASE}/e2e/onboarded { email, name } — the member signed up with this e-mail finishes onboarding with a
 * plain profile (a name and a birth date), as the onboarding screens will do, and answers
 * `{ userId }`. Journeys that need two real members who can match use it; everything else goes through the app.
 */
import { fileURLToPath } from 'node:url';
import { Type, type Static } from '@sinclair/typebox';
import { buildServer } from '../../../server/app';
import { loadConfigOrExit } from '../../../server/config';
import { exitOnSignals } from '../../../server/platform/shutdown';
import { prepareClient } from '../../../server/web/prepare-client';

const PROJECT_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const OnboardedBody = Type.Object({ email: Type.String({ maxLength: 200 }), name: Type.String({ minLength: 1, maxLength: 40 }) }, { additionalProperties: false });

const config = loadConfigOrExit();
if (config.mode === 'production') throw new Error('the journeys server runs in demo or dev mode only');
const client = await prepareClient(PROJECT_ROOT, { skipBuild: true, say: (line) => console.log(line) });
const server = await buildServer({
  config,
  ...(client.site === undefined ? {} : { site: client.site }),
  extraRoutes: (api, { db }) => {
    api.post<{ Body: Static<typeof OnboardedBody> }>('/e2e/onboarded', { schema: { body: OnboardedBody } }, async (request, reply) => {
      const rows = await db.query<{ id: string }>(
        "UPDATE users SET onboarding_state = 'complete', name = $2, birth_date = '1994-06-15' WHERE email = $1 RETURNING id",
        [request.body.email.toLowerCase(), request.body.name],
      );
      if (rows.length === 0) return reply.code(404).send({ meta: { status: 404 }, error: { code: 40400 } });
      return reply.send({ meta: { status: 200 }, data: { userId: rows[0]!.id } });
    });
  },
});
await server.world.seedIfEmpty();
await server.app.listen({ port: config.port, host: config.host });
console.log(`journeys server on port ${config.port}`);
exitOnSignals(() => server.close());
