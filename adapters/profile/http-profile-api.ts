import type { HttpPort } from '../../core/api';
import type { OwnProfile, ProfileApiPort } from '../../core/profile';
import { appError, err, ok } from '../../core/shared';

interface ProfileAnswer {
  readonly user?: { _id?: string; name?: string | null };
  readonly account?: { masked_phone_number?: string | null; masked_email?: string | null };
}

/** PROF-03: the own profile from `GET /v2/profile`. */
export class HttpProfileApi implements ProfileApiPort {
  constructor(private readonly http: HttpPort) {}

  async fetchOwn() {
    const r = await this.http.request<ProfileAnswer>({ method: 'GET', path: '/v2/profile', auth: true });
    if (!r.ok) return err(appError(r.error.code, r.error.message));
    const id = r.value?.user?._id;
    if (!id) return err(appError('API.BAD_RESPONSE', 'the profile had no id'));
    const profile: OwnProfile = {
      id,
      name: r.value.user?.name ?? null,
      maskedPhone: r.value.account?.masked_phone_number ?? null,
      maskedEmail: r.value.account?.masked_email ?? null,
    };
    return ok(profile);
  }
}
