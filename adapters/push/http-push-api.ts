import type { ApiFailure, HttpPort } from '../../core/api';
import type { PushApiPort, PushSubscriptionInfo } from '../../core/push';
import { err, ok, type AppError, type Result } from '../../core/shared';

const failed = (f: ApiFailure): AppError => ({ code: f.code, message: f.message });

/** SET-11 over HTTP: the server's public key, and this device's registration (`/v2/push/devices/{deviceParam}`). */
export class HttpPushApi implements PushApiPort {
  constructor(private readonly http: HttpPort) {}

  async publicKey(): Promise<Result<string, AppError>> {
    const r = await this.http.request<unknown>({ method: 'GET', path: '/v2/push/public-key', auth: true });
    if (!r.ok) return err(failed(r.error));
    const key = (r.value as { public_key?: unknown } | null)?.public_key;
    return typeof key === 'string' && key !== '' ? ok(key) : err({ code: 'PUSH.NO_KEY' });
  }

  async register(deviceParam: string, subscription: PushSubscriptionInfo, language: string): Promise<Result<void, AppError>> {
    const value = { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth }, language };
    const r = await this.http.request<unknown>({ method: 'POST', path: `/v2/push/devices/${encodeURIComponent(deviceParam)}`, body: { kind: 'json', value }, auth: true });
    return r.ok ? ok(undefined) : err(failed(r.error));
  }

  async unregister(deviceParam: string): Promise<Result<void, AppError>> {
    const r = await this.http.request<unknown>({ method: 'DELETE', path: `/v2/push/devices/${encodeURIComponent(deviceParam)}`, auth: true });
    return r.ok ? ok(undefined) : err(failed(r.error));
  }
}
