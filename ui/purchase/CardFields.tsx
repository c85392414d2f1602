import { css } from '@linaria/core';
import { useIntl, type IntlShape } from 'react-intl';
import { cardBrandOf, checkCardNumber, cpfValid, expiryValid, formatCardNumber, parseExpiry } from '../../core/purchase';
import { TextField } from '../components';

const pair = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  input {
    width: 100%;
    min-width: 0;
    box-sizing: border-box;
  }
  gap: var(--space-2);
`;

/** What a member types for a card (PUR-18's form data, less the zip the checkout adds); the CPF when it is asked (PUR-24). */
export interface CardInput {
  readonly number: string;
  readonly expiry: string;
  readonly cvc: string;
  readonly name: string;
  readonly cpf?: string;
}
export type CardFieldErrors = Partial<Record<keyof CardInput, string>>;

/**
 * The card's fields, each with a sentence a person understands when it is wrong (checkout and card pages alike);
 * PUR-24: with `requireCpf` (`billing_info.require_brazil_cpf`) the CPF is required and must pass its check digits.
 */
export function checkCardInput(intl: IntlShape, card: CardInput, now: number, requireCpf = false): CardFieldErrors {
  const found: CardFieldErrors = {};
  const checked = checkCardNumber(card.number);
  if (!checked.ok) found.number = intl.formatMessage({ id: checked.reason === 'unsupported_brand' ? 'checkout.error.brand' : 'checkout.error.number' });
  const exp = parseExpiry(card.expiry);
  if (exp === null) found.expiry = intl.formatMessage({ id: 'checkout.field.expiryError' });
  else if (!expiryValid(exp, now)) found.expiry = intl.formatMessage({ id: 'checkout.error.expired' });
  if (!/^\d{3,4}$/.test(card.cvc)) found.cvc = intl.formatMessage({ id: 'checkout.field.cvcError' });
  if (card.name.trim() === '') found.name = intl.formatMessage({ id: 'checkout.field.nameError' });
  if (requireCpf && !cpfValid(card.cpf ?? '')) found.cpf = intl.formatMessage({ id: 'checkout.field.cpfError' });
  return found;
}

/** The card number (its brand named as it is typed), expiry, CVC and the holder's name; the CPF when it is required (PUR-24). */
export function CardFields({
  card,
  errors,
  onChange,
  requireCpf = false,
}: {
  readonly card: CardInput;
  readonly errors: CardFieldErrors;
  readonly onChange: (card: CardInput) => void;
  readonly requireCpf?: boolean;
}) {
  const intl = useIntl();
  const brand = cardBrandOf(card.number);
  return (
    <>
      <TextField
        name="number"
        label={intl.formatMessage({ id: 'checkout.field.number' })}
        hint={brand === null ? intl.formatMessage({ id: 'checkout.field.numberHint' }) : intl.formatMessage({ id: 'checkout.field.brand' }, { brand: intl.formatMessage({ id: `checkout.brand.${brand}` }) })}
        error={errors.number}
        value={card.number}
        onChange={(e) => onChange({ ...card, number: formatCardNumber(e.target.value) })}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
      />
      <div className={pair}>
        <TextField name="expiry" label={intl.formatMessage({ id: 'checkout.field.expiry' })} placeholder="MM/YY" error={errors.expiry} value={card.expiry} onChange={(e) => onChange({ ...card, expiry: e.target.value })} autoComplete="cc-exp" inputMode="numeric" maxLength={7} />
        <TextField name="cvc" label={intl.formatMessage({ id: 'checkout.field.cvc' })} error={errors.cvc} value={card.cvc} onChange={(e) => onChange({ ...card, cvc: e.target.value.replace(/\D/g, '') })} autoComplete="cc-csc" inputMode="numeric" maxLength={4} />
      </div>
      <TextField name="name" label={intl.formatMessage({ id: 'checkout.field.name' })} error={errors.name} value={card.name} onChange={(e) => onChange({ ...card, name: e.target.value })} autoComplete="cc-name" />
      {requireCpf ? (
        <TextField
          name="cpf"
          label={intl.formatMessage({ id: 'checkout.field.cpf' })}
          hint={intl.formatMessage({ id: 'checkout.field.cpfHint' })}
          error={errors.cpf}
          value={card.cpf ?? ''}
          onChange={(e) => onChange({ ...card, cpf: e.target.value.replace(/[^\d.-]/g, '') })}
          inputMode="numeric"
          autoComplete="off"
          maxLength={14}
          required
        />
      ) : null}
    </>
  );
}
