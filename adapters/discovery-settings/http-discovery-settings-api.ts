import type { HttpPort } from '../../core/api';
import type { DiscoveryProfile, DiscoverySettings, DiscoverySettingsApiPort, DiscoverySettingsError, DiscoveryUpdate, Visibility } from '../../core/discovery-settings';
import { err, ok, type Result } from '../../core/shared';
import { readPaywall } from '../recs/read-recs-answer';
import { changeBody, readDiscoveryProfile, readFieldErrors, readSettings, readVisibility } from './read-discovery-profile';

/** SET-04, SET-10: the discovery settings over the provider's profile: `GET /v2/profile`, `POST /v2/profile/user`. */
export class HttpDiscoverySettingsApi implements DiscoverySettingsApiPort {
  constructor(private readonly http: HttpPort) {}

  async load(): Promise<Result<DiscoveryProfile, DiscoverySettingsError>> {
    const r = await this.http.request<unknown>({ method: 'GET', path: '/v2/profile', auth: true });
    return r.ok ? ok(readDiscoveryProfile(r.value)) : err({ code: r.error.code, message: r.error.message });
  }

  async save(update: DiscoveryUpdate): Promise<Result<{ settings: DiscoverySettings; visibility: Visibility }, DiscoverySettingsError>> {
    const r = await this.http.request<unknown>({ method: 'POST', path: '/v2/profile/user', body: { kind: 'json', value: changeBody(update) }, auth: true });
    if (r.ok) {
      const data = (typeof r.value === 'object' && r.value !== null ? r.value : {}) as Record<string, unknown>;
      return ok({ settings: readSettings(data['user']), visibility: readVisibility(data['user'], data['plus_control']) });
    }
    const error = r.error.kind === 'http' ? r.error.response.error : null;
    const fields = readFieldErrors(error);
    const paywall = readPaywall(error);
    return err({ code: r.error.code, message: r.error.message, ...(fields.length > 0 ? { fields } : {}), ...(paywall === undefined ? {} : { paywall }) });
  }
}
