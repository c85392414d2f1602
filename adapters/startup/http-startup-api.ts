import type { HttpPort } from '../../core/api';
import { appError, err, ok } from '../../core/shared';
import type { StartupApiPort } from '../../core/startup';

/** CONF-05 and LEV-03 over HTTP: `POST /v2/meta` and `POST /v2/buckets`, before sign-in (no token needed), and the member's own settings after it. */
export class HttpStartupApi implements StartupApiPort {
  constructor(private readonly http: HttpPort) {}

  fetchAppSettings() {
    return this.#meta(false);
  }

  /** The same call with the member's token: the answer carries what the provider decides for them. */
  fetchMemberSettings() {
    return this.#meta(true);
  }

  async #meta(auth: boolean) {
    const r = await this.http.request<unknown>({ method: 'POST', path: '/v2/meta', body: { kind: 'json', value: {} }, auth });
    return r.ok ? ok(r.value) : err(appError(r.error.code, r.error.message));
  }

  async fetchLevers(deviceId: string) {
    const body = deviceId === '' ? {} : { device_id: deviceId };
    const r = await this.http.request<unknown>({ method: 'POST', path: '/v2/buckets', body: { kind: 'json', value: body }, auth: false });
    return r.ok ? ok(r.value) : err(appError(r.error.code, r.error.message));
  }
}
