import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import Hand from 'lucide-react/icons/hand';
import { useIntl } from 'react-intl';
import { FIREBOARDING_SWIPE_COUNT, fireboarding, ONBOARDING } from '../../core/onboarding';
import { RECS } from '../../core/recs';
import { Button } from '../components/Button';
import { hint } from '../components/styles';
import { useInjection } from '../di/resolver';

const callout = css`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: var(--space-2);
  padding: var(--space-2) var(--space-3);
  border-radius: var(--radius);
  background: var(--surface);
  h2 {
    margin: 0;
    font-size: var(--text-sm);
  }
  p {
    margin: 0;
    font-size: var(--text-sm);
  }
`;
const hintLine = css`
  margin: 0;
  text-align: center;
  font-size: var(--text-sm);
`;

/**
 * ONB-17: a newcomer's first minutes on Discover: the swipe demo once the pages after onboarding are closed ('Got it'
 * marks it shown), then a one-line hint until the 45th swipe.
 */
export function Fireboarding() {
  useSignals();
  const intl = useIntl();
  const pages = useInjection(ONBOARDING.PagesQueue);
  const swipes = useInjection(RECS.Store).swipeCount.value;
  const shown = fireboarding(pages.state.value, swipes);
  if (shown === null) return null;
  if (shown === 'hint') {
    return <p className={`${hint} ${hintLine}`}>{intl.formatMessage({ id: 'recs.fireboarding.hint' }, { count: FIREBOARDING_SWIPE_COUNT - swipes })}</p>;
  }
  return (
    <section className={callout} aria-labelledby="swipe-demo-title">
      <Hand size={24} aria-hidden />
      <div>
        <h2 id="swipe-demo-title">{intl.formatMessage({ id: 'recs.fireboarding.title' })}</h2>
        <p>{intl.formatMessage({ id: 'recs.fireboarding.body' })}</p>
      </div>
      <Button size="sm" onClick={() => pages.swipeDemoShown()}>
        {intl.formatMessage({ id: 'recs.fireboarding.gotIt' })}
      </Button>
    </section>
  );
}
