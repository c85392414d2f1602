import { css } from '@linaria/core';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DEVICE_FLAGGED_MODAL } from '../../core/auth';
import { BANS, type AlertType } from '../../core/bans';
import { WARNING_MODAL } from '../../core/bans/modal-kinds';
import { NAVIGATION, type ModalRequest } from '../../core/navigation';
import { Button, Dialog, FeatureGate } from '../components';
import { hint } from '../components/styles';
import { useInjection } from '../di/resolver';
import { useAfterRender } from '../hooks/use-after-render';
import { AppealStatementForm } from './AppealStatementForm';

const actions = css`
  display: grid;
  gap: var(--space-2);
`;
const statusNote = css`
  margin: 0;
  font-weight: 600;
  &:focus {
    outline: none;
  }
`;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The name of a tier in words (warden and warning tiers); an unknown tier reads as a plain ban or warning. */
const useTierName = () => {
  const intl = useIntl();
  return (tier: string) => intl.formatMessage({ id: `banModal.tier.${tier}`, defaultMessage: intl.formatMessage({ id: 'banModal.tier.banned' }) });
};

/** BAN-08: the device gave an under-18 birth date; sign-in is closed to it until the 18th birthday. */
function DeviceFlaggedModal() {
  const modals = useInjection(NAVIGATION.Modals);
  return (
    <Dialog labelledBy="device-flagged-title" describedBy="device-flagged-body" onClose={() => modals.close()}>
      <h2 id="device-flagged-title">
        <FormattedMessage id="deviceFlagged.title" />
      </h2>
      <p id="device-flagged-body" className={hint}>
        <FormattedMessage id="deviceFlagged.body" />
      </p>
      <Button variant="primary" wide data-autofocus onClick={() => modals.close()}>
        <FormattedMessage id="deviceFlagged.ok" />
      </Button>
    </Dialog>
  );
}

/** BAN-03: an underage or temporary ban heard by a call: what happened, in words. */
function BanNoticeModal({ modal }: { modal: ModalRequest }) {
  const modals = useInjection(NAVIGATION.Modals);
  const policy = text(modal.props?.['policy']);
  const tier = text(modal.props?.['tier']) ?? 'ban';
  return (
    <Dialog labelledBy="ban-notice-title" describedBy="ban-notice-body" onClose={() => modals.close()}>
      <h2 id="ban-notice-title">
        <FormattedMessage id={tier === 'underage' ? 'banModal.underage.title' : 'banModal.temporary.title'} />
      </h2>
      <p id="ban-notice-body" className={hint}>
        <FormattedMessage id={tier === 'underage' ? 'banModal.underage.body' : 'banModal.temporary.body'} />
        {policy ? (
          <>
            {' '}
            <FormattedMessage id="warden.policy" values={{ policy }} />
          </>
        ) : null}
      </p>
      <Button variant="primary" wide data-autofocus onClick={() => modals.close()}>
        <FormattedMessage id="deviceFlagged.ok" />
      </Button>
    </Dialog>
  );
}

/** BAN-13: the appeal of a warning, inside its modal. */
function WarningAppealForm({ alertId, onFiled }: { alertId: string; onFiled: () => void }) {
  const alerts = useInjection(BANS.Alerts);
  return <AppealStatementForm file={(statement) => alerts.appeal(alertId, statement)} onFiled={onFiled} className={actions} rows={4} submitVariant="secondary" focusOnOpen />;
}

/**
 * BAN-11, PL-11: an alert's modal: a warning (its tier, the policy, a way to appeal it, BAN-13) or the account of a
 * ban that was lifted (BAN-12: when it was seen is kept). Reading it ("I understand", Escape, the close button)
 * acknowledges it; the next alert then shows.
 */
function AlertModal({ modal }: { modal: ModalRequest }) {
  const alerts = useInjection(BANS.Alerts);
  const tierName = useTierName();
  const alertId = text(modal.props?.['alertId']) ?? '';
  const type: AlertType = modal.kind === WARNING_MODAL ? 'warning' : 'banned';
  const tier = text(modal.props?.['tier']) ?? type;
  const policy = text(modal.props?.['policy']) ?? '';
  const [appealing, setAppealing] = useState(false);
  const [filed, setFiled] = useState(false);
  const note = useRef<HTMLParagraphElement>(null);
  const afterRender = useAfterRender();
  const acknowledge = () => void alerts.acknowledge(alertId, type);
  const titleId = `alert-${alertId}-title`;
  const bodyId = `alert-${alertId}-body`;
  return (
    <Dialog labelledBy={titleId} describedBy={bodyId} onClose={acknowledge}>
      <h2 id={titleId}>
        <FormattedMessage id={type === 'warning' ? (tier === 'finalWarning' ? 'warningModal.final.title' : 'warningModal.title') : 'banAlert.title'} />
      </h2>
      <p id={bodyId} className={hint}>
        <FormattedMessage id={type === 'warning' ? 'warningModal.body' : 'banAlert.body'} values={{ policy, tier: tierName(tier) }} />
      </p>
      <div className={actions}>
        <Button variant="primary" wide data-autofocus={appealing ? undefined : true} onClick={acknowledge}>
          <FormattedMessage id="warningModal.acknowledge" />
        </Button>
        {type === 'warning' && !appealing && !filed ? (
          <Button variant="ghost" wide onClick={() => setAppealing(true)}>
            <FormattedMessage id="warningModal.appeal" />
          </Button>
        ) : null}
        {appealing && !filed ? (
          <WarningAppealForm
            alertId={alertId}
            onFiled={() => {
              setFiled(true);
              afterRender(() => note.current?.focus());
            }}
          />
        ) : null}
        <p ref={note} role="status" tabIndex={-1} className={statusNote}>
          {filed ? <FormattedMessage id="warningModal.appealSent" /> : null}
        </p>
      </div>
    </Dialog>
  );
}

/** The shell's ban and warning modals (BAN-14), for the modal at the front of the queue. */
export default function BanModals({ modal }: { modal: ModalRequest }) {
  if (modal.kind === DEVICE_FLAGGED_MODAL) return <DeviceFlaggedModal />;
  const isAlert = text(modal.props?.['alertId']) !== null;
  return (
    <FeatureGate feature="bans" loading={null}>
      {isAlert ? <AlertModal key={text(modal.props?.['alertId'])} modal={modal} /> : <BanNoticeModal modal={modal} />}
    </FeatureGate>
  );
}
