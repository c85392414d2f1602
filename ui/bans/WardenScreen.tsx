import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { BANS } from '../../core/bans';
import { routePath, ROUTING, WARDEN_TIERS, type WardenTier } from '../../core/routing';
import { buttonClass, FeatureGate } from '../components';
import { CenteredPage } from '../components/CenteredPage';
import { useInjection } from '../di/resolver';

const actions = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--space-2);
`;
const policyLine = css`
  font-weight: 600;
`;

const tierOf = (value: string | undefined): WardenTier => (WARDEN_TIERS as readonly string[]).includes(value ?? '') ? (value as WardenTier) : 'banned';

/**
 * ROUTE-10, BAN-04: the warden screen of a ban's tier: what happened, the policy when this device heard it, and the
 * way to appeal when the ban can be appealed (the appeals center, BAN-14), else the way back to the start.
 */
function Warden() {
  useSignals();
  const intl = useIntl();
  const match = useInjection(ROUTING.Store).match.value;
  const tier = tierOf(match.name === 'notFound' ? undefined : match.params['tier']);
  const heard = useInjection(BANS.Store).ban.value;
  const appealable = heard !== null && heard.tier === tier && heard.appealable && heard.appealToken !== null;
  return (
    <CenteredPage
      inShell
      title={intl.formatMessage({ id: `warden.${tier}.title` })}
      body={
        <>
          <FormattedMessage id={`warden.${tier}.body`} />
          {heard?.policy ? (
            <>
              <br />
              <span className={policyLine}>
                <FormattedMessage id="warden.policy" values={{ policy: heard.policy }} />
              </span>
            </>
          ) : null}
        </>
      }
    >
      <div className={actions}>
        {appealable ? (
          <Link href={routePath('appealsCenter')} className={buttonClass({ variant: 'primary' })}>
            <FormattedMessage id="warden.appeal" />
          </Link>
        ) : null}
        <Link href={routePath('login')} className={buttonClass({ variant: appealable ? 'ghost' : 'secondary' })}>
          <FormattedMessage id="warden.home" />
        </Link>
      </div>
    </CenteredPage>
  );
}

export default function WardenScreen() {
  return (
    <FeatureGate feature="bans" loading={null}>
      <Warden />
    </FeatureGate>
  );
}
