/** South Korea's consent form (PRIV-15..18). */
import { SOUTH_KOREA_CONSENTS, type ConsentCategory } from './consent';

/** PRIV-16: the form's title and the helper shown until both are accepted (message keys; the text is in locales). */
export const SOUTH_KOREA_FORM_TEXT = { title: 'privacy.southKorea.title', helper: 'privacy.southKorea.helper' } as const;

/** The form's two checkboxes. */
export interface SouthKoreaAnswers {
  readonly location: boolean;
  readonly sharing: boolean;
}

/** PRIV-16: Continue is allowed only when both consents are accepted. */
export const southKoreaCanContinue = (answers: SouthKoreaAnswers): boolean => answers.location && answers.sharing;

/** PRIV-17: the key and the value that remember the acceptance on this device. */
export const SOUTH_KOREA_STORAGE_KEY = 'spark.southKoreaConsents';
export const SOUTH_KOREA_ACCEPTED = 'true';

/** PRIV-17: only the exact string "true" counts as accepted. */
export const southKoreaAccepted = (stored: string | null): boolean => stored === SOUTH_KOREA_ACCEPTED;

/** PRIV-18: the regional flag: the geo answer has South Korea's category. */
export const southKoreaFlag = (categories: readonly ConsentCategory[]): boolean => categories.some((c) => c.code === SOUTH_KOREA_CONSENTS.categoryCode);
