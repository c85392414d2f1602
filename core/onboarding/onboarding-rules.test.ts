import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import { FakeTime, MemoryLogger, MemoryStorage, SequentialIds, flushMicrotasks } from '../shared/testing';
import { ageAt, isAdultAt, parseBirthDate, secondsUntilAdult } from './age';
import { dobFlagOnStart, flagDevice, parseDobViolation } from './dob-violation';
import { DOB_VIOLATION_KEY, OnboardingFlowUseCase } from './onboarding-flow.use-case';
import { fieldErrorsOfAnswer, toFieldUpdates } from './onboarding-fields';
import { initialPagesQueue, pagesQueueReducer } from './onboarding-queues';
import { initialOnboardingState } from './onboarding-state';
import { OnboardingStore } from './onboarding.store';
import { PagesQueueStore } from './pages-queue.store';
import { FakeOnboardingApi } from './testing/fake-onboarding-api';

const NOW = Date.UTC(2026, 4, 10, 12);
const DAY = 86_400_000;

describe('BAN-10, BAN-15: birth dates', () => {
  it('BAN-15: a birth date is exactly YYYY-MM-DD naming a real day', () => {
    expect(parseBirthDate('2000-02-29')).toEqual([2000, 2, 29]);
    for (const bad of ['x2000-01-01', '2000-01-01x', '2001-02-29', '2000-13-01', '2000-04-31', '2000-00-10', '0050-01-01']) expect(parseBirthDate(bad)).toBeNull();
  });

  it('BAN-15: the age counts full years with birthdays at 00:00 UTC; no date has no age', () => {
    expect(ageAt('2000-05-10', Date.UTC(2026, 4, 10))).toBe(26);
    expect(ageAt('2000-05-10', Date.UTC(2026, 4, 10) - 1)).toBe(25);
    expect(ageAt('2000-05-11', Date.UTC(2026, 4, 10))).toBe(25);
    expect(ageAt('nope', NOW)).toBeNull();
  });

  it('BAN-15: the seconds until 18 are 0 from the 18th birthday on, and for a date that is no date', () => {
    const adult = Date.UTC(2026, 4, 10);
    expect(secondsUntilAdult('2008-05-10', adult)).toBe(0);
    expect(secondsUntilAdult('2008-05-10', adult - 1000)).toBe(1);
    expect(secondsUntilAdult('2008-05-10', adult - 1)).toBe(1);
    expect(secondsUntilAdult('nope', NOW)).toBe(0);
    expect(isAdultAt('2008-05-10', adult)).toBe(true);
    expect(isAdultAt('2008-05-10', adult - 1)).toBe(false);
  });
});

describe('BAN-09, BAN-10: the device flag', () => {
  it('BAN-09: the flag keeps the birth date and the ttl (in days, rounded up, and as the instant it ends) only when given', () => {
    expect(flagDevice({}, NOW)).toStrictEqual({ hasViolation: true });
    expect(flagDevice({ birthDate: '2010-01-01', ttlSeconds: 86_401 }, NOW)).toStrictEqual({
      hasViolation: true,
      birthDate: '2010-01-01',
      dobViolationDaysLeft: 2,
      until: NOW + 86_401_000,
    });
  });

  it('BAN-10: at start a marker with a birth date follows it; one without follows its end; one with neither stays', () => {
    expect(dobFlagOnStart(null, NOW)).toBe('none');
    expect(dobFlagOnStart({ hasViolation: false } as never, NOW)).toBe('none');
    expect(dobFlagOnStart({ hasViolation: true, birthDate: '2000-01-01', until: NOW + DAY }, NOW)).toBe('unflag');
    expect(dobFlagOnStart({ hasViolation: true, birthDate: '2015-01-01', until: NOW - DAY }, NOW)).toBe('flagged');
    expect(dobFlagOnStart({ hasViolation: true, until: NOW }, NOW)).toBe('unflag');
    expect(dobFlagOnStart({ hasViolation: true, until: NOW + 1 }, NOW)).toBe('flagged');
    expect(dobFlagOnStart({ hasViolation: true }, NOW)).toBe('flagged');
  });

  it('BAN-09: a stored flag is read back field by field; anything else is no flag', () => {
    expect(parseDobViolation(null)).toBeNull();
    expect(parseDobViolation('null')).toBeNull();
    expect(parseDobViolation('{"hasViolation":false}')).toBeNull();
    expect(parseDobViolation('not json')).toBeNull();
    expect(parseDobViolation('{"hasViolation":true,"birthDate":1,"dobViolationDaysLeft":"2","until":"3"}')).toStrictEqual({ hasViolation: true });
    expect(parseDobViolation('{"hasViolation":true,"birthDate":"2010-01-01","dobViolationDaysLeft":2,"until":3}')).toStrictEqual({
      hasViolation: true,
      birthDate: '2010-01-01',
      dobViolationDaysLeft: 2,
      until: 3,
    });
  });
});

describe('ONB-02, ONB-07, ONB-08, ONB-10, ONB-16: state and rules', () => {
  it('ONB-02: the initial state: nothing loaded, nothing chosen, interests between 3 and 5', () => {
    expect(initialOnboardingState()).toStrictEqual({
      consents: [],
      currentStep: null,
      editableFields: [],
      erroredFields: {},
      requiredFields: [],
      initialValues: {},
      values: {},
      steps: [],
      queuedPhotos: [],
      isCompleted: false,
      isInitialized: false,
      isLoading: false,
      isReactivated: false,
      isUnderage: false,
      hasRedactedEnabled: false,
      photos: [],
      interests: { choices: [], min: 3, max: 5 },
    });
  });

  it('ONB-07: before a step opens the index is -1 and the progress 0; reset starts again', () => {
    const store = new OnboardingStore();
    expect(store.stepIndex.value).toBe(-1);
    expect(store.progress.value).toBe(0);
    store.update((s) => ({ ...s, steps: ['name', 'birthDate', 'gender'], currentStep: 'birthDate' }));
    expect(store.stepIndex.value).toBe(1);
    expect(store.progress.value).toBe(50);
    store.reset();
    expect(store.state.value).toEqual(initialOnboardingState());
  });

  it('ONB-08: a field absent, or present but undefined, is not sent', () => {
    expect(toFieldUpdates({ name: undefined, email: '' }, ['name', 'email', 'gender'])).toEqual([{ name: 'email', meta: { skipped: true } }]);
  });

  it('ONB-10: listed fields are marked by their own code when it is theirs, else as invalid; unknown names are skipped; none known falls back to the code', () => {
    expect(fieldErrorsOfAnswer(40000, [{ name: 'name', code: 40010 }, { name: 'email', code: 40010 }, { name: 'bogus', code: 40009 }], ['name'])).toEqual({
      name: 'name-not-allowed',
      email: 'invalid',
    });
    expect(fieldErrorsOfAnswer(40038, [{ name: 'bogus', code: 40009 }], ['email'])).toEqual({ email: 'email-invalid' });
    expect(fieldErrorsOfAnswer('API.HTTP', [], ['name', 'photos'])).toEqual({ photos: 'invalid', name: 'invalid' });
  });

  it('ONB-16: completing a page not in the queue changes nothing; a denial turns the location page back on only when it turns denied', () => {
    const state = pagesQueueReducer(initialPagesQueue(), { type: 'complete', page: 'location' });
    expect(pagesQueueReducer(state, { type: 'complete', page: 'location' })).toBe(state);
    const pages = new PagesQueueStore();
    pages.open();
    pages.complete('location');
    const denied = signal(true);
    const stop = pages.watchLocationDenial(denied);
    expect(pages.state.value?.pagesQueue).toEqual(['notifications']);
    denied.value = false;
    expect(pages.state.value?.pagesQueue).toEqual(['notifications']);
    denied.value = true;
    expect(pages.state.value?.pagesQueue).toEqual(['location', 'notifications']);
    stop();
  });
});

const file = (name = 'a.jpg') => ({ size: 10, type: 'image/jpeg', arrayBuffer: async () => new ArrayBuffer(10), name });

const setup = (options: { storage?: MemoryStorage; api?: FakeOnboardingApi } = {}) => {
  const api = options.api ?? new FakeOnboardingApi();
  const store = new OnboardingStore();
  const time = new FakeTime(NOW);
  const storage = options.storage ?? new MemoryStorage();
  const logger = new MemoryLogger();
  let signedOut = 0;
  const flow = new OnboardingFlowUseCase({
    api,
    store,
    storage,
    scheduler: time,
    ids: new SequentialIds('slot'),
    logger,
    now: () => time.now(),
    funnelSessionId: () => 'funnel-1',
    features: () => ({ orientation: false, relationshipIntent: false, photosFirst: false }),
    finaliseLogin: async () => undefined,
    signOut: async () => {
      signedOut += 1;
    },
  });
  return { api, store, time, storage, logger, flow, s: () => store.state.value, signedOut: () => signedOut };
};

describe('the flow at its edges', () => {
  it('BAN-10: a flagged device sees the underage screen at start, with the days left it stored, and no fields are asked', async () => {
    const storage = new MemoryStorage();
    await storage.setItem(DOB_VIOLATION_KEY, JSON.stringify({ hasViolation: true, dobViolationDaysLeft: 12 }));
    const t = setup({ storage });
    const init = t.flow.init();
    expect(t.s().isLoading).toBe(true);
    await init;
    expect(t.s()).toMatchObject({ isLoading: false, isInitialized: true, isUnderage: true, underage: { appealable: true, daysLeft: 12 } });
    expect(t.s().steps).toEqual([]);
  });

  it('BAN-10: a flag without days left shows none; a flag still valid stays stored', async () => {
    const storage = new MemoryStorage();
    await storage.setItem(DOB_VIOLATION_KEY, JSON.stringify({ hasViolation: true, until: NOW + DAY }));
    const t = setup({ storage });
    await t.flow.init();
    expect(t.s().underage).toStrictEqual({ appealable: true });
    expect(await storage.getItem(DOB_VIOLATION_KEY)).not.toBeNull();
  });

  it('ONB-02: back goes one step back and clears the failure; on the first step it stays', async () => {
    const t = setup();
    t.flow.back();
    expect(t.s().currentStep).toBeNull();
    await t.flow.init();
    const first = t.s().currentStep;
    t.flow.back();
    expect(t.s().currentStep).toBe(first);
    t.flow.setValue('name', 'Robin');
    await t.flow.submitStep();
    const second = t.s().currentStep;
    expect(second).not.toBe(first);
    t.store.update((s) => ({ ...s, failure: 50000 }));
    t.flow.back();
    expect(t.s().currentStep).toBe(first);
    expect(t.s().failure).toBeUndefined();
  });

  it('ONB-11: removing a photo takes it out of the queue; removing one that is not there does nothing', async () => {
    const t = setup();
    await t.flow.init();
    t.flow.addPhotos([{ file: file('a.jpg'), preview: 'blob:a' }, { file: file('b.jpg') }]);
    expect(t.s().photos.map((p) => p.preview)).toEqual(['blob:a', undefined]);
    expect('preview' in t.s().photos[1]!).toBe(false);
    const before = t.s();
    await t.flow.removePhoto('nope');
    expect(t.s()).toBe(before);
    await t.flow.removePhoto(t.s().photos[1]!.key);
    expect(t.s().photos).toHaveLength(1);
    expect(t.s().queuedPhotos).toEqual([t.s().photos[0]!.key]);
  });

  it('ONB-11: moving a photo not there does nothing; a move beyond the ends stops at them', async () => {
    const t = setup();
    await t.flow.init();
    t.flow.addPhotos([{ file: file('a.jpg') }, { file: file('b.jpg') }, { file: file('c.jpg') }]);
    const [a, b, c] = t.s().photos.map((p) => p.key);
    t.flow.movePhoto('nope', 0);
    expect(t.s().photos.map((p) => p.key)).toEqual([a, b, c]);
    t.flow.movePhoto(a!, 9);
    expect(t.s().photos.map((p) => p.key)).toEqual([b, c, a]);
    t.flow.movePhoto(a!, -3);
    expect(t.s().photos.map((p) => p.key)).toEqual([a, b, c]);
    t.flow.movePhoto(b!, 0);
    expect(t.s().photos.map((p) => p.key)).toEqual([b, a, c]);
  });

  it('ONB-15: a refused abandon keeps the newcomer signed in and says the code', async () => {
    class RefusingApi extends FakeOnboardingApi {
      override async abandon() {
        return { ok: false as const, error: { code: 50000 } };
      }
    }
    const t = setup({ api: new RefusingApi() });
    await t.flow.init();
    const abandoning = t.flow.abandon();
    expect(t.s().isLoading).toBe(true);
    await abandoning;
    expect(t.s()).toMatchObject({ isLoading: false, failure: 50000 });
    expect(t.signedOut()).toBe(0);
    await flushMicrotasks();
  });

  it('ONB-03, ONB-14: fields that fail to load are the generic failure; an underage answer is the underage screen', async () => {
    class FailingApi extends FakeOnboardingApi {
      code = 50000;
      override async fields() {
        return { ok: false as const, error: { code: this.code } };
      }
    }
    const failing = new FailingApi();
    const t = setup({ api: failing });
    await t.flow.init();
    expect(t.s()).toMatchObject({ isLoading: false, failure: 50000, isUnderage: false });
    failing.code = 40301;
    const u = setup({ api: failing });
    await u.flow.init();
    expect(u.s()).toMatchObject({ isLoading: false, isUnderage: true, underage: { appealable: true } });
    expect(u.s().failure).toBeUndefined();
  });

  it('ONB-02, ONB-03: the fields are read: unknown names left out, required and editable flags, the interests catalogue and bounds, answers with a value', async () => {
    const api = new FakeOnboardingApi();
    api.fieldsList = [
      { name: 'name', required: true, editable: true, data: 'Robin' },
      { name: 'birthDate', required: false, editable: false, data: null },
      { name: 'gender', required: true, editable: true },
      { name: 'mystery', required: true, editable: true, data: 'x' },
      { name: 'userInterests', required: false, editable: true, availableInterests: [{ id: 'it_1', name: 'Hiking' }], min: 1, max: 2 } as never,
      { name: 'photos', required: true, editable: true, data: [{ id: 'p1', url: '/p1.webp' }, { id: 'p2', url: '/p2.webp' }] },
    ];
    const t = setup({ api });
    await t.flow.init();
    expect(t.s().requiredFields).toEqual(['name', 'gender', 'photos']);
    expect(t.s().editableFields).toEqual(['name', 'gender', 'userInterests', 'photos']);
    expect(t.s().interests).toEqual({ choices: [{ id: 'it_1', name: 'Hiking' }], min: 1, max: 2 });
    expect(t.s().initialValues).toEqual({ name: 'Robin', photos: undefined });
    expect('birthDate' in t.s().initialValues).toBe(false);
    expect(t.s().photos.map((p) => [p.key, p.status])).toEqual([
      ['p1', 'uploaded'],
      ['p2', 'uploaded'],
    ]);
    expect(t.s().currentStep).toBe('gender');
  });

  it('ONB-02: without an interests field the catalogue is empty with the bounds 3 to 5; photos that are no list are none', async () => {
    const api = new FakeOnboardingApi();
    api.fieldsList = [
      { name: 'name', required: true, editable: true },
      { name: 'photos', required: true, editable: true, data: 'nope' },
    ];
    const t = setup({ api });
    await t.flow.init();
    expect(t.s().interests).toEqual({ choices: [], min: 3, max: 5 });
    expect(t.s().photos).toEqual([]);
  });

  it('ONB-08, ONB-14: a step sends only editable fields, shows loading meanwhile, and a code that is no field error is the generic failure', async () => {
    const t = setup();
    await t.flow.init();
    t.flow.setValue('name', 'Robin');
    const sending = t.flow.submitStep();
    expect(t.s().isLoading).toBe(true);
    await t.flow.submitStep();
    await sending;
    expect(t.api.updates).toHaveLength(1);
    for (const code of [40900, 39999, 60000, 'API.NETWORK' as unknown as number]) {
      t.flow.setValue('birthDate', '1995-03-14');
      t.api.refuse(code);
      await t.flow.submitStep();
      expect(t.s()).toMatchObject({ isLoading: false, failure: code, currentStep: 'birthDate', erroredFields: {} });
    }
    for (const code of [40000, 59999]) {
      t.api.refuse(code);
      await t.flow.submitStep();
      expect(t.s().erroredFields).toEqual({ photos: 'invalid', birthDate: 'invalid' });
      expect(t.s().failure).toBeUndefined();
    }
  });

  it('ONB-10: a refused field of another step sends the member to that step', async () => {
    const t = setup();
    await t.flow.init();
    t.flow.setValue('name', 'Robin');
    await t.flow.submitStep();
    t.flow.setValue('birthDate', '1995-03-14');
    t.api.refuse(40000, { fields: [{ name: 'name', code: 40010 }] });
    await t.flow.submitStep();
    expect(t.s()).toMatchObject({ currentStep: 'name', erroredFields: { name: 'name-not-allowed' } });
  });

  it('BAN-15: an underage answer to a step flags the device with the birth date typed and the days of its ttl', async () => {
    const t = setup();
    await t.flow.init();
    t.flow.setValue('name', 'Robin');
    await t.flow.submitStep();
    t.flow.setValue('birthDate', '2012-01-01');
    t.api.refuse(40802, { ttl: 86_400 * 3 });
    await t.flow.submitStep();
    expect(t.s()).toMatchObject({ isLoading: false, isUnderage: true, underage: { appealable: false, daysLeft: 3 } });
    await flushMicrotasks();
    expect(JSON.parse((await t.storage.getItem(DOB_VIOLATION_KEY))!)).toEqual({ hasViolation: true, birthDate: '2012-01-01', dobViolationDaysLeft: 3, until: NOW + 3 * DAY });
  });

  it('ONB-11: an upload refused as an invalid photo marks the photos field; another failure is logged; the timeout is logged', async () => {
    const t = setup();
    await t.flow.init();
    t.flow.addPhotos([{ file: file('a.jpg') }]);
    t.api.failUpload(0, 50020);
    await flushMicrotasks();
    expect(t.s().erroredFields).toEqual({ photos: 'photo-upload-invalid' });
    t.flow.retryPhoto(t.s().photos[0]!.key);
    expect(t.s().photos[0]).toMatchObject({ status: 'uploading', progress: 0 });
    expect(t.s().photos[0]!.error).toBeUndefined();
    t.api.failUpload(1, 50000);
    await flushMicrotasks();
    expect(t.logger.entries).toEqual([{ level: 'warn', message: 'photo upload failed', context: { code: 50000 } }]);
    expect(t.s().erroredFields).toEqual({ photos: 'photo-upload-invalid' });
    t.flow.retryPhoto(t.s().photos[0]!.key);
    t.api.finishUpload(2);
    await flushMicrotasks();
    expect(t.s().erroredFields).toEqual({});
  });

  it('ONB-11: an upload underage answer shows the underage screen instead of a log', async () => {
    const t = setup();
    await t.flow.init();
    t.flow.addPhotos([{ file: file('a.jpg') }]);
    t.api.failUpload(0, 40301);
    await flushMicrotasks();
    expect(t.s().isUnderage).toBe(true);
    expect(t.logger.entries).toEqual([]);
  });

  it('ONB-11: after 20 s the upload is given up and reported with its slot', async () => {
    const t = setup();
    await t.flow.init();
    // A photo removed while it uploads is no longer timed.
    t.flow.addPhotos([{ file: file('gone.jpg') }]);
    await t.flow.removePhoto(t.s().photos[0]!.key);
    t.time.advance(20_000);
    expect(t.logger.entries).toEqual([]);
    t.flow.addPhotos([{ file: file('a.jpg') }]);
    const key = t.s().photos[0]!.key;
    t.time.advance(19_999);
    expect(t.logger.entries).toEqual([]);
    t.time.advance(1);
    expect(t.logger.entries).toEqual([{ level: 'warn', message: 'Upload timeout', context: { key } }]);
    expect(t.s().photoNotice).toBe('upload-timeout');
  });

  it('ONB-13: entering before the completion does nothing', async () => {
    const t = setup();
    await t.flow.init();
    await t.flow.enter();
    expect(t.s().isInitialized).toBe(true);
  });

  it('ONB-15: abandoning stops the uploads under way and their timers', async () => {
    const t = setup();
    await t.flow.init();
    t.flow.addPhotos([{ file: file('a.jpg') }]);
    await t.flow.abandon();
    expect(t.api.uploads[0]?.cancelled).toBe(true);
    t.time.advance(20_000);
    expect(t.logger.entries).toEqual([]);
    expect(t.signedOut()).toBe(1);
  });

  it('ONB-08: nothing is sent before the fields have loaded, nor for a step left empty', async () => {
    const t = setup();
    await t.flow.submitStep();
    expect(t.api.updates).toEqual([]);
    await t.flow.init();
    await t.flow.submitStep();
    expect(t.api.updates).toEqual([]);
  });

  it('ONB-14, BAN-15: an underage answer to the completion is the underage screen, not a failure', async () => {
    const t = setup();
    await t.flow.init();
    t.api.completeFailure = { code: 40321 };
    await t.flow.complete();
    expect(t.s()).toMatchObject({ isLoading: false, isUnderage: true, underage: { appealable: false } });
    expect(t.s().failure).toBeUndefined();
  });
});

