import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpOnboardingApi } from '../../adapters/onboarding/http-onboarding-api';
import type { OnboardingApiPort, OnboardingPhoto } from '../../core/onboarding';
import { FakeOnboardingApi } from '../../core/onboarding/testing/fake-onboarding-api';
import type { AppError, Result } from '../../core/shared';
import { realJpeg } from '../../server/media/testing/images';
import { signInByPhone } from '../../server/testing/sign-in';
import { pageClient, referenceServerWorld, type ContractWorld } from './support/reference-server-world';

/** One `OnboardingApiPort` for a newcomer who just signed in, and how a photo gets uploaded through it. */
interface OnboardingHarness {
  readonly api: OnboardingApiPort;
  /** Uploads one photo through the port (the fake's upload is settled by the harness). */
  photo(): Promise<Result<OnboardingPhoto, AppError>>;
  /** ONB-12: uploads one photo after login, with the member's token (the fake's upload is settled by the harness). */
  memberPhoto(authToken: string): Promise<Result<OnboardingPhoto, AppError>>;
}

/** The reference server's required fields, answered. */
const REQUIRED_ANSWERS = [
  { name: 'name', data: 'Robin' },
  { name: 'birthDate', data: '1995-03-14' },
  { name: 'gender', data: 1 },
  { name: 'interestedInGender', data: [0] },
] as const;

const blob = () => new Blob([new Uint8Array(realJpeg())], { type: 'image/jpeg' });

const fakeWorld: ContractWorld<OnboardingHarness> = {
  start: async () => {},
  open: async () => {
    const fake = new FakeOnboardingApi();
    const api: OnboardingApiPort = {
      fields: () => fake.fields(),
      update: async (updates, funnel) => {
        const name = updates.find((u) => u.name === 'name' && 'data' in u);
        if (name && 'data' in name && /\d/.test(String(name.data))) fake.refuse(40009, { fields: [{ name: 'name', code: 40009 }] });
        const birth = updates.find((u) => u.name === 'birthDate' && 'data' in u);
        if (birth && 'data' in birth && String(birth.data) > '2010') fake.refuse(40301, { ttl: 86_400, is_appealable: true, is_onboarding: true });
        return fake.update(updates, funnel);
      },
      uploadPhoto: (file, progress) => fake.uploadPhoto(file, progress),
      uploadMemberPhoto: (file, token, progress) => fake.uploadMemberPhoto(file, token, progress),
      removePhoto: (id) => fake.removePhoto(id),
      complete: (request) => fake.complete(request),
      abandon: () => fake.abandon(),
    };
    return {
      api,
      photo: async () => {
        const upload = api.uploadPhoto(blob(), () => undefined);
        fake.finishUpload(fake.uploads.length - 1);
        return upload.done;
      },
      memberPhoto: async (token) => {
        const upload = api.uploadMemberPhoto(blob(), token, () => undefined);
        fake.finishMemberUpload(fake.memberUploads.length - 1);
        return upload.done;
      },
    };
  },
  stop: async () => {},
};

let phones = 0;
const serverWorld = (): ContractWorld<OnboardingHarness> =>
  referenceServerWorld(async (t) => {
    phones += 1;
    const state = (await signInByPhone(t.client(), `+1415555${String(7000 + phones)}`)).body.onboardingState!;
    const api = new HttpOnboardingApi(pageClient(t), () => state.onboardingToken!);
    return { api, photo: () => api.uploadPhoto(blob(), () => undefined).done, memberPhoto: (token) => api.uploadMemberPhoto(blob(), token, () => undefined).done };
  });

const onboardingContract = (name: string, world: ContractWorld<OnboardingHarness>) =>
  describe(`OnboardingApiPort contract: ${name}`, () => {
    let h: OnboardingHarness;
    beforeAll(() => world.start(), 60_000);
    afterAll(() => world.stop());
    beforeEach(async () => {
      h = await world.open();
    });

    it('ONB-03, ONB-04: fields lists the required fields and the interests catalogue', async () => {
      const answer = await h.api.fields();
      if (!answer.ok) throw new Error(String(answer.error.code));
      const byName = new Map(answer.value.fields.map((f) => [f.name, f]));
      for (const required of ['name', 'birthDate', 'gender', 'interestedInGender', 'photos']) expect(byName.get(required)?.required, required).toBe(true);
      expect(byName.get('userInterests')?.availableInterests?.length).toBeGreaterThan(0);
      expect(byName.get('photos')?.data).toEqual([]);
    });

    it('ONB-08: an update is answered with the fields as they are now; a skipped field comes back skipped', async () => {
      const answer = await h.api.update([{ name: 'name', data: 'Robin' }, { name: 'email', meta: { skipped: true } }], 'funnel-1');
      if (!answer.ok) throw new Error(String(answer.error.code));
      expect(answer.value.fields.find((f) => f.name === 'name')?.data).toBe('Robin');
      expect(answer.value.fields.find((f) => f.name === 'email')?.skipped).toBe(true);
    });

    it('ONB-10: a refused name is its code with the fields listed in details', async () => {
      expect(await h.api.update([{ name: 'name', data: 'R2D2' }], 'funnel-1')).toMatchObject({
        ok: false,
        error: { code: 40009, details: { fields: [{ name: 'name', code: 40009 }] } },
      });
    });

    it('BAN-15: an under-18 birth date is 40301 with the ttl and the appealable flag in details', async () => {
      const answer = await h.api.update([{ name: 'birthDate', data: '2015-01-01' }], 'funnel-1');
      expect(answer).toMatchObject({ ok: false, error: { code: 40301, details: { is_appealable: true, is_onboarding: true } } });
      expect((answer as { error: AppError }).error.details?.['ttl']).toBeGreaterThan(0);
    });

    it('ONB-11, ONB-13: photos upload and show in the fields; completing answers a login result', async () => {
      expect((await h.api.update(REQUIRED_ANSWERS, 'funnel-1')).ok).toBe(true);
      const first = await h.photo();
      const second = await h.photo();
      if (!first.ok || !second.ok) throw new Error('upload failed');
      expect(first.value.url).toMatch(/\S/);
      const answer = await h.api.fields();
      expect(answer.ok && (answer.value.fields.find((f) => f.name === 'photos')?.data as OnboardingPhoto[]).map((p) => p.id)).toEqual([first.value.id, second.value.id]);
      expect((await h.api.update([{ name: 'photos', data: [second.value.id, first.value.id] }], 'funnel-1')).ok).toBe(true);
      const login = await h.api.complete({ funnelSessionId: 'funnel-1' });
      if (!login.ok) throw new Error(String(login.error.code));
      expect(login.value.authToken).toMatch(/\S/);
      expect(login.value.userId).toMatch(/\S/);
    });

    it('ONB-12: onboarding completes with the main photo alone; a queued photo then joins the member`s photos with the login`s token', async () => {
      expect((await h.api.update(REQUIRED_ANSWERS, 'funnel-1')).ok).toBe(true);
      const main = await h.photo();
      if (!main.ok) throw new Error('upload failed');
      expect((await h.api.update([{ name: 'photos', data: [main.value.id] }], 'funnel-1')).ok).toBe(true);
      const login = await h.api.complete({ funnelSessionId: 'funnel-1' });
      if (!login.ok) throw new Error(String(login.error.code));
      const queued = await h.memberPhoto(login.value.authToken);
      if (!queued.ok) throw new Error(`${String(queued.error.code)} ${queued.error.message} ${JSON.stringify(queued.error.details)}`);
      expect(queued.value.id).not.toBe(main.value.id);
      expect(queued.value.url).toMatch(/\S/);
    });

    it('ONB-15: abandon succeeds', async () => {
      expect((await h.api.abandon()).ok).toBe(true);
    });
  });

onboardingContract('fake', fakeWorld);
onboardingContract('HTTP adapter against the reference server', serverWorld());
