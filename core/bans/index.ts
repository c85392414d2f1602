/**
 * core/bans — bans and appeals (BAN items).
 * Owns: reading a ban from any failed call (BAN-01, BAN-05, BAN-06), where it sends the member (BAN-03), its warden
 * screen (BAN-04), the selfie challenge (BAN-07), alerts and their modals (BAN-11), keeping the appeal token in memory
 * and signing out on this device (BAN-02), the appeals center's state and a new appeal (BAN-13, BAN-14).
 * Needs: AppealsApiPort, BanCaptchaPort (the captcha of the appeal and the ban challenge, BAN-13), a sign-out to a place, the custom ban screen's switch. Exposes: the store, the use-cases,
 * the rules and their tokens.
 */
import { token } from '../shared';
import type { AppealsApiPort } from './appeals-api.port';
import type { AppealsUseCase, BanChallengeUseCase } from './appeals.use-case';
import type { BanCaptchaPort } from './ban-captcha';
import type { BansStore } from './bans.store';
import type { HandleBanUseCase } from './handle-ban.use-case';
import type { AlertsApiPort, AlertsUseCase } from './alerts';
import type { SelfieChallengeApiPort, SelfieChallengeUseCase } from './selfie-challenge';

export { appealableOf, isUnderageCode, readBan, wardenBanOf, wardenTierOf, type BanPayload } from './ban';
export { isBanAnswer } from './ban-answer';
export { BAN_NAMES, dispatchBan, type BanDispatch } from './dispatch';
export { AlertsUseCase, alertModal, type AlertsApiPort, type AlertsDeps, type AlertType, type MemberAlert, type WarningAppealOutcome } from './alerts';
export { SELFIE_TYPES, SelfieChallengeUseCase, type SelfieChallengeApiPort, type SelfieOutcome, type SelfiePhoto } from './selfie-challenge';
export { APPEAL_STATEMENT_LENGTH, statementProblem, type AppealCase, type BanSummary, type StatementProblem } from './appeal-case';
export type { AppealsApiPort } from './appeals-api.port';
export { BansStore, type AppealsState, type HeardBan, type SelfieChallenge } from './bans.store';
export { BAN_MODAL, HandleBanUseCase, WARNING_MODAL, type HandleBanDeps } from './handle-ban.use-case';
export { AppealsUseCase, BanChallengeUseCase, type AppealOutcome, type AppealRefusal, type ChallengeOutcome } from './appeals.use-case';
export { captchaChallengeOf, withCaptcha, type BanCaptchaChallenge, type BanCaptchaPort, type CaptchaFailed, type CaptchaProof, type Guarded } from './ban-captcha';

export const BANS = {
  Api: token<AppealsApiPort>('bans.Api'),
  Store: token<BansStore>('bans.Store'),
  Handle: token<HandleBanUseCase>('bans.Handle'),
  Appeals: token<AppealsUseCase>('bans.Appeals'),
  AlertsApi: token<AlertsApiPort>('bans.AlertsApi'),
  Alerts: token<AlertsUseCase>('bans.Alerts'),
  SelfieApi: token<SelfieChallengeApiPort>('bans.SelfieApi'),
  Selfie: token<SelfieChallengeUseCase>('bans.Selfie'),
  /** BAN-13: the device's captcha for the appeal and the ban challenge. */
  Captcha: token<BanCaptchaPort>('bans.Captcha'),
  Challenge: token<BanChallengeUseCase>('bans.Challenge'),
} as const;
