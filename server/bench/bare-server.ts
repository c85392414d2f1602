/**
 * The yardstick of `npm run bench:server`: a bare Fastify server on this machine, with nothing but one route that
 * answers a small JSON object, run in its own process like the measured server. Every endpoint is printed as a
 * ratio of it, so the budgets hold on a faster or slower machine alike.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/api/healthcheck', async () => ({ data: { is_healthy: true } }));
const port = Number(process.env['PORT'] ?? 0);
await app.listen({ port, host: '127.0.0.1' });
console.log(`bare server on http://127.0.0.1:${port}`);
process.once('SIGTERM', () => void app.close().finally(() => process.exit(0)));
