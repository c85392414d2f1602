import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import BellRing from 'lucide-react/icons/bell-ring';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { PUSH, PUSH_DENIED, type PushStatus } from '../../core/push';
import { Button } from '../components';
import { useInjection } from '../di/resolver';
import { useFeature } from '../hooks/use-feature';
import { Skeleton } from '../components/Skeleton';
import { sectionClass } from './settings-parts';

const card = css`
  display: grid;
  gap: var(--space-2);
  justify-items: start;
  padding: var(--space-3);
  border-radius: var(--radius-lg);
  background: var(--raised);
  box-shadow: var(--shadow-1);
  p {
    margin: 0;
  }
`;

const sentence = (status: PushStatus): string => {
  switch (status.kind) {
    case 'unknown':
    case 'working':
      return 'settings.push.device.working';
    case 'unsupported':
      return 'settings.push.device.unsupported';
    case 'denied':
      return 'settings.push.device.denied';
    case 'on':
      return 'settings.push.device.on';
    case 'off':
      return status.failed === undefined ? 'settings.push.device.off' : status.failed === PUSH_DENIED ? 'settings.push.device.dismissed' : 'settings.push.device.failed';
  }
};

function DeviceCard() {
  useSignals();
  const push = useInjection(PUSH.UseCase);
  const status = useInjection(PUSH.Store).status.value;
  // Reads the state only: the browser's question is asked from the button, never on load.
  useEffect(() => void push.refresh(), [push]);
  const busy = status.kind === 'working' || status.kind === 'unknown';
  return (
    <div className={card}>
      <p role="status">
        <FormattedMessage id={sentence(status)} />
      </p>
      {status.kind === 'on' ? (
        <Button variant="secondary" aria-disabled={busy || undefined} onClick={() => void (busy ? undefined : push.disable())}>
          <FormattedMessage id="settings.push.device.disable" />
        </Button>
      ) : status.kind === 'off' || busy ? (
        <Button icon={<BellRing size={18} aria-hidden />} aria-disabled={busy || undefined} onClick={() => void (busy ? undefined : push.enable())}>
          <FormattedMessage id="settings.push.device.enable" />
        </Button>
      ) : null}
    </div>
  );
}

/** SET-11: push on this device: its state in words, and the one button that asks the browser's permission. */
export default function PushDevice() {
  const feature = useFeature('settings');
  return (
    <section className={sectionClass} aria-labelledby="push-device">
      <h2 id="push-device">
        <FormattedMessage id="settings.push.device.heading" />
      </h2>
      {feature === 'ready' ? (
        <DeviceCard />
      ) : feature === 'failed' ? (
        <p role="alert" className={card}>
          <FormattedMessage id="settings.push.device.unavailable" />
        </p>
      ) : (
        <Skeleton height={88} radius="var(--radius-lg)" />
      )}
    </section>
  );
}
