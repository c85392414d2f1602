import type { HttpPort } from '../../core/api';
import type { ContactRequestPayload, ContactRequestPort } from '../../core/post-login';
import { err, ok, type AppError, type Result } from '../../core/shared';

/** PL-05 over the provider's API: `POST /contact/request?redirect=0` with the member's token. */
export class HttpContactRequest implements ContactRequestPort {
  constructor(private readonly http: HttpPort) {}

  async send(payload: ContactRequestPayload): Promise<Result<void, AppError>> {
    const r = await this.http.request<unknown>({ method: 'POST', path: '/contact/request', query: { redirect: '0' }, auth: true, body: { kind: 'json', value: payload } });
    return r.ok ? ok(undefined) : err({ code: r.error.code, message: r.error.message });
  }
}
