import type { FieldName, ErroredFields, StepName } from './onboarding-fields';
import type { OnboardingPhoto } from './onboarding-api.port';

/**
 * A photo on the photos step: queued (chosen, kept on the device until after login: ONB-12), uploading (with its
 * progress), uploaded, or failed (and retryable).
 */
export interface PhotoSlot {
  /** Stable while the slot lives (the order and the keyboard reorder use it). */
  readonly key: string;
  readonly status: 'queued' | 'uploading' | 'uploaded' | 'failed';
  /** 0..1 of the bytes sent. */
  readonly progress: number;
  readonly photo?: OnboardingPhoto;
  /** What the screen shows before the server's file is there (an object URL, given by the screen). */
  readonly preview?: string;
  /** The failure's code (a server code, or 'ONBOARDING.UPLOAD_FAILED'). */
  readonly error?: string | number;
}

/** The interests step's catalogue. */
export interface InterestChoice {
  readonly id: string;
  readonly name: string;
}

/** BAN-15: why the member sees the underage screen. */
export interface UnderageInfo {
  readonly daysLeft?: number;
  readonly appealable: boolean;
}

/**
 * ONB-02: the onboarding state, with what the screens need beside it (the photos step's slots, the interests
 * catalogue, the outcome of the completion).
 */
export interface OnboardingState {
  readonly consents: ReadonlyArray<{ readonly id: string; readonly checked: boolean }>;
  readonly currentStep: StepName | null;
  readonly editableFields: readonly FieldName[];
  readonly erroredFields: ErroredFields;
  readonly requiredFields: readonly FieldName[];
  readonly initialValues: Readonly<Partial<Record<FieldName, unknown>>>;
  readonly values: Readonly<Partial<Record<FieldName, unknown>>>;
  readonly steps: readonly StepName[];
  /**
   * ONB-12: the photos the member chose, in their order (slot keys); the first (the main photo) goes up during
   * onboarding, the rest after login.
   */
  readonly queuedPhotos: readonly string[];
  readonly isCompleted: boolean;
  readonly isInitialized: boolean;
  readonly isLoading: boolean;
  readonly isReactivated: boolean;
  readonly isUnderage: boolean;
  readonly hasRedactedEnabled: boolean;
  readonly photos: readonly PhotoSlot[];
  readonly interests: { readonly choices: readonly InterestChoice[]; readonly min: number; readonly max: number };
  readonly underage?: UnderageInfo;
  /** ONB-14: the code of a failed init, step or completion that is no field error ('generic modal'). */
  readonly failure?: string | number;
  /** A message about the photos as a whole (e.g. 'Upload timeout'), for a live region. */
  readonly photoNotice?: 'upload-timeout';
  /** ONB-12: the queued photos' upload after login: under way, or settled (some may have failed and wait for a retry). */
  readonly afterLoginUploads?: 'uploading' | 'settled';
}

export const initialOnboardingState = (): OnboardingState => ({
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
