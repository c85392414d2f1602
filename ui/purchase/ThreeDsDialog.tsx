import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ThreeDsChallenge } from '../../core/purchase';
import { Button, Dialog, TextField } from '../components';
import { hint } from '../components/styles';
import { formatMoney } from './money';

/**
 * PUR-22: the card issuer's 3-D Secure challenge, in a dialog: who asks, for what amount, on which card, and the
 * one-time code field. Closing it cancels the payment (nothing is charged).
 */
export function ThreeDsDialog({
  challenge,
  busy,
  onAnswer,
  onClose,
}: {
  challenge: ThreeDsChallenge;
  busy: boolean;
  onAnswer: (code: string) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const [error, setError] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{4,8}$/.test(code.trim())) {
      setError(true);
      return;
    }
    setError(false);
    onAnswer(code.trim());
  };
  return (
    <Dialog labelledBy="three-ds-title" describedBy="three-ds-body" onClose={onClose} size="sm">
      <h2 id="three-ds-title">
        <FormattedMessage id="checkout.threeDs.title" values={{ issuer: challenge.issuer }} />
      </h2>
      <p id="three-ds-body" className={hint}>
        <FormattedMessage
          id="checkout.threeDs.body"
          values={{ merchant: challenge.merchant, amount: formatMoney(intl, challenge.amount, challenge.currency), brand: intl.formatMessage({ id: `checkout.brand.${challenge.brand}` }), last4: challenge.lastFour }}
        />
      </p>
      <form onSubmit={submit} noValidate>
        <TextField
          label={intl.formatMessage({ id: 'checkout.threeDs.code' })}
          hint={intl.formatMessage({ id: 'checkout.threeDs.codeHint' })}
          error={error ? intl.formatMessage({ id: 'checkout.threeDs.codeError' }) : undefined}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          data-autofocus
        />
        <Button type="submit" wide disabled={busy} aria-busy={busy}>
          <FormattedMessage id={busy ? 'checkout.threeDs.verifying' : 'checkout.threeDs.submit'} />
        </Button>
      </form>
    </Dialog>
  );
}
