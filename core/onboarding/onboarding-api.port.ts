import type { UploadFile } from '../api';
import type { AppError, Result } from '../shared';
import type { FieldUpdate } from './onboarding-fields';

/** One field of `GET /v2/onboarding/fields`, in domain words (ONB-01, ONB-04). */
export interface ServerOnboardingField {
  readonly name: string;
  readonly required?: boolean;
  readonly editable?: boolean;
  readonly data?: unknown;
  /** ONB-08: the member skipped it. */
  readonly skipped: boolean;
  /** userInterests: the catalogue and its bounds. */
  readonly availableInterests?: ReadonlyArray<{ readonly id: string; readonly name: string }>;
  readonly min?: number;
  readonly max?: number;
}

/** A photo of the newcomer's profile. */
export interface OnboardingPhoto {
  readonly id: string;
  readonly url: string;
}

export interface OnboardingFieldsAnswer {
  readonly fields: readonly ServerOnboardingField[];
  readonly isReactivated: boolean;
  readonly hasRedactedEnabled: boolean;
}

/** ONB-13: the body of the completion. */
export interface CompleteOnboardingRequest {
  readonly incentivesData?: { readonly promoCode?: string; readonly campaignName?: string };
  readonly refreshToken?: string;
  readonly authAttributionData?: Readonly<Record<string, string>>;
  readonly funnelSessionId: string;
}

/** ONB-13: the login result the completion answers. */
export interface OnboardingLogin {
  readonly authToken: string;
  readonly authTokenTtlMs: number;
  readonly refreshToken?: string;
  readonly userId: string;
}

/** An upload under way: its result, and a way to stop it (the 20 s timeout). */
export interface PhotoUpload {
  readonly done: Promise<Result<OnboardingPhoto, AppError>>;
  cancel(): void;
}

/**
 * What onboarding needs from the provider (ONB-03, ONB-08, ONB-11, ONB-12, ONB-13, ONB-15). Failures carry the server's
 * numeric code and, in `details`, the fields of its error (`fields`, `ttl`, `is_appealable`, `underage_token`).
 */
export interface OnboardingApiPort {
  fields(): Promise<Result<OnboardingFieldsAnswer, AppError>>;
  update(updates: readonly FieldUpdate[], funnelSessionId: string): Promise<Result<OnboardingFieldsAnswer, AppError>>;
  /** ONB-11: one photo as a blob; `onProgress` hears the fraction sent (0..1). */
  uploadPhoto(file: UploadFile, onProgress: (fraction: number) => void): PhotoUpload;
  removePhoto(id: string): Promise<Result<void, AppError>>;
  /**
   * ONB-12: after login, one queued photo joins the member's profile (the media service, with the member's token
   * from the completion's login result), at the end of their photos.
   */
  uploadMemberPhoto(file: UploadFile, authToken: string, onProgress: (fraction: number) => void): PhotoUpload;
  complete(request: CompleteOnboardingRequest): Promise<Result<OnboardingLogin, AppError>>;
  /** ONB-15. */
  abandon(): Promise<Result<void, AppError>>;
}
