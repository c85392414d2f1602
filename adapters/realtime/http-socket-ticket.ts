import type { HttpPort } from '../../core/api';
import type { SocketTicketPort } from '../../core/realtime';
import { appError, err, ok, type Result } from '../../core/shared';

/**
 * A short-lived socket URL from `GET /ws/generate` (CHAT-05, EP-097). The server answers a token and a path;
 * the URL is made absolute on the page's origin with the ws or wss scheme.
 */
export class HttpSocketTicket implements SocketTicketPort {
  constructor(
    private readonly http: HttpPort,
    private readonly origin: () => string = () => globalThis.location.origin,
  ) {}

  async generate(): Promise<Result<{ readonly url: string }>> {
    const r = await this.http.request<{ url?: unknown; token?: unknown }>({ method: 'GET', path: '/ws/generate', auth: true });
    if (!r.ok) return err(appError(r.error.code, r.error.message));
    const { url, token } = r.value ?? {};
    if (typeof url !== 'string' || url === '') return err(appError('REALTIME.BAD_TICKET', 'the socket ticket had no url'));
    const absolute = new URL(url, this.origin());
    if (typeof token === 'string' && !absolute.searchParams.has('token')) absolute.searchParams.set('token', token);
    absolute.protocol = absolute.protocol === 'https:' ? 'wss:' : absolute.protocol === 'http:' ? 'ws:' : absolute.protocol;
    return ok({ url: absolute.toString() });
  }
}
