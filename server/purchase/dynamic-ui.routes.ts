/**
 * The dynamic UI routes (MISC-02; EP-047, EP-048, EP-050): the placements with content, and a placement's content
 * for the caller (PUR-35's dynamic paywall: `placement=paywall&feature=`). Members only: the content is chosen for
 * the member (the tiers above their own).
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { authOf } from '../http/auth-guard';
import { sendData } from '../http/envelope';
import { LocaleOnlyQuery, withLocale } from '../http/schemas';
import type { DynamicUiService } from './dynamic-ui.service';

const ContentQuery = withLocale({
  placement: Type.Literal('paywall'),
  feature: Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z_]+$' }),
});

export const registerDynamicUiRoutes = (api: FastifyInstance, { member, dynamicUi }: { readonly member: preHandlerAsyncHookHandler; readonly dynamicUi: DynamicUiService }): void => {
  api.get('/dynamicui/configuration', { preHandler: member, schema: { querystring: LocaleOnlyQuery } }, async (_request, reply) => {
    return sendData(reply, { placements: await dynamicUi.configuration() });
  });

  const content = async (request: { query: Static<typeof ContentQuery> }, userId: string) => {
    const { placement, feature } = request.query;
    return { placement, feature, content: await dynamicUi.paywallContent(userId, feature) };
  };
  for (const path of ['/dynamicui/configuration/content', '/v2/dynamicui/configuration/content'])
    api.get<{ Querystring: Static<typeof ContentQuery> }>(path, { preHandler: member, schema: { querystring: ContentQuery } }, async (request, reply) => {
      return sendData(reply, await content(request, authOf(request).userId));
    });
};
