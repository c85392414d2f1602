import { useSignals } from '@preact/signals-react/runtime';
import Bell from 'lucide-react/icons/bell';
import MapPin from 'lucide-react/icons/map-pin';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { LOCATION } from '../../core/location';
import { ONBOARDING } from '../../core/onboarding';
import { Button } from '../components/Button';
import { Dialog } from '../components/Dialog';
import { FeatureGate } from '../components/FeatureGate';
import { hint } from '../components/styles';
import { useInjection } from '../di/resolver';
import { centeredIcon } from './styles';

const TITLE_ID = 'onboarding-page-title';
const BODY_ID = 'onboarding-page-body';

/**
 * ONB-16: the pages after onboarding, one at a time in a dialog over Discover: the location page, then the
 * notifications page. Each page's action or 'Not now' completes it; closing the dialog skips the rest. A location
 * denial brings the location page back, saying how to turn it on.
 */
export default function OnboardingPages() {
  useSignals();
  const intl = useIntl();
  const pages = useInjection(ONBOARDING.PagesQueue);
  const state = pages.state.value;
  const page = state?.onboardingOpen ? state.pagesQueue[0] : undefined;
  if (page === undefined) return null;
  const t = (id: string) => intl.formatMessage({ id });
  const Icon = page === 'location' ? MapPin : Bell;
  return (
    <Dialog labelledBy={TITLE_ID} describedBy={BODY_ID} onClose={() => pages.skip()} size="sm">
      <div className={centeredIcon} aria-hidden="true">
        <Icon size={40} />
      </div>
      <h2 id={TITLE_ID}>{t(`onboarding.pages.${page}.title`)}</h2>
      {page === 'location' ? (
        <FeatureGate feature="location" loading={<p id={BODY_ID} className={hint}>{t('onboarding.pages.location.body')}</p>}>
          <LocationPage onDone={() => pages.complete('location')} />
        </FeatureGate>
      ) : (
        <NotificationsPage onDone={() => pages.complete('notifications')} />
      )}
      <Button variant="ghost" wide onClick={() => pages.complete(page)}>
        {t('onboarding.pages.notNow')}
      </Button>
    </Dialog>
  );
}

/** A page's text (the dialog's description) and its action, which takes the focus and completes the page. */
function PageBody({ text, action, onAction }: { text: string; action: string; onAction: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  // The location page's action comes once its module has loaded, after the dialog took the focus.
  useEffect(() => ref.current?.focus(), []);
  return (
    <>
      <p id={BODY_ID} className={hint}>
        {text}
      </p>
      <Button ref={ref} size="lg" wide data-autofocus onClick={onAction}>
        {action}
      </Button>
    </>
  );
}

function LocationPage({ onDone }: { onDone: () => void }) {
  useSignals();
  const intl = useIntl();
  const location = useInjection(LOCATION.Store);
  const tracker = useInjection(LOCATION.TrackLocation);
  const denied = location.denied.value;
  return (
    <PageBody
      text={intl.formatMessage({ id: denied ? 'onboarding.pages.location.denied' : 'onboarding.pages.location.body' })}
      action={intl.formatMessage({ id: denied ? 'onboarding.pages.location.retry' : 'onboarding.pages.location.allow' })}
      onAction={() => {
        tracker.start();
        onDone();
      }}
    />
  );
}

function NotificationsPage({ onDone }: { onDone: () => void }) {
  const intl = useIntl();
  const permission = useInjection(ONBOARDING.NotificationPermission);
  return (
    <PageBody
      text={intl.formatMessage({ id: 'onboarding.pages.notifications.body' })}
      action={intl.formatMessage({ id: 'onboarding.pages.notifications.allow' })}
      onAction={() => {
        // The answer is the platform's to keep; the page is done either way.
        void permission.request();
        onDone();
      }}
    />
  );
}
