import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { cardReturnRoute, parseExpiry, PURCHASE } from '../../core/purchase';
import { routeHref, ROUTING } from '../../core/routing';
import { SHARED } from '../../core/shared';
import { Button } from '../components';
import { errorText, hint } from '../components/styles';
import { useInjection } from '../di/resolver';
import { CardFields, checkCardInput, type CardInput } from './CardFields';
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
  const setCard = (card: CardInput) => {
    setNumber(card.number);
    setExpiry(card.expiry);
    setCvc(card.cvc);
    setName(card.name);
  };
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const errorRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (failed) errorRef.current?.focus();
  }, [failed]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: FieldErrors = checkCardInput(intl, { number, expiry, cvc, name }, clock.now());
    const exp = parseExpiry(expiry);
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
        <CardFields card={{ number, expiry, cvc, name }} errors={errors} onChange={setCard} />
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
