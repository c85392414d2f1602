import type { HttpPort } from '../../core/api';
import { apiFailure } from '../../core/api/api-failure';
import { readDynamicPaywall, type DynamicUiPort } from '../../core/purchase';
import { err, ok } from '../../core/shared';

const PATH = '/v2/dynamicui/configuration/content';

/** The dynamic UI over HTTP (docs/api.md, "Dynamic UI"). */
export class HttpDynamicUiApi implements DynamicUiPort {
  constructor(private readonly http: HttpPort) {}

  async paywallContent(feature: string) {
    const answer = await this.http.request<Record<string, unknown>>({ method: 'GET', path: PATH, query: { placement: 'paywall', feature }, auth: true });
    if (!answer.ok) return answer;
    const raw = answer.value['content'];
    if (raw === null || raw === undefined) return ok(null);
    const content = readDynamicPaywall(raw);
    return content === null ? err(apiFailure.badResponse(200, PATH)) : ok(content);
  }
}
