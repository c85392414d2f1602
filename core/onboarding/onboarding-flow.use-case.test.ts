import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FakeTime, MemoryLogger, MemoryStorage, SequentialIds, flushMicrotasks } from '../shared/testing';
import { OnboardingFlowUseCase, DOB_VIOLATION_KEY } from './onboarding-flow.use-case';
import { OnboardingStore } from './onboarding.store';
import { photosStepProblem } from './onboarding-queues';
import type { OnboardingLogin } from './onboarding-api.port';
import { FakeOnboardingApi } from './testing/fake-onboarding-api';

const file = (name = 'a.jpg') => ({ size: 10, type: 'image/jpeg', arrayBuffer: async () => new ArrayBuffer(10), name });

const setup = (options: { storage?: MemoryStorage; time?: FakeTime; api?: FakeOnboardingApi; promoCode?: string } = {}) => {
  const api = options.api ?? new FakeOnboardingApi();
  const store = new OnboardingStore();
  const time = options.time ?? new FakeTime(Date.UTC(2026, 4, 10, 12));
  const storage = options.storage ?? new MemoryStorage();
  const logins: OnboardingLogin[] = [];
  let signedOut = 0;
  const flow = new OnboardingFlowUseCase({
    api,
    store,
    storage,
    scheduler: time,
    ids: new SequentialIds('slot'),
    logger: new MemoryLogger(),
    now: () => time.now(),
    funnelSessionId: () => 'funnel-1',
    ...(options.promoCode === undefined ? {} : { incentivesData: () => ({ promoCode: options.promoCode! }) }),
    features: () => ({ orientation: false, relationshipIntent: false, photosFirst: false }),
    finaliseLogin: async (login) => {
      logins.push(login);
    },
    signOut: async () => {
      signedOut += 1;
    },
  });
  return { api, store, time, storage, flow, logins, signedOut: () => signedOut, s: () => store.state.value };
};

const answerThrough = async (t: ReturnType<typeof setup>, until: string) => {
  const values: Record<string, unknown> = { name: 'Robin', birthDate: '1995-03-14', gender: 1, interestedInGender: [0], userInterests: '', email: '' };
  while (t.s().currentStep !== until) {
    const step = t.s().currentStep!;
    if (step in values) t.flow.setValue(step as never, values[step]);
    await t.flow.submitStep();
  }
};

/** ONB-12: answers up to the photos, chooses these photos, lets the main one upload and sends the photos step. */
const throughPhotos = async (t: ReturnType<typeof setup>, files: ReadonlyArray<ReturnType<typeof file>>) => {
  await t.flow.init();
  await answerThrough(t, 'photos');
  t.flow.addPhotos(files.map((f) => ({ file: f })));
  t.api.finishUpload(0);
  await flushMicrotasks();
  await t.flow.submitStep();
};

describe('the onboarding flow', () => {
  it('ONB-01: every field the spec names is read into the state (flags absent: required and editable); a name outside the list is ignored', async () => {
    const spec = ['name', 'birthDate', 'gender', 'customGender', 'showGenderOnProfile', 'displayGenders', 'allInGender', 'sexualOrientations', 'showOrientationOnProfile', 'displaySexualOrientations', 'interestedInGender', 'interestedInGenders', 'showSameOrientationFirst', 'photos', 'email', 'allowEmailMarketing', 'consents', 'userInterests', 'relationshipIntent', 'sparkRules', 'biometricLiveness'];
    const api = new FakeOnboardingApi();
    api.fieldsList = [...spec, 'favouriteColour'].map((name) => ({ name }));
    const t = setup({ api });
    await t.flow.init();
    expect([...t.s().editableFields].sort()).toEqual([...spec].sort());
    expect([...t.s().requiredFields].sort()).toEqual([...spec].sort());
  });

  it('ONB-02, ONB-03: init reads the fields into the state: steps in order, the first step, flags, initialised', async () => {
    const t = setup();
    await t.flow.init();
    expect(t.s()).toMatchObject({
      steps: ['name', 'birthDate', 'gender', 'interestedInGender', 'userInterests', 'photos', 'email'],
      currentStep: 'name',
      isInitialized: true,
      isLoading: false,
      isUnderage: false,
      isCompleted: false,
    });
    expect(t.s().requiredFields).toEqual(expect.arrayContaining(['name', 'birthDate', 'gender', 'interestedInGender', 'photos']));
    expect(t.s().editableFields).not.toContain('consents');
    expect(t.store.progress.value).toBeCloseTo(100 / 8);
  });

  it('ONB-03: a reload resumes at the first step not answered yet, with the answers in the form', async () => {
    const api = new FakeOnboardingApi();
    const first = setup({ api });
    await first.flow.init();
    await answerThrough(first, 'interestedInGender');
    const reloaded = setup({ api });
    await reloaded.flow.init();
    expect(reloaded.s().currentStep).toBe('interestedInGender');
    expect(reloaded.s().values).toMatchObject({ name: 'Robin', birthDate: '1995-03-14', gender: 1 });
  });

  it('ONB-08, ONB-09: a step sends its fields with the funnel session id (an empty optional one as skipped) and moves on', async () => {
    const t = setup();
    await t.flow.init();
    t.flow.setValue('name', 'Robin');
    await t.flow.submitStep();
    expect(t.api.updates.at(-1)).toEqual({ updates: [{ name: 'name', data: 'Robin' }], funnelSessionId: 'funnel-1' });
    expect(t.s().currentStep).toBe('birthDate');
    await answerThrough(t, 'userInterests');
    t.flow.setValue('userInterests', '');
    await t.flow.submitStep();
    expect(t.api.updates.at(-1)!.updates).toEqual([{ name: 'userInterests', meta: { skipped: true } }]);
    expect(t.s().currentStep).toBe('photos');
  });

  it('ONB-10: a refused field is marked, the member stays on its step and what they typed is kept', async () => {
    const t = setup();
    await t.flow.init();
    t.flow.setValue('name', 'R2D2');
    t.api.refuse(40009, { fields: [{ name: 'name', code: 40009 }] });
    await t.flow.submitStep();
    expect(t.s()).toMatchObject({ currentStep: 'name', erroredFields: { name: 'name-characters' }, isLoading: false });
    expect(t.s().values.name).toBe('R2D2');
    t.flow.setValue('name', 'Robin');
    await t.flow.submitStep();
    expect(t.s().erroredFields).toEqual({});
  });

  it('BAN-15, BAN-09: an underage answer flags the device (birth date and days left) and shows the underage screen; a restart stays flagged', async () => {
    const storage = new MemoryStorage();
    const t = setup({ storage });
    await t.flow.init();
    await answerThrough(t, 'birthDate');
    t.flow.setValue('birthDate', '2008-05-11');
    t.api.refuse(40301, { ttl: 86_400 + 1, is_appealable: true, is_onboarding: true });
    await t.flow.submitStep();
    expect(t.s()).toMatchObject({ isUnderage: true, underage: { appealable: true, daysLeft: 2 }, isLoading: false });
    expect(JSON.parse((await storage.getItem(DOB_VIOLATION_KEY))!)).toMatchObject({ hasViolation: true, birthDate: '2008-05-11', dobViolationDaysLeft: 2 });
    const restarted = setup({ storage, time: t.time });
    await restarted.flow.init();
    expect(restarted.s().isUnderage).toBe(true);
    expect(restarted.api.updates).toEqual([]);
  });

  it('BAN-10: a flag whose 18th birthday has passed is removed at start, and onboarding opens', async () => {
    const storage = new MemoryStorage();
    await storage.setItem(DOB_VIOLATION_KEY, JSON.stringify({ hasViolation: true, birthDate: '2008-05-10' }));
    const t = setup({ storage });
    await t.flow.init();
    expect(t.s().isUnderage).toBe(false);
    expect(await storage.getItem(DOB_VIOLATION_KEY)).toBeNull();
  });

  it('ONB-11: the main photo uploads at once with its progress; a failed one can be retried; photos can be reordered and removed', async () => {
    const t = setup();
    await t.flow.init();
    t.flow.addPhotos([{ file: file('a'), preview: 'blob:a' }, { file: file('b'), preview: 'blob:b' }]);
    expect(t.s().photos.map((p) => [p.status, p.preview])).toEqual([['uploading', 'blob:a'], ['queued', 'blob:b']]);
    t.api.uploads[0]!.progress(0.5);
    expect(t.s().photos[0]!.progress).toBe(0.5);
    t.api.failUpload(0, 'API.NETWORK');
    await flushMicrotasks();
    expect(t.s().photos.map((p) => p.status)).toEqual(['failed', 'queued']);
    t.flow.retryPhoto(t.s().photos[0]!.key);
    expect(t.api.uploads).toHaveLength(2);
    const first = t.api.finishUpload(1);
    await flushMicrotasks();
    expect(t.s().photos.map((p) => p.status)).toEqual(['uploaded', 'queued']);
    t.flow.movePhoto(t.s().photos[1]!.key, 0);
    expect(t.s().photos.map((p) => p.status)).toEqual(['uploading', 'uploaded']);
    const second = t.api.finishUpload(2);
    await flushMicrotasks();
    expect(t.s().photos.map((p) => p.photo!.id)).toEqual([second.id, first.id]);
    await t.flow.removePhoto(t.s().photos[1]!.key);
    expect(t.api.removed).toEqual([first.id]);
  });

  it('ONB-11 (D2 media upload): after 20 s an upload gives up: the placeholder goes, "Upload timeout" is reported, a late photo is deleted', async () => {
    const t = setup();
    await t.flow.init();
    t.flow.addPhotos([{ file: file() }]);
    t.time.advance(19_999);
    expect(t.s().photos).toHaveLength(1);
    t.time.advance(1);
    expect(t.s().photos).toEqual([]);
    expect(t.s().photoNotice).toBe('upload-timeout');
    expect(t.api.uploads[0]!.cancelled).toBe(true);
    const late = t.api.finishUpload(0);
    await flushMicrotasks();
    expect(t.api.removed).toEqual([late.id]);
  });

  it('ONB-09, ONB-13: the last step completes onboarding with the funnel session id; entering finalises the login result', async () => {
    const t = setup();
    await t.flow.init();
    await answerThrough(t, 'photos');
    t.flow.addPhotos([{ file: file() }, { file: file() }]);
    t.api.finishUpload(0);
    await flushMicrotasks();
    await t.flow.submitStep();
    expect(t.api.updates.at(-1)!.updates).toEqual([{ name: 'photos', data: ['photo-1'] }]);
    expect(t.s().currentStep).toBe('email');
    t.flow.setValue('email', '');
    await t.flow.submitStep();
    expect(t.api.completions).toEqual([{ funnelSessionId: 'funnel-1' }]);
    expect(t.s()).toMatchObject({ isCompleted: true, isLoading: false });
    t.api.finishMemberUpload(0);
    await t.flow.enter();
    expect(t.logins).toEqual([{ authToken: 'member-token', authTokenTtlMs: 1_800_000, userId: 'newcomer-1' }]);
  });

  it('ONB-12: only the main photo uploads during onboarding; after login the first queued photo is skipped and the rest go up in order with the member`s token; entering waits for them', async () => {
    const t = setup();
    await t.flow.init();
    await answerThrough(t, 'photos');
    const files = [file('a'), file('b'), file('c')];
    t.flow.addPhotos(files.map((f) => ({ file: f })));
    expect(t.s().queuedPhotos).toEqual(t.s().photos.map((p) => p.key));
    expect(t.api.uploads.map((u) => u.file)).toEqual([files[0]]);
    t.api.finishUpload(0);
    await flushMicrotasks();
    await t.flow.submitStep();
    t.flow.setValue('email', '');
    await t.flow.submitStep();
    expect(t.s()).toMatchObject({ isCompleted: true, afterLoginUploads: 'uploading' });
    expect(t.api.memberUploads.map((u) => [u.file, u.authToken])).toEqual([
      [files[1], 'member-token'],
      [files[2], 'member-token'],
    ]);
    let entered = false;
    const entering = t.flow.enter().then(() => (entered = true));
    t.api.finishMemberUpload(0);
    await flushMicrotasks();
    expect(entered).toBe(false);
    t.api.finishMemberUpload(1);
    await entering;
    expect(t.logins).toHaveLength(1);
    expect(t.api.memberPhotos.map((p) => p.id)).toEqual(['photo-2', 'photo-3']);
  });

  it('ONB-12: a queued photo that fails after login is reported and retried; no photo the member chose is dropped', async () => {
    const t = setup();
    await throughPhotos(t, [file('a'), file('b')]);
    t.flow.setValue('email', '');
    await t.flow.submitStep();
    t.api.failMemberUpload(0);
    await flushMicrotasks();
    expect(t.s().afterLoginUploads).toBe('settled');
    expect(t.s().photos.map((p) => [p.status, p.error])).toEqual([['uploaded', undefined], ['failed', 'API.NETWORK']]);
    t.flow.retryPhoto(t.s().photos[1]!.key);
    expect(t.s().afterLoginUploads).toBe('uploading');
    expect(t.api.memberUploads).toHaveLength(2);
    t.api.finishMemberUpload(1);
    await flushMicrotasks();
    expect(t.s().photos.map((p) => p.status)).toEqual(['uploaded', 'uploaded']);
    expect(t.s().afterLoginUploads).toBe('settled');
  });

  it('ONB-12: the photos step needs 2 chosen photos with the main one up; a reload that lost the queue resumes at the photos step', async () => {
    expect(photosStepProblem([])).toBe('too-few');
    expect(photosStepProblem([{ status: 'uploaded' }])).toBe('too-few');
    expect(photosStepProblem([{ status: 'uploading' }, { status: 'queued' }])).toBe('uploading');
    expect(photosStepProblem([{ status: 'failed' }, { status: 'queued' }])).toBe('main-failed');
    expect(photosStepProblem([{ status: 'uploaded' }, { status: 'queued' }])).toBeNull();
    const t = setup();
    await throughPhotos(t, [file('a'), file('b')]);
    expect(t.s().currentStep).toBe('email');
    const reloaded = setup({ api: t.api });
    await reloaded.flow.init();
    expect(reloaded.s().currentStep).toBe('photos');
    expect(reloaded.s().photos.map((p) => p.status)).toEqual(['uploaded']);
  });

  it('ONB-12 [PBT]: whatever the member chooses and however they reorder, onboarding uploads the main photo alone and after login every other chosen photo goes up once, in their order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 9 }), fc.array(fc.tuple(fc.nat(8), fc.nat(8)), { maxLength: 6 }), async (count, moves) => {
        const t = setup();
        await t.flow.init();
        await answerThrough(t, 'photos');
        const files = Array.from({ length: count }, (_, i) => file(`p${i}`));
        t.flow.addPhotos(files.map((f) => ({ file: f })));
        for (const [from, to] of moves) {
          const slot = t.s().photos[from % count]!;
          t.flow.movePhoto(slot.key, to % count);
          // Every photo that becomes main goes up at once.
          for (let i = 0; i < t.api.uploads.length; i += 1) if (!t.api.uploads[i]!.settled) t.api.finishUpload(i);
          await flushMicrotasks();
        }
        for (let i = 0; i < t.api.uploads.length; i += 1) if (!t.api.uploads[i]!.settled) t.api.finishUpload(i);
        await flushMicrotasks();
        const order = t.s().photos.map((p) => files[Number(p.key.replace(/\D/g, '')) - 1]!);
        const onboardingFiles = new Set(t.api.uploads.map((u) => u.file));
        expect(onboardingFiles.has(order[0]!)).toBe(true);
        await t.flow.submitStep();
        t.flow.setValue('email', '');
        await t.flow.submitStep();
        expect(t.s().isCompleted).toBe(true);
        // After login: the rest, in order, each once, none that already went up.
        expect(t.api.memberUploads.map((u) => u.file)).toEqual(order.slice(1).filter((f) => !onboardingFiles.has(f)));
        expect(new Set([...onboardingFiles, ...t.api.memberUploads.map((u) => u.file)]).size).toBe(count);
      }),
      { numRuns: 60 },
    );
  });

  it('PUR-16: the promo code a link brought is sent with the completion as incentivesData; without one none is sent', async () => {
    const withCode = setup({ promoCode: 'SPRING' });
    await withCode.flow.complete();
    expect(withCode.api.completions).toEqual([{ funnelSessionId: 'funnel-1', incentivesData: { promoCode: 'SPRING' } }]);
    const without = setup();
    await without.flow.complete();
    expect(without.api.completions).toEqual([{ funnelSessionId: 'funnel-1' }]);
  });

  it('ONB-14: a completion error clears loading and is recorded; a missing field sends the member back to its step', async () => {
    const t = setup();
    await t.flow.init();
    await answerThrough(t, 'email');
    t.api.completeFailure = { code: 40000, details: { fields: [{ name: 'photos', code: 40000 }] } };
    t.flow.setValue('email', '');
    await t.flow.submitStep();
    expect(t.s()).toMatchObject({ isLoading: false, currentStep: 'photos', isCompleted: false });
    t.api.completeFailure = { code: 50000 };
    await t.flow.complete();
    expect(t.s()).toMatchObject({ isLoading: false, failure: 50000, isCompleted: false });
  });

  it('ONB-15: abandoning deletes the newcomer and signs out', async () => {
    const t = setup();
    await t.flow.init();
    await t.flow.abandon();
    expect(t.api.abandoned).toBe(true);
    expect(t.signedOut()).toBe(1);
  });
});
