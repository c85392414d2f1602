import { Type } from '@sinclair/typebox';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { withLocale } from './schemas';
import { installValidation } from './validation';

const appWithValidation = () => {
  const app = Fastify({ logger: false });
  installValidation(app);
  return app;
};

describe('route schemas are mechanical', () => {
  it('API-02: a route that declares a query string without locale does not start', async () => {
    const app = appWithValidation();
    expect(() => app.get('/search', { schema: { querystring: Type.Object({ q: Type.String() }) } }, async () => ({}))).toThrow(/withLocale/);
    app.get('/find', { schema: { querystring: withLocale({ q: Type.String() }) } }, async () => ({}));
    await app.close();
  });

  it('a route with path parameters but no params schema does not start', async () => {
    const app = appWithValidation();
    expect(() => app.get('/items/:itemId', async () => ({}))).toThrow(/params schema/);
    await app.close();
  });

  it('a route that takes a body gets a "no body" schema unless it declares one or reads the body raw', async () => {
    const app = appWithValidation();
    const seen: Array<unknown> = [];
    app.addHook('onRoute', (route) => {
      seen.push(route.schema?.body);
    });
    app.post('/plain', async () => ({}));
    app.post('/raw', { config: { rawBody: true } }, async () => ({}));
    expect(seen[0]).toBeDefined();
    expect(seen[1]).toBeUndefined();
    await app.close();
  });
});
