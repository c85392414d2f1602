import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { packSaving, pricePerUnit, type Pack, type PackCart, type Terms } from '../../core/purchase';
import { hint } from '../components/styles';
import { formatMoney, unitsText } from './money';

/** Choices side by side (one column on a phone), as radio cards. */
export const plans = css`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: var(--space-2);
  overflow-wrap: anywhere;
  @media (max-width: 520px) {
    grid-template-columns: minmax(0, 1fr);
  }
  legend {
    font-weight: 600;
    margin-bottom: var(--space-2);
  }
`;
/** One choice: the radio is the whole card, its focus shown on the card. */
export const plan = css`
  position: relative;
  display: grid;
  gap: var(--space-1);
  align-content: start;
  padding: var(--space-3) var(--space-2);
  border: 2px solid var(--border);
  border-radius: var(--radius-lg);
  background: var(--raised);
  cursor: pointer;
  text-align: center;
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  strong {
    font-size: var(--text-lg);
  }
  b {
    font-size: var(--text-sm);
  }
  span {
    color: var(--muted);
    font-size: var(--text-xs, 0.75rem);
  }
  &:has(input:checked) {
    border-color: var(--accent);
    box-shadow: 0 0 0 1px var(--accent);
  }
  &:has(input:focus-visible) {
    outline: 3px solid var(--focus, var(--accent));
    outline-offset: 2px;
  }
  /* On a phone the plans are rows: the name and its price per month side by side, what is billed under them. */
  @media (max-width: 520px) {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: baseline;
    text-align: start;
    padding: var(--space-3);
    span {
      grid-column: 1 / -1;
    }
  }
`;


/**
 * PUR-05: the packs of one consumable side by side (1, 5, 10), each with its price per unit and what it saves
 * against one bought alone; what the member holds already is said under them.
 */
export function PackChoice({ pack, packs, held, busy, onChoose }: { pack: PackCart; packs: readonly Pack[]; held: number | undefined; busy: boolean; onChoose: (amount: number) => void }) {
  const intl = useIntl();
  const single = packs.find((p) => p.amount === 1);
  return (
    <fieldset className={plans}>
      <legend>
        <FormattedMessage id="checkout.pack.legend" values={{ product: pack.productType }} />
      </legend>
      {packs.map((p) => {
        const saving = packSaving(p, single);
        return (
          <label key={p.amount} className={plan}>
            <input type="radio" name="pack" value={p.amount} checked={pack.amount === p.amount} onChange={() => onChoose(p.amount)} disabled={busy} />
            <strong>{unitsText(intl, p.productType, p.amount)}</strong>
            <b>{formatMoney(intl, p.price, p.currency)}</b>
            <span>
              <FormattedMessage id="checkout.pack.each" values={{ price: formatMoney(intl, pricePerUnit(p), p.currency) }} />
              {saving > 0 ? (
                <>
                  {' · '}
                  <FormattedMessage id="checkout.pack.save" values={{ percent: saving }} />
                </>
              ) : null}
            </span>
          </label>
        );
      })}
      {held !== undefined && held > 0 ? (
        <p className={hint}>
          <FormattedMessage id="checkout.pack.held" values={{ units: unitsText(intl, pack.productType, held) }} />
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * PUR-02, PUR-31, PUR-35: the terms of a tier or a subscription product side by side, each with its price a month
 * and what it bills (`more`: what else a term says, e.g. the boosts a month it grants).
 */
export function TermChoice<T extends { readonly terms: Terms; readonly price: number; readonly currency: string }>({
  legend,
  name,
  terms,
  chosen,
  busy = false,
  more,
  onChoose,
}: {
  legend: ReactNode;
  name: string;
  terms: readonly T[];
  chosen: Terms;
  busy?: boolean;
  more?: (term: T) => ReactNode;
  onChoose: (terms: Terms) => void;
}) {
  const intl = useIntl();
  return (
    <fieldset className={plans}>
      <legend>{legend}</legend>
      {terms.map((t) => (
        <label key={t.terms} className={plan}>
          <input type="radio" name={name} value={t.terms} checked={chosen === t.terms} onChange={() => onChoose(t.terms)} disabled={busy} />
          <strong>
            <FormattedMessage id="checkout.months" values={{ months: t.terms }} />
          </strong>
          <b>
            <FormattedMessage id="checkout.perMonth" values={{ price: formatMoney(intl, Math.round(t.price / t.terms), t.currency) }} />
          </b>
          <span>
            <FormattedMessage id="checkout.billed" values={{ price: formatMoney(intl, t.price, t.currency), months: t.terms }} />
          </span>
          {more?.(t)}
        </label>
      ))}
    </fieldset>
  );
}
