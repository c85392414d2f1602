import type { UploadFile } from '../../api';
import { appError, err, ok, type AppError, type Result } from '../../shared';
import type { CompleteOnboardingRequest, OnboardingApiPort, OnboardingFieldsAnswer, OnboardingLogin, OnboardingPhoto, PhotoUpload, ServerOnboardingField } from '../onboarding-api.port';
import type { FieldUpdate } from '../onboarding-fields';

/** A field of the fake's list: the server's flags and answer. */
type FakeField = { name: string; required?: boolean; editable?: boolean; data?: unknown; skipped?: boolean; availableInterests?: Array<{ id: string; name: string }> };

/** The reference server's fields, as the fake starts with them. */
export const referenceFields = (): FakeField[] => [
  { name: 'name', required: true, editable: true },
  { name: 'birthDate', required: true, editable: true },
  { name: 'gender', required: true, editable: true },
  { name: 'customGender', required: false, editable: true },
  { name: 'showGenderOnProfile', required: false, editable: true },
  { name: 'sexualOrientations', required: false, editable: false },
  { name: 'interestedInGender', required: true, editable: true },
  { name: 'relationshipIntent', required: false, editable: false },
  { name: 'userInterests', required: false, editable: true, availableInterests: [1, 2, 3, 4, 5, 6].map((n) => ({ id: `it_${n}`, name: `Interest ${n}` })) },
  { name: 'photos', required: true, editable: true, data: [] },
  { name: 'email', required: false, editable: true },
  { name: 'allowEmailMarketing', required: false, editable: true },
  { name: 'consents', required: false, editable: false },
];

interface PendingUpload {
  readonly file: UploadFile;
  progress(fraction: number): void;
  resolve(result: Result<OnboardingPhoto, AppError>): void;
  cancelled: boolean;
  /** Whether the test settled it (finished or failed). */
  settled: boolean;
}

/**
 * An in-memory onboarding API. Answers are stored per field; `refuse` makes the next update fail with a code
 * (and the server's `fields` list); uploads stay pending until the test settles them (`finishUpload`,
 * `failUpload`), so progress and timeouts can be driven.
 */
export class FakeOnboardingApi implements OnboardingApiPort {
  fieldsList: FakeField[] = referenceFields();
  readonly updates: Array<{ updates: readonly FieldUpdate[]; funnelSessionId: string }> = [];
  readonly uploads: PendingUpload[] = [];
  readonly removed: string[] = [];
  /** ONB-12: the uploads after login, with the member's token each was sent with. */
  readonly memberUploads: Array<PendingUpload & { readonly authToken: string }> = [];
  /** The member's photos added after login, in order. */
  readonly memberPhotos: OnboardingPhoto[] = [];
  readonly completions: CompleteOnboardingRequest[] = [];
  next: AppError | null = null;
  completeFailure: AppError | null = null;
  abandoned = false;
  #photos = 0;

  #answer(): OnboardingFieldsAnswer {
    return {
      fields: this.fieldsList.map((f): ServerOnboardingField => ({ ...f, skipped: f.skipped === true }) as ServerOnboardingField),
      isReactivated: false,
      hasRedactedEnabled: false,
    };
  }

  /** The next update (or fields read) fails with this code and details. */
  refuse(code: number, details?: Record<string, unknown>): void {
    this.next = appError(code, 'refused', details);
  }

  async fields(): Promise<Result<OnboardingFieldsAnswer, AppError>> {
    return ok(this.#answer());
  }

  async update(updates: readonly FieldUpdate[], funnelSessionId: string): Promise<Result<OnboardingFieldsAnswer, AppError>> {
    this.updates.push({ updates, funnelSessionId });
    if (this.next) {
      const failure = this.next;
      this.next = null;
      return err(failure);
    }
    for (const update of updates) {
      const field = this.fieldsList.find((f) => f.name === update.name);
      if (!field) continue;
      if ('meta' in update) {
        delete field.data;
        field.skipped = true;
      } else if (update.name !== 'photos') {
        field.data = update.data;
        field.skipped = false;
      }
    }
    return ok(this.#answer());
  }

  uploadPhoto(file: UploadFile, onProgress: (fraction: number) => void): PhotoUpload {
    let resolve!: (result: Result<OnboardingPhoto, AppError>) => void;
    const done = new Promise<Result<OnboardingPhoto, AppError>>((r) => (resolve = r));
    const pending: PendingUpload = { file, progress: onProgress, resolve, cancelled: false, settled: false };
    this.uploads.push(pending);
    return { done, cancel: () => (pending.cancelled = true) };
  }

  /** Settles the upload at `index` with a photo (and lists it in the photos field). */
  finishUpload(index: number): OnboardingPhoto {
    this.#photos += 1;
    const photo = { id: `photo-${this.#photos}`, url: `/media/photo-${this.#photos}.webp` };
    const photos = this.fieldsList.find((f) => f.name === 'photos')!;
    photos.data = [...((photos.data as OnboardingPhoto[]) ?? []), photo];
    this.uploads[index]!.settled = true;
    this.uploads[index]!.progress(1);
    this.uploads[index]!.resolve(ok(photo));
    return photo;
  }

  failUpload(index: number, code: number | string = 50020): void {
    this.uploads[index]!.settled = true;
    this.uploads[index]!.resolve(err(appError(code, 'upload failed')));
  }

  uploadMemberPhoto(file: UploadFile, authToken: string, onProgress: (fraction: number) => void): PhotoUpload {
    let resolve!: (result: Result<OnboardingPhoto, AppError>) => void;
    const done = new Promise<Result<OnboardingPhoto, AppError>>((r) => (resolve = r));
    const pending = { file, authToken, progress: onProgress, resolve, cancelled: false, settled: false };
    this.memberUploads.push(pending);
    return { done, cancel: () => (pending.cancelled = true) };
  }

  /** Settles the upload after login at `index` with a photo at the end of the member's photos. */
  finishMemberUpload(index: number): OnboardingPhoto {
    this.#photos += 1;
    const photo = { id: `photo-${this.#photos}`, url: `/media/photo-${this.#photos}.webp` };
    this.memberPhotos.push(photo);
    this.memberUploads[index]!.settled = true;
    this.memberUploads[index]!.progress(1);
    this.memberUploads[index]!.resolve(ok(photo));
    return photo;
  }

  failMemberUpload(index: number, code: number | string = 'API.NETWORK'): void {
    this.memberUploads[index]!.settled = true;
    this.memberUploads[index]!.resolve(err(appError(code, 'upload failed')));
  }

  async removePhoto(id: string): Promise<Result<void, AppError>> {
    this.removed.push(id);
    const photos = this.fieldsList.find((f) => f.name === 'photos')!;
    photos.data = ((photos.data as OnboardingPhoto[]) ?? []).filter((p) => p.id !== id);
    return ok(undefined);
  }

  async complete(request: CompleteOnboardingRequest): Promise<Result<OnboardingLogin, AppError>> {
    this.completions.push(request);
    if (this.completeFailure) return err(this.completeFailure);
    return ok({ authToken: 'member-token', authTokenTtlMs: 1_800_000, userId: 'newcomer-1' });
  }

  async abandon(): Promise<Result<void, AppError>> {
    this.abandoned = true;
    return ok(undefined);
  }
}
