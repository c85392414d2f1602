import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { cardBrandOf, cardReturnRoute, checkCardNumber, expiryValid, formatCardNumber, parseExpiry, PURCHASE } from '../../core/purchase';
import { routeHref, ROUTING } from '../../core/routing';
import { SHARED } from '../../core/shared';
import { Button, TextField } from '../components';
import { errorText, hint } from '../components/styles';
import { useInjection } from '../di/resolver';
import { usePageTitle } from '../hooks/use-page-title';

const page = css`
  display: grid;
  gap: var(--space-3);
  max-width: 480px;
  margin: 0 auto;
  padding: var(--space-4);
  h1 {
    margin: 0;
    font-size: var(--text-2xl);
  }
  h1:focus {
    outline: none;
  }
  p {
    margin: 0;
  }
`;
const form = css`
  display: grid;
  gap: var(--space-3);
  padding: var(--space-4);
  border: 1px solid var(--border);
  border-radius: var(--radius-lg);
  background: var(--raised);
`;
const pair = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: var(--space-2);
  input {
    width: 100%;
    min-width: 0;
    box-sizing: border-box;
  }
`;
const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  > * {
    flex: 1 1 160px;
  }
`;
const alert = css`
  &:empty {
    display: none;
  }
  &:focus {
    outline: 2px solid var(--danger, currentColor);
  }
`;

type FieldErrors = Partial<Record<'number' | 'expiry' | 'cvc' | 'name', string>>;

/**
 * PUR-26 (routes `add-card/{returnPage}`, `update-card/{returnPage}`): a card saved for renewals and claimed offers
 * (`POST /purchase/payment/card`; only its last four digits are kept), then back to the page named by `returnPage`.
 * A refused card says why in an alert that takes the focus; every field is kept as typed.
 */
export default function CardScreen() {
  useSignals();
  const intl = useIntl();
  const route = useInjection(ROUTING.Store).match.value;
  const navigation = useInjection(ROUTING.Navigation);
  const subscription = useInjection(PURCHASE.Subscription);
  const clock = useInjection(SHARED.Clock);
  const updating = route.name === 'updateCard';
  const returnPage = route.name === 'notFound' ? undefined : (route.params as Readonly<Record<string, string | undefined>>)['returnPage'];
  const back = routeHref(cardReturnRoute(returnPage));
  const title = intl.formatMessage({ id: updating ? 'card.update.title' : 'card.add.title' });
  usePageTitle(title);

  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const brand = cardBrandOf(number);

  useEffect(() => {
    if (failed) errorRef.current?.focus();
  }, [failed]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: FieldErrors = {};
    const checked = checkCardNumber(number);
    if (!checked.ok) found.number = intl.formatMessage({ id: checked.reason === 'unsupported_brand' ? 'checkout.error.brand' : 'checkout.error.number' });
    const exp = parseExpiry(expiry);
    if (exp === null) found.expiry = intl.formatMessage({ id: 'checkout.field.expiryError' });
    else if (!expiryValid(exp, clock.now())) found.expiry = intl.formatMessage({ id: 'checkout.error.expired' });
    if (!/^\d{3,4}$/.test(cvc)) found.cvc = intl.formatMessage({ id: 'checkout.field.cvcError' });
    if (name.trim() === '') found.name = intl.formatMessage({ id: 'checkout.field.nameError' });
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first !== undefined || exp === null) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${first ?? 'expiry'}"]`)?.focus();
      return;
    }
    setBusy(true);
    setFailed(false);
    const saved = await subscription.saveCard({ number, expMonth: exp.month, expYear: exp.year, cvc, holderName: name.trim(), zip: '' }, updating);
    setBusy(false);
    if (saved.ok) navigation.navigate(back);
    else setFailed(true);
  };

  return (
    <div className={page}>
      <h1 id="screen-title" tabIndex={-1}>
        {title}
      </h1>
      <p className={hint}>
        <FormattedMessage id="card.hint" />
      </p>
      <form className={form} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="screen-title">
        <p ref={errorRef} className={`${alert} ${errorText}`} role="alert" tabIndex={-1}>
          {failed ? intl.formatMessage({ id: 'card.error' }) : ''}
        </p>
        <TextField
          name="number"
          label={intl.formatMessage({ id: 'checkout.field.number' })}
          hint={brand === null ? intl.formatMessage({ id: 'checkout.field.numberHint' }) : intl.formatMessage({ id: 'checkout.field.brand' }, { brand: intl.formatMessage({ id: `checkout.brand.${brand}` }) })}
          error={errors.number}
          value={number}
          onChange={(e) => setNumber(formatCardNumber(e.target.value))}
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={23}
        />
        <div className={pair}>
          <TextField name="expiry" label={intl.formatMessage({ id: 'checkout.field.expiry' })} placeholder="MM/YY" error={errors.expiry} value={expiry} onChange={(e) => setExpiry(e.target.value)} autoComplete="cc-exp" inputMode="numeric" maxLength={7} />
          <TextField name="cvc" label={intl.formatMessage({ id: 'checkout.field.cvc' })} error={errors.cvc} value={cvc} onChange={(e) => setCvc(e.target.value.replace(/\D/g, ''))} autoComplete="cc-csc" inputMode="numeric" maxLength={4} />
        </div>
        <TextField name="name" label={intl.formatMessage({ id: 'checkout.field.name' })} error={errors.name} value={name} onChange={(e) => setName(e.target.value)} autoComplete="cc-name" />
        <div className={actions}>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            <FormattedMessage id={busy ? 'card.saving' : 'card.save'} />
          </Button>
          <Button type="button" variant="secondary" onClick={() => navigation.navigate(back)}>
            <FormattedMessage id="card.cancel" />
          </Button>
        </div>
      </form>
    </div>
  );
}
