/** PRIV-19: terms of service acceptance. */

/** The app settings that say whether new terms need accepting. */
export interface TermsSettings {
  readonly isTermsAcceptanceNeeded: boolean;
  readonly showTerms: boolean;
  readonly termsVersion: string | null;
}

/**
 * PRIV-19: the terms-of-service modal shows for a signed-in member when the settings say acceptance is needed,
 * the terms are shown, there is a version to accept, and this version was not accepted on this device just now.
 */
export const termsModalNeeded = (settings: TermsSettings, signedIn: boolean, acceptedHere: string | null): boolean =>
  signedIn && settings.isTermsAcceptanceNeeded && settings.showTerms && settings.termsVersion !== null && acceptedHere !== settings.termsVersion;
