/**
 * BAN-11, PL-11: the alerts a member is given at sign-in: a warning, or the account of a ban (its tier), each opening
 * the modal of its type and tier; the member acknowledges it, and may appeal a warning (BAN-13, `POST /v1/appeals`).
 */
import type { ApiFailure } from '../api/api-failure';
import type { ModalRequest } from '../navigation/modal-queue';
import type { Result } from '../shared';
import type { AppealCase } from './appeal-case';
import { statementProblem } from './appeal-case';
import { BAN_MODAL, WARNING_MODAL } from './modal-kinds';

export type AlertType = 'banned' | 'warning';

/** One alert as the server gives it: `{ type, meta: { tier } }` and the policy it is about. */
export interface MemberAlert {
  readonly id: string;
  readonly type: AlertType;
  readonly meta: { readonly tier: string; readonly policy: string | null };
  readonly createdAt: number;
}

export interface AlertsApiPort {
  /** The member's alerts not yet acknowledged, oldest first. */
  alerts(): Promise<Result<readonly MemberAlert[], ApiFailure>>;
  acknowledge(alertId: string): Promise<Result<void, ApiFailure>>;
  /** BAN-13: `POST /v1/appeals`, a signed-in member's appeal of a warning. */
  appealWarning(alertId: string, statement: string): Promise<Result<AppealCase, ApiFailure>>;
}

/** BAN-11: the modal an alert opens: the ban modal for `banned`, the warning modal for `warning`, titled by its tier. */
export const alertModal = (alert: MemberAlert): ModalRequest => ({
  kind: alert.type === 'banned' ? BAN_MODAL : WARNING_MODAL,
  title: alert.meta.tier,
  props: { alertId: alert.id, type: alert.type, tier: alert.meta.tier, policy: alert.meta.policy },
});

export type WarningAppealOutcome = { readonly filed: AppealCase } | { readonly refused: 'too-short' | 'too-long' | 'already-open' | 'failed' };

export interface AlertsDeps {
  readonly api: AlertsApiPort;
  readonly openModal: (modal: ModalRequest) => void;
  readonly closeModal: () => void;
  readonly now: () => number;
  /** BAN-12: when the member saw a ban's "for your information" modal, kept across loads. */
  readonly fyiViewed: (at: number) => void;
}

export class AlertsUseCase {
  constructor(private readonly deps: AlertsDeps) {}

  /** PL-11: opens a modal per alert, in order (a failure to read them shows nothing). */
  async show(): Promise<number> {
    const answer = await this.deps.api.alerts();
    if (!answer.ok) return 0;
    for (const alert of answer.value) this.deps.openModal(alertModal(alert));
    return answer.value.length;
  }

  /** The member read the alert: it is acknowledged on the server and its modal closes (the next one shows). */
  async acknowledge(alertId: string, type: AlertType): Promise<boolean> {
    const answer = await this.deps.api.acknowledge(alertId);
    if (type === 'banned') this.deps.fyiViewed(this.deps.now());
    this.deps.closeModal();
    return answer.ok;
  }

  async appeal(alertId: string, statement: string): Promise<WarningAppealOutcome> {
    const problem = statementProblem(statement);
    if (problem !== null) return { refused: problem };
    const answer = await this.deps.api.appealWarning(alertId, statement.trim());
    if (answer.ok) return { filed: answer.value };
    return { refused: answer.error.kind === 'http' && answer.error.status === 409 ? 'already-open' : 'failed' };
  }
}
