import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { VISUALLY_HIDDEN } from '../theme/tokens';

const visuallyHidden = css`
  ${VISUALLY_HIDDEN}
`;
const struck = css`
  color: var(--muted);
  font-size: 0.875em;
  font-weight: 400;
  margin-inline-end: var(--space-1);
`;

/**
 * PUR-07: a price at an offer: the regular one struck through, said in words to a screen reader ("was $X, now $Y",
 * or per month). `shown` is what sighted members read after the struck price (the offer's price by default).
 */
export function WasNow({ was, now, perMonth = false, shown }: { was: string; now: string; perMonth?: boolean; shown?: ReactNode }) {
  return (
    <>
      <span aria-hidden="true">
        <s className={struck}>{was}</s>
        {shown ?? now}
      </span>
      <span className={visuallyHidden}>
        <FormattedMessage id={perMonth ? 'checkout.offer.perMonthWasNow' : 'checkout.offer.wasNow'} values={{ was, now }} />
      </span>
    </>
  );
}
