import type { HttpPort } from '../../core/api';
import type { SuggestionsApiPort } from '../../core/chat';
import { ok } from '../../core/shared';

/** CHAT-13 over HTTP: `GET /v2/suggestions?locale=` (the member's token; the messaging consent decides on the server too). */
export class HttpSuggestionsApi implements SuggestionsApiPort {
  constructor(private readonly http: HttpPort) {}

  async suggestions(language: string) {
    const answer = await this.http.request<{ suggestions?: unknown }>({ method: 'GET', path: `/v2/suggestions?locale=${encodeURIComponent(language)}`, auth: true });
    if (!answer.ok) return answer;
    const list = Array.isArray(answer.value?.suggestions) ? answer.value.suggestions : [];
    return ok(
      list
        .map((s: unknown) => (typeof s === 'object' && s !== null && typeof (s as { text?: unknown }).text === 'string' ? (s as { text: string }).text : ''))
        .filter((text: string) => text.trim() !== ''),
    );
  }
}
