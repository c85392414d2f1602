import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isTierProduct, PURCHASE } from '../../core/purchase';
import { Button, Dialog, TextField } from '../components';
import { errorText, hint } from '../components/styles';
import { useInjection } from '../di/resolver';
import { checkoutErrorMessage } from './money';

const stack = css`
  display: grid;
  gap: var(--space-3);
  h2:focus,
  h3:focus {
    outline: none;
  }
`;
const provider = css`
  display: grid;
  gap: var(--space-3);
  padding: var(--space-3);
  border: 1px solid var(--border);
  border-radius: var(--radius-lg);
  background: var(--surface);
  h3 {
    margin: 0;
    font-size: var(--text-lg);
  }
`;
const row = css`
  display: flex;
  align-items: center;
  gap: var(--space-2);
`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * PUR-35 "alternate payments", PUR-30: paying with PayPal. The choice (the saved account, or another one, and the
 * zip the tax is read from), then the provider's approval step in this dialog (as the 3-D Secure challenge is
 * shown: the member approves with their PayPal account or cancels), then the outcome. Opened with `purpose` save
 * (the subscription settings), it only saves the approved account. Closing it while the approval waits cancels
 * the approval: nothing is charged.
 */
export function AlternatePaymentDialog({
  amount,
  initialZip,
  onZip,
  returnFocusTo,
}: {
  amount: string;
  initialZip: string;
  /** PUR-23: the zip typed here quotes the tax of the amount shown. */
  onZip?: (zip: string) => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  useSignals();
  const intl = useIntl();
  const flow = useInjection(PURCHASE.AlternatePayment);
  const store = useInjection(PURCHASE.Store);
  const state = flow.state.value;
  const step = state.step;
  const saving = state.purpose === 'save';
  const [zip, setZip] = useState(initialZip);
  const [zipError, setZipError] = useState(false);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState(false);
  const [save, setSave] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  // Attention follows the step: the field to fill takes the focus, otherwise the step's heading.
  useEffect(() => {
    const field = bodyRef.current?.querySelector<HTMLElement>('[data-autofocus]');
    (field ?? headingRef.current)?.focus();
  }, [step.kind]);
  useEffect(() => {
    if (/^\d{5}$/.test(initialZip)) onZip?.(initialZip);
  }, [initialZip, onZip]);

  if (step.kind === 'closed') return null;

  const close = () => {
    if (step.kind === 'awaitingApproval') void flow.cancel().then(() => flow.close());
    else flow.close();
  };
  const zipOk = () => {
    const ok = saving || /^\d{5}$/.test(zip);
    setZipError(!ok);
    return ok;
  };
  const start = (event: FormEvent) => {
    event.preventDefault();
    if (zipOk()) void flow.startApproval();
  };
  const approve = (event: FormEvent) => {
    event.preventDefault();
    const ok = EMAIL.test(email.trim());
    setEmailError(!ok);
    if (ok) void flow.approve(email.trim(), zip, save);
  };
  const tierName = (tier: string) => intl.formatMessage({ id: `discovery.tier.${tier}` });

  let body;
  switch (step.kind) {
    case 'choosing':
      body = (
        <form className={stack} onSubmit={start} noValidate>
          <h2 id="alt-pay-title" ref={headingRef} tabIndex={-1}>
            <FormattedMessage id={saving ? 'paypal.save.title' : 'paypal.title'} />
          </h2>
          <p id="alt-pay-body" className={hint}>
            {saving ? <FormattedMessage id="paypal.save.body" /> : <FormattedMessage id="paypal.body" values={{ amount }} />}
          </p>
          {saving ? null : (
            <TextField
              name="paypal-zip"
              label={intl.formatMessage({ id: 'checkout.field.zip' })}
              hint={intl.formatMessage({ id: 'checkout.field.zipHint' })}
              error={zipError ? intl.formatMessage({ id: 'checkout.field.zipError' }) : undefined}
              value={zip}
              onChange={(e) => {
                const value = e.target.value.replace(/\D/g, '').slice(0, 5);
                setZip(value);
                onZip?.(value);
              }}
              autoComplete="postal-code"
              inputMode="numeric"
              data-autofocus
            />
          )}
          {!saving && state.saved !== null ? (
            <Button
              wide
              size="lg"
              onClick={() => {
                if (zipOk()) void flow.paySaved(zip);
              }}
            >
              <FormattedMessage id="paypal.paySaved" values={{ amount, email: state.saved.emailMasked }} />
            </Button>
          ) : null}
          {saving ? null : (
            <label className={row}>
              <input type="checkbox" checked={save} onChange={(e) => setSave(e.target.checked)} />
              <FormattedMessage id="paypal.saveAccount" />
            </label>
          )}
          <Button type="submit" wide size="lg" variant={!saving && state.saved !== null ? 'secondary' : undefined} data-autofocus={saving ? true : undefined}>
            <FormattedMessage id={!saving && state.saved !== null ? 'paypal.another' : 'paypal.continue'} />
          </Button>
        </form>
      );
      break;
    case 'opening':
    case 'charging':
      body = (
        <div className={stack} role="status" aria-busy="true">
          <h2 id="alt-pay-title" ref={headingRef} tabIndex={-1}>
            <FormattedMessage id={step.kind === 'opening' ? 'paypal.opening' : 'paypal.charging'} />
          </h2>
        </div>
      );
      break;
    case 'awaitingApproval':
      body = (
        <form className={stack} onSubmit={approve} noValidate>
          <h2 id="alt-pay-title" ref={headingRef} tabIndex={-1}>
            <FormattedMessage id="paypal.approval.title" />
          </h2>
          {/* The provider's approval step, as the provider shows it: who asks, for what, with which account. */}
          <section className={provider} aria-labelledby="alt-pay-provider">
            <h3 id="alt-pay-provider">
              <FormattedMessage id="paypal.approval.provider" />
            </h3>
            <p id="alt-pay-body" className={hint}>
              {saving ? (
                <FormattedMessage id="paypal.approval.saveBody" values={{ merchant: step.session.merchant }} />
              ) : (
                <FormattedMessage id="paypal.approval.body" values={{ merchant: step.session.merchant, amount }} />
              )}
            </p>
            <TextField
              name="paypal-email"
              type="email"
              label={intl.formatMessage({ id: 'paypal.approval.email' })}
              hint={intl.formatMessage({ id: 'paypal.approval.emailHint' })}
              error={emailError ? intl.formatMessage({ id: 'paypal.approval.emailError' }) : undefined}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              autoComplete="email"
              data-autofocus
            />
            <Button type="submit" wide size="lg" disabled={step.approving} aria-busy={step.approving}>
              <FormattedMessage id={saving ? 'paypal.approval.approveSave' : 'paypal.approval.approve'} values={{ amount }} />
            </Button>
            <Button variant="secondary" wide disabled={step.approving} onClick={() => void flow.cancel()}>
              <FormattedMessage id="paypal.approval.cancel" />
            </Button>
          </section>
        </form>
      );
      break;
    case 'done':
      body = (
        <div className={stack}>
          <h2 id="alt-pay-title" ref={headingRef} tabIndex={-1}>
            {step.receipt === null ? (
              <FormattedMessage id="paypal.saved.title" />
            ) : isTierProduct(step.receipt.productType) ? (
              <FormattedMessage id="checkout.success.title" values={{ tier: tierName(step.receipt.productType) }} />
            ) : (
              <FormattedMessage id="paypal.done.title" />
            )}
          </h2>
          <p id="alt-pay-body" role="status" className={hint}>
            {step.receipt === null ? (
              <FormattedMessage id="paypal.saved.body" values={{ email: state.saved?.emailMasked ?? '' }} />
            ) : (
              <FormattedMessage id="paypal.done.body" values={{ amount: intl.formatNumber(step.receipt.finalPrice / 100, { style: 'currency', currency: step.receipt.currency }) }} />
            )}
          </p>
          <Button wide onClick={() => flow.close()}>
            <FormattedMessage id="paypal.done.continue" />
          </Button>
        </div>
      );
      break;
    case 'failed':
    case 'cancelled':
      body = (
        <div className={stack}>
          <h2 id="alt-pay-title" ref={headingRef} tabIndex={-1}>
            <FormattedMessage id={step.kind === 'cancelled' ? 'paypal.cancelled.title' : 'paypal.failed.title'} />
          </h2>
          <p id="alt-pay-body" role="alert" className={step.kind === 'failed' ? errorText : hint}>
            {step.kind === 'cancelled' ? <FormattedMessage id="paypal.cancelled.body" /> : intl.formatMessage({ id: checkoutErrorMessage(step.error.code) })}
          </p>
          <Button
            wide
            onClick={() => {
              if (step.kind === 'failed' && step.retryable) void flow.retry();
              else if (saving || store.state.value.cart !== null) void flow.startApproval();
            }}
          >
            <FormattedMessage id="paypal.tryAgain" />
          </Button>
          <Button variant="secondary" wide onClick={() => flow.close()}>
            <FormattedMessage id="paypal.close" />
          </Button>
        </div>
      );
      break;
  }

  return (
    <Dialog labelledBy="alt-pay-title" describedBy="alt-pay-body" onClose={close} size="sm" {...(returnFocusTo ? { returnFocusTo } : {})}>
      <div ref={bodyRef}>{body}</div>
    </Dialog>
  );
}
