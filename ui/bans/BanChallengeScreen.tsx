import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { BANS, type ChallengeOutcome } from '../../core/bans';
import { routeHref, routePath, ROUTING } from '../../core/routing';
import { Button, buttonClass, FeatureGate, Loading } from '../components';
import { errorText } from '../components/styles';
import { useInjection } from '../di/resolver';
import { useAfterRender } from '../hooks/use-after-render';
import { ScreenFrame } from '../screens/ScreenFrame';
import { challengeCard, challengePage, challengeSaid } from './challenge-styles';
import { NotFound } from '../shell/NotFound';


const OUTCOME_KEYS: Readonly<Record<Exclude<ChallengeOutcome, 'passed'>, string>> = {
  'no-challenge': 'banChallenge.error.noChallenge',
  captcha: 'banChallenge.error.captcha',
  failed: 'banChallenge.error.failed',
};

/**
 * BAN-03, BAN-06 (route `verify/captcha`, no sign-in): a ban with a challenge (40307). The device passes the
 * challenge by itself (the proof-of-work captcha, nothing to read, hear or solve); the page says so in a polite
 * status. Passed, the member goes on to the appeals center, where the focus lands on its title. When the device
 * could not do the work, the page says why and offers Try again, a plain button (the accessible way on).
 */
function BanChallenge() {
  useSignals();
  const intl = useIntl();
  const challenge = useInjection(BANS.Challenge);
  const token = useInjection(BANS.Store).challengeToken.value;
  const navigation = useInjection(ROUTING.Navigation);
  const [state, setState] = useState<'working' | ChallengeOutcome>('working');
  const note = useRef<HTMLParagraphElement>(null);
  const afterRender = useAfterRender();
  const started = useRef(false);

  const run = useCallback(async () => {
    setState('working');
    const outcome = await challenge.pass();
    if (outcome === 'passed') {
      navigation.navigate(routeHref('appealsCenter'), { replace: true });
      return;
    }
    setState(outcome);
    afterRender(() => note.current?.focus());
  }, [challenge, navigation, afterRender]);

  useEffect(() => {
    if (started.current || token === null) return;
    started.current = true;
    void run();
  }, [run, token]);

  if (token === null && state === 'working')
    return (
      <div className={challengePage}>
        <div className={challengeCard}>
          <p>
            <FormattedMessage id="banChallenge.error.noChallenge" />
          </p>
          <Link href={routePath('login')} className={buttonClass({ variant: 'primary' })}>
            <FormattedMessage id="appeals.signIn" />
          </Link>
        </div>
      </div>
    );

  return (
    <div className={challengePage}>
      <p>
        <FormattedMessage id="banChallenge.body" />
      </p>
      <div className={challengeCard}>
        {state === 'working' ? (
          <p role="status" className={challengeSaid}>
            <FormattedMessage id="banChallenge.working" />
          </p>
        ) : (
          <>
            <p ref={note} role="alert" tabIndex={-1} className={`${challengeSaid} ${errorText}`}>
              {intl.formatMessage({ id: OUTCOME_KEYS[state === 'passed' ? 'failed' : state] })}
            </p>
            {state === 'no-challenge' ? (
              <Link href={routePath('login')} className={buttonClass({ variant: 'primary' })}>
                <FormattedMessage id="appeals.signIn" />
              </Link>
            ) : (
              <Button variant="primary" wide onClick={() => void run()}>
                <FormattedMessage id="banChallenge.retry" />
              </Button>
            )}
          </>
        )}
      </div>
    </div>
  );
}

/** The verify page: the ban's captcha challenge (`captcha`); any other reason is not a page of this app yet. */
export default function BanChallengeScreen() {
  useSignals();
  const intl = useIntl();
  const match = useInjection(ROUTING.Store).match.value;
  if (match.name !== 'verify' || match.params['reason'] !== 'captcha') return <NotFound />;
  return (
    <ScreenFrame titleId="banChallenge.title">
      <FeatureGate feature="bans" loading={<Loading label={intl.formatMessage({ id: 'banChallenge.loading' })}>{null}</Loading>}>
        <BanChallenge />
      </FeatureGate>
    </ScreenFrame>
  );
}
