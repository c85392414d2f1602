import type { UploadFile } from '../api';
import { ErrorCode } from '../errors/error-codes';
import type { AppError, IdGenerator, KeyValueStorage, Logger, Scheduler } from '../shared';
import { dobFlagOnStart, flagDevice, parseDobViolation } from './dob-violation';
import type { OnboardingApiPort, OnboardingFieldsAnswer, OnboardingLogin, OnboardingPhoto } from './onboarding-api.port';
import {
  fieldErrorsOfAnswer,
  fieldFlags,
  isFieldName,
  STEP_FIELDS,
  stepOfField,
  stepsFor,
  toFieldUpdates,
  type FieldName,
  type StepFeatures,
  type StepName,
} from './onboarding-fields';
import { photosStepProblem, photosToUploadAfterLogin } from './onboarding-queues';
import type { OnboardingState, PhotoSlot } from './onboarding-state';
import type { OnboardingStore } from './onboarding.store';
import type { PagesQueueStore } from './pages-queue.store';

/** D2 section 9: an upload gives up after 20 s ('Upload timeout', the placeholder removed). */
export const UPLOAD_TIMEOUT_MS = 20_000;
/** The device flag of BAN-09 (kept across sign-outs: it is the device's, not the member's). */
export const DOB_VIOLATION_KEY = 'spark.dob-violation';
/** BAN-05: the underage codes; only 40301 is appealable. */
export const UNDERAGE_CODES: readonly number[] = [ErrorCode.UNDERAGE_BAN, ErrorCode.UNDERAGE_BAN_APPEALABLE, ErrorCode.UNDERAGE_BAN_2, ErrorCode.UNDERAGE_BAN_3];

export const OnboardingErrorCode = { UPLOAD_FAILED: 'ONBOARDING.UPLOAD_FAILED', UPLOAD_TIMEOUT: 'ONBOARDING.UPLOAD_TIMEOUT' } as const;

export interface OnboardingFlowDeps {
  readonly api: OnboardingApiPort;
  readonly store: OnboardingStore;
  readonly storage: KeyValueStorage;
  readonly scheduler: Scheduler;
  readonly ids: IdGenerator;
  readonly logger: Logger;
  readonly now: () => number;
  readonly funnelSessionId: () => string;
  /** PUR-16: the promo code a link brought, sent with the completion (`incentivesData`). */
  readonly incentivesData?: () => { readonly promoCode?: string; readonly campaignName?: string } | undefined;
  readonly features: () => StepFeatures;
  /** ONB-13: the login result of the completion, finalised like a sign-in (AUTH-20), when the member goes in. */
  readonly finaliseLogin: (login: OnboardingLogin) => Promise<void>;
  /** ONB-15: the newcomer gave up: the session ends. */
  readonly signOut: () => Promise<void>;
  /** ONB-16: the pages after onboarding, opened when the newcomer goes in. */
  readonly pages?: PagesQueueStore;
}

const detail = <T>(error: AppError, key: string): T | undefined => error.details?.[key] as T | undefined;

/** The value a field's answer puts in the form. */
const formValue = (name: FieldName, data: unknown): unknown => (name === 'photos' ? undefined : data);

/** Whether the answers so far complete a step (a reload resumes at the first step that is not). */
const stepDone = (step: StepName, s: OnboardingState, skipped: ReadonlySet<string>): boolean => {
  if (step === 'photos') return photosStepProblem(s.photos) === null;
  const own = STEP_FIELDS[step][0]!;
  return skipped.has(own) || (s.initialValues[own] !== undefined && s.initialValues[own] !== null);
};

/**
 * The onboarding flow (ONB-03, ONB-08..14, BAN-15): loads the fields into steps and resumes at the first step
 * not done, keeps what the member types, sends a step's fields and moves on (or completes after the last),
 * marks refused fields, flags the device on an underage answer, uploads photos with progress and a 20 s
 * timeout, and completes onboarding into a member's session.
 */
export class OnboardingFlowUseCase {
  readonly #timers = new Map<string, ReturnType<Scheduler['setTimeout']>>();
  readonly #cancels = new Map<string, () => void>();
  readonly #files = new Map<string, UploadFile>();
  #login: OnboardingLogin | null = null;
  /** ONB-12: the member's token for the queued photos (kept after `enter` gives the login away). */
  #memberToken: string | null = null;
  readonly #afterLogin = new Set<Promise<void>>();

  constructor(private readonly deps: OnboardingFlowDeps) {}

  #set(change: Partial<OnboardingState> | ((s: OnboardingState) => Partial<OnboardingState>)): void {
    this.deps.store.update((s) => {
      const next = { ...s, ...(typeof change === 'function' ? change(s) : change) };
      // ONB-12: the queue is the member's photos in their order.
      return next.photos === s.photos ? next : { ...next, queuedPhotos: next.photos.map((p) => p.key) };
    });
  }

  /** ONB-03, BAN-10: the device flag first (a flagged device sees the underage screen), then the fields. */
  async init(): Promise<void> {
    const { api, storage, now } = this.deps;
    this.#set({ isLoading: true });
    const flag = parseDobViolation(await storage.getItem(DOB_VIOLATION_KEY));
    const decision = dobFlagOnStart(flag, now());
    if (decision === 'unflag') await storage.removeItem(DOB_VIOLATION_KEY);
    if (decision === 'flagged') {
      this.#set({ isLoading: false, isInitialized: true, isUnderage: true, underage: { appealable: true, ...(flag?.dobViolationDaysLeft === undefined ? {} : { daysLeft: flag.dobViolationDaysLeft }) } });
      return;
    }
    const answer = await api.fields();
    if (!answer.ok) {
      if (this.#underage(answer.error, undefined)) return;
      this.#set({ isLoading: false, failure: answer.error.code });
      return;
    }
    this.#load(answer.value);
  }

  #load(answer: OnboardingFieldsAnswer): void {
    const fields = answer.fields.filter((f) => isFieldName(f.name));
    const known = (f: { name: string }): f is { name: FieldName } => isFieldName(f.name);
    const flags = new Map(fields.filter(known).map((f) => [f.name as FieldName, fieldFlags(f)]));
    const interests = fields.find((f) => f.name === 'userInterests');
    const steps = stepsFor(
      fields.map((f) => ({ name: f.name, required: f.required, editable: f.editable, availableInterests: f.availableInterests?.length ?? 0 })),
      this.deps.features(),
    );
    const initialValues: Partial<Record<FieldName, unknown>> = {};
    const skipped = new Set<string>();
    for (const f of fields) {
      if (f.skipped) skipped.add(f.name);
      else if (f.data !== undefined && f.data !== null) initialValues[f.name as FieldName] = formValue(f.name as FieldName, f.data);
    }
    const photosField = fields.find((f) => f.name === 'photos');
    const photos: PhotoSlot[] = Array.isArray(photosField?.data)
      ? (photosField.data as OnboardingPhoto[]).map((photo) => ({ key: photo.id, status: 'uploaded', progress: 1, photo }))
      : [];
    this.#set((s) => {
      const next: OnboardingState = {
        ...s,
        steps,
        editableFields: [...flags].filter(([, f]) => f.editable).map(([name]) => name),
        requiredFields: [...flags].filter(([, f]) => f.required).map(([name]) => name),
        initialValues,
        values: { ...initialValues, ...s.values },
        photos,
        interests: { choices: interests?.availableInterests ?? [], min: interests?.min ?? 3, max: interests?.max ?? 5 },
        isReactivated: answer.isReactivated,
        hasRedactedEnabled: answer.hasRedactedEnabled,
        isInitialized: true,
        isLoading: false,
      };
      return { ...next, currentStep: steps.find((step) => !stepDone(step, next, skipped)) ?? steps.at(-1) ?? null };
    });
  }

  /** Keeps what the member typed; the field's error stays until the step is sent again. */
  setValue(name: FieldName, value: unknown): void {
    this.#set((s) => ({ values: { ...s.values, [name]: value } }));
  }

  /** Back one step (answers kept). */
  back(): void {
    this.#set((s) => {
      const index = s.currentStep === null ? -1 : s.steps.indexOf(s.currentStep);
      return index > 0 ? { currentStep: s.steps[index - 1]!, failure: undefined } : {};
    });
  }

  /** ONB-08, ONB-09, ONB-10: sends the current step's fields; on success the next step, or the completion after the last. */
  async submitStep(): Promise<void> {
    const s = this.deps.store.state.peek();
    const step = s.currentStep;
    if (step === null || s.isLoading) return;
    const names = STEP_FIELDS[step].filter((name) => s.editableFields.includes(name));
    const values: Partial<Record<FieldName, unknown>> =
      step === 'photos' ? { photos: s.photos.filter((p) => p.status === 'uploaded').map((p) => p.photo!.id) } : s.values;
    const updates = toFieldUpdates(values, names);
    this.#set({ isLoading: true, failure: undefined });
    if (updates.length > 0) {
      const answer = await this.deps.api.update(updates, this.deps.funnelSessionId());
      if (!answer.ok) {
        if (this.#underage(answer.error, typeof values.birthDate === 'string' ? values.birthDate : undefined)) return;
        const listed = detail<Array<{ name: string; code: number }>>(answer.error, 'fields');
        const isFieldError = typeof answer.error.code === 'number' && answer.error.code >= 40000 && answer.error.code < 60000 && answer.error.code !== ErrorCode.CONFLICT;
        if (!isFieldError) {
          this.#set({ isLoading: false, failure: answer.error.code });
          return;
        }
        const errored = fieldErrorsOfAnswer(answer.error.code, listed, updates.map((u) => u.name));
        this.#set((cur) => ({ isLoading: false, erroredFields: errored, currentStep: this.#stepOfErrors(errored, cur.steps) ?? cur.currentStep }));
        return;
      }
    }
    const index = s.steps.indexOf(step);
    const clearedErrors = Object.fromEntries(Object.entries(this.deps.store.state.peek().erroredFields).filter(([name]) => !STEP_FIELDS[step].includes(name as FieldName)));
    if (index < s.steps.length - 1) {
      this.#set({ isLoading: false, erroredFields: clearedErrors, currentStep: s.steps[index + 1]! });
      return;
    }
    this.#set({ erroredFields: clearedErrors });
    await this.complete();
  }

  #stepOfErrors(errored: OnboardingState['erroredFields'], steps: readonly StepName[]): StepName | undefined {
    const current = this.deps.store.state.peek().currentStep;
    const names = Object.keys(errored) as FieldName[];
    if (current !== null && names.some((name) => STEP_FIELDS[current].includes(name))) return current;
    for (const name of names) {
      const step = stepOfField(name, steps);
      if (step) return step;
    }
    return undefined;
  }

  /** BAN-05, BAN-15: an underage answer flags the device and shows the underage screen. */
  #underage(error: AppError, birthDate: string | undefined): boolean {
    if (typeof error.code !== 'number' || !UNDERAGE_CODES.includes(error.code)) return false;
    const ttl = detail<number>(error, 'ttl');
    const flag = flagDevice({ ...(typeof ttl === 'number' ? { ttlSeconds: ttl } : {}), ...(birthDate === undefined ? {} : { birthDate }) }, this.deps.now());
    void this.deps.storage.setItem(DOB_VIOLATION_KEY, JSON.stringify(flag));
    this.#set({
      isLoading: false,
      isUnderage: true,
      underage: { appealable: error.code === ErrorCode.UNDERAGE_BAN_APPEALABLE, ...(flag.dobViolationDaysLeft === undefined ? {} : { daysLeft: flag.dobViolationDaysLeft }) },
    });
    return true;
  }

  /**
   * ONB-11, ONB-12: adds photos (each with the screen's preview) to the queue. The first photo (the main one)
   * uploads at once, with its progress; the others stay on the device and go up after login.
   */
  addPhotos(files: ReadonlyArray<{ readonly file: UploadFile; readonly preview?: string }>): void {
    const added: PhotoSlot[] = files.map(({ file, preview }) => {
      const key = this.deps.ids.next();
      this.#files.set(key, file);
      return { key, status: 'queued', progress: 0, ...(preview === undefined ? {} : { preview }) };
    });
    this.#set((s) => ({ photoNotice: undefined, photos: [...s.photos, ...added] }));
    this.#startMain();
  }

  /** ONB-12: the main photo (first in the queue) is the one onboarding uploads; a queued one starts when it becomes first. */
  #startMain(): void {
    const main = this.deps.store.state.peek().photos[0];
    const file = main && this.#files.get(main.key);
    if (main?.status !== 'queued' || !file) return;
    this.#patchSlot(main.key, { status: 'uploading', progress: 0 });
    this.#upload(main.key, file);
  }

  /** Tries a failed upload again (after the completion, through the member's media service: ONB-12). */
  retryPhoto(key: string): void {
    const file = this.#files.get(key);
    const s = this.deps.store.state.peek();
    const slot = s.photos.find((p) => p.key === key);
    if (!file || slot?.status !== 'failed') return;
    if (s.isCompleted) {
      this.#uploadAfterLogin(key, file);
      return;
    }
    this.#patchSlot(key, { status: 'uploading', progress: 0, error: undefined });
    this.#upload(key, file);
  }

  #upload(key: string, file: UploadFile): void {
    const { api, scheduler } = this.deps;
    const upload = api.uploadPhoto(file, (fraction) => this.#patchSlot(key, { progress: Math.max(0, Math.min(1, fraction)) }));
    this.#cancels.set(key, upload.cancel);
    let timedOut = false;
    this.#timers.set(
      key,
      scheduler.setTimeout(() => {
        // D2 section 4: on timeout the placeholder goes and 'Upload timeout' is reported.
        timedOut = true;
        upload.cancel();
        this.#forget(key);
        this.#set((s) => ({ photos: s.photos.filter((p) => p.key !== key), photoNotice: 'upload-timeout' }));
        this.deps.logger.log('warn', 'Upload timeout', { key });
        this.#startMain();
      }, UPLOAD_TIMEOUT_MS),
    );
    void upload.done.then(async (result) => {
      if (timedOut) {
        // The server finished after the client gave up: that photo is not on the profile the member sees.
        if (result.ok) await api.removePhoto(result.value.id);
        return;
      }
      this.#stopTimer(key);
      this.#cancels.delete(key);
      if (!this.deps.store.state.peek().photos.some((p) => p.key === key)) {
        if (result.ok) await api.removePhoto(result.value.id);
        return;
      }
      if (result.ok) {
        this.#files.delete(key);
        this.#patchSlot(key, { status: 'uploaded', progress: 1, photo: result.value });
        this.#set((s) => ({ erroredFields: Object.fromEntries(Object.entries(s.erroredFields).filter(([name]) => name !== 'photos')) }));
      } else {
        this.#patchSlot(key, { status: 'failed', error: result.error.code });
        if (result.error.code === ErrorCode.PHOTO_INVALID_UPLOAD) this.#set((s) => ({ erroredFields: { ...s.erroredFields, photos: 'photo-upload-invalid' } }));
        else if (!this.#underage(result.error, undefined)) this.deps.logger.log('warn', 'photo upload failed', { code: result.error.code });
      }
    });
  }

  /** Removes a photo (an uploaded one from the server too). */
  async removePhoto(key: string): Promise<void> {
    const slot = this.deps.store.state.peek().photos.find((p) => p.key === key);
    if (!slot) return;
    this.#cancels.get(key)?.();
    this.#forget(key);
    this.#set((s) => ({ photos: s.photos.filter((p) => p.key !== key) }));
    this.#startMain();
    if (slot.photo) await this.deps.api.removePhoto(slot.photo.id);
  }

  /** Moves a photo to another place (drag, or the keyboard); the order is sent with the step. */
  movePhoto(key: string, toIndex: number): void {
    this.#set((s) => {
      const from = s.photos.findIndex((p) => p.key === key);
      if (from < 0) return {};
      const to = Math.max(0, Math.min(s.photos.length - 1, toIndex));
      const photos = [...s.photos];
      const [moved] = photos.splice(from, 1);
      photos.splice(to, 0, moved!);
      return { photos };
    });
    this.#startMain();
  }

  /** ONB-13, ONB-14: completes onboarding; the screen then shows the completion and the member goes in with `enter`. */
  async complete(): Promise<void> {
    this.#set({ isLoading: true, failure: undefined });
    const incentivesData = this.deps.incentivesData?.();
    const answer = await this.deps.api.complete({ funnelSessionId: this.deps.funnelSessionId(), ...(incentivesData === undefined ? {} : { incentivesData }) });
    if (!answer.ok) {
      // ONB-14: loading cleared and the error recorded; an underage answer routes to its screen, a missing
      // field back to its step, anything else is the generic failure.
      if (this.#underage(answer.error, undefined)) return;
      const listed = detail<Array<{ name: string; code: number }>>(answer.error, 'fields') ?? [];
      const first = listed.map((f) => (isFieldName(f.name) ? stepOfField(f.name, this.deps.store.state.peek().steps) : undefined)).find((step) => step !== undefined);
      if (first) {
        this.#set({ isLoading: false, currentStep: first, erroredFields: fieldErrorsOfAnswer(answer.error.code, listed, []) });
        return;
      }
      this.#set({ isLoading: false, failure: answer.error.code });
      return;
    }
    this.#login = answer.value;
    this.#memberToken = answer.value.authToken;
    this.#set({ isLoading: false, isCompleted: true, currentStep: null });
    this.#uploadQueue();
  }

  /**
   * ONB-12: after login the first queued photo is skipped (onboarding uploaded it) and the rest go up, in order, to
   * the end of the member's photos; one that already went up (a main photo before a reorder) is not sent twice.
   * A failed one stays on the completion screen with its retry.
   */
  #uploadQueue(): void {
    for (const slot of photosToUploadAfterLogin(this.deps.store.state.peek().photos)) {
      const file = this.#files.get(slot.key);
      if (slot.status !== 'uploaded' && file) this.#uploadAfterLogin(slot.key, file);
    }
    this.#settleAfterLogin();
  }

  #uploadAfterLogin(key: string, file: UploadFile): void {
    const token = this.#memberToken;
    if (token === null) return;
    this.#patchSlot(key, { status: 'uploading', progress: 0, error: undefined });
    const upload = this.deps.api.uploadMemberPhoto(file, token, (fraction) => this.#patchSlot(key, { progress: Math.max(0, Math.min(1, fraction)) }));
    this.#cancels.set(key, upload.cancel);
    const settled = upload.done.then((result) => {
      this.#cancels.delete(key);
      if (result.ok) {
        this.#files.delete(key);
        this.#patchSlot(key, { status: 'uploaded', progress: 1, photo: result.value });
      } else {
        this.#patchSlot(key, { status: 'failed', error: result.error.code });
        this.deps.logger.log('warn', 'queued photo upload failed', { code: result.error.code });
      }
    });
    this.#afterLogin.add(settled);
    void settled.finally(() => {
      this.#afterLogin.delete(settled);
      this.#settleAfterLogin();
    });
    this.#settleAfterLogin();
  }

  #settleAfterLogin(): void {
    this.#set({ afterLoginUploads: this.#afterLogin.size > 0 ? 'uploading' : 'settled' });
  }

  /** ONB-13: the member goes in from the completion screen (the sign-in is finalised: AUTH-20, then recs). */
  async enter(): Promise<void> {
    const login = this.#login;
    if (login === null) return;
    this.#login = null;
    // ONB-12: the queued photos finish first, so the member's own profile has them all.
    await Promise.all([...this.#afterLogin]);
    this.#memberToken = null;
    await this.deps.finaliseLogin(login);
    this.dispose();
    this.deps.store.reset();
    this.deps.pages?.open();
  }

  /** ONB-15: the newcomer gives up: the account goes, and the session with it. */
  async abandon(): Promise<void> {
    this.#set({ isLoading: true });
    const answer = await this.deps.api.abandon();
    if (!answer.ok) {
      this.#set({ isLoading: false, failure: answer.error.code });
      return;
    }
    this.dispose();
    this.deps.store.reset();
    await this.deps.signOut();
  }

  #patchSlot(key: string, patch: Partial<PhotoSlot>): void {
    this.#set((s) => ({ photos: s.photos.map((p) => (p.key === key ? ({ ...p, ...patch } as PhotoSlot) : p)) }));
  }

  #stopTimer(key: string): void {
    const timer = this.#timers.get(key);
    if (timer !== undefined) this.deps.scheduler.clearTimeout(timer);
    this.#timers.delete(key);
  }

  #forget(key: string): void {
    this.#stopTimer(key);
    this.#cancels.delete(key);
    this.#files.delete(key);
  }

  dispose(): void {
    for (const key of [...this.#timers.keys()]) this.#stopTimer(key);
    for (const cancel of this.#cancels.values()) cancel();
    this.#cancels.clear();
  }
}
