import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import Monitor from 'lucide-react/icons/monitor';
import Smartphone from 'lucide-react/icons/smartphone';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { DEVICES, endable, type SignedInDevice } from '../../core/devices';
import { routePath } from '../../core/routing';
import { BackLink, Button, Dialog, FeatureGate, ListGroup, ListRow, Loading, RowIcon, Skeleton } from '../components';
import { useInjection } from '../di/resolver';
import { useAfterRender } from '../hooks/use-after-render';
import { ScreenFrame } from './ScreenFrame';

const intro = css`
  margin: 0 0 var(--space-4);
  max-width: 560px;
  color: var(--muted);
`;
const thisDevice = css`
  color: var(--accent-text);
  font-weight: 600;
`;
const status = css`
  max-width: 560px;
  margin: 0 0 var(--space-3);
  &:empty {
    display: none;
  }
  &:focus {
    outline: none;
  }
`;
const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  justify-content: flex-end;
`;

/** "Chrome on macOS", or the platform's name when the device did not say. */
const deviceName = (intl: IntlShape, device: SignedInDevice): string =>
  device.device ?? intl.formatMessage({ id: `devices.platform.${device.platform === 'ios' || device.platform === 'android' ? device.platform : 'web'}` });

/** "5 minutes ago", in the member's language, to the minute (the server's own resolution is a few minutes). */
const lastActive = (intl: IntlShape, at: number, now: number): string => {
  const minutes = Math.round((at - now) / 60_000);
  if (Math.abs(minutes) < 60) return intl.formatRelativeTime(Math.min(minutes, 0), 'minute', { numeric: 'auto' });
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 24) return intl.formatRelativeTime(hours, 'hour', { numeric: 'auto' });
  return intl.formatRelativeTime(Math.round(hours / 24), 'day', { numeric: 'auto' });
};

/** Where a device last said it was: the server keeps a tenth of a degree (about 11 km), never closer. */
const place = (intl: IntlShape, p: NonNullable<SignedInDevice['place']>): string =>
  intl.formatMessage(
    { id: 'devices.place' },
    {
      lat: intl.formatNumber(Math.abs(p.lat), { maximumFractionDigits: 1 }),
      ns: intl.formatMessage({ id: p.lat >= 0 ? 'devices.north' : 'devices.south' }),
      lng: intl.formatNumber(Math.abs(p.lng), { maximumFractionDigits: 1 }),
      ew: intl.formatMessage({ id: p.lng >= 0 ? 'devices.east' : 'devices.west' }),
    },
  );

/** Grey rows where the devices are coming. */
function DevicesLoading() {
  const intl = useIntl();
  return (
    <Loading label={intl.formatMessage({ id: 'devices.loading' })}>
      <ListGroup hidden>
        {[0, 1].map((i) => (
          <li key={i}>
            <ListRow leading={<Skeleton width={40} height={40} radius="50%" />} title={<Skeleton width="50%" />} subtitle={<Skeleton width="70%" />} />
          </li>
        ))}
      </ListGroup>
    </Loading>
  );
}

/** The devices page; the devices module is its own chunk, loaded on the way in. */
export default function DevicesSettingsScreen() {
  return (
    <ScreenFrame titleId="devices.title">
      <BackLink href={routePath('settings')} labelId="settings.back" spaced />
      <p className={intro}>
        <FormattedMessage id="devices.intro" />
      </p>
      <FeatureGate feature="devices" loading={<DevicesLoading />}>
        <DevicesList />
      </FeatureGate>
    </ScreenFrame>
  );
}

/**
 * The member's signed-in devices (issue 13 item 4): each sign-in with its device, platform, rough place and last
 * activity, this device first. Another device is signed out at once with its own button, or all others together
 * after a confirmation. The outcome is said in words, and the focus moves to that sentence.
 */
function DevicesList() {
  useSignals();
  const intl = useIntl();
  const manage = useInjection(DEVICES.Manage);
  const store = useInjection(DEVICES.Store);
  const state = store.state.value;
  const ending = store.ending.value;
  const [message, setMessage] = useState('');
  const [confirming, setConfirming] = useState(false);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const endAllRef = useRef<HTMLButtonElement>(null);
  // Where the focus goes when the confirmation closes: back to its button, or, once done, to the outcome.
  const afterDialog = useRef<HTMLElement | null>(null);
  const [endingOthers, setEndingOthers] = useState(false);
  useEffect(() => void manage.load(), [manage]);

  const afterRender = useAfterRender();
  const say = (text: string) => {
    setMessage(text);
    afterRender(() => statusRef.current?.focus());
  };
  const endOne = async (device: SignedInDevice) => {
    const name = deviceName(intl, device);
    const answer = await manage.end(device.id);
    say(intl.formatMessage({ id: answer.ok ? 'devices.ended' : 'devices.endFailed' }, { device: name }));
  };
  const confirmEndOthers = () => {
    afterDialog.current = endAllRef.current;
    setConfirming(true);
  };
  const endOthers = async () => {
    if (endingOthers) return;
    setEndingOthers(true);
    const answer = await manage.endOthers();
    afterDialog.current = statusRef.current;
    setEndingOthers(false);
    setConfirming(false);
    say(intl.formatMessage({ id: answer.ok ? 'devices.endedOthers' : 'devices.endOthersFailed' }, { count: answer.ok ? answer.value : 0 }));
  };

  const now = Date.now();
  const others = state.kind === 'ready' ? endable(state.devices) : [];
  return (
    <>
      <p ref={statusRef} className={status} role="status" tabIndex={-1}>
        {message}
      </p>
      {state.kind === 'idle' || state.kind === 'loading' ? (
        <DevicesLoading />
      ) : state.kind === 'failed' ? (
        <div role="alert">
          <p>
            <FormattedMessage id="devices.loadFailed" />
          </p>
          <Button variant="secondary" onClick={() => void manage.load()}>
            <FormattedMessage id="devices.retry" />
          </Button>
        </div>
      ) : (
        <>
          <ListGroup label={intl.formatMessage({ id: 'devices.listLabel' })}>
            {state.devices.map((device) => {
              const name = deviceName(intl, device);
              const Icon = device.platform === 'ios' || device.platform === 'android' ? Smartphone : Monitor;
              const when = device.current ? (
                <span className={thisDevice}>
                  <FormattedMessage id="devices.thisDevice" />
                </span>
              ) : (
                intl.formatMessage({ id: 'devices.lastActive' }, { when: lastActive(intl, device.lastActiveAt, now) })
              );
              return (
                <li key={device.id}>
                  <ListRow
                    leading={<RowIcon icon={Icon} />}
                    title={name}
                    subtitle={
                      <>
                        {when}
                        {device.place ? ` · ${place(intl, device.place)}` : null}
                      </>
                    }
                    trailing={
                      device.current ? null : (
                        <Button
                          variant="secondary"
                          size="sm"
                          aria-disabled={ending.has(device.id)}
                          aria-label={intl.formatMessage({ id: 'devices.endOne' }, { device: name })}
                          onClick={() => void (ending.has(device.id) ? undefined : endOne(device))}
                        >
                          <FormattedMessage id={ending.has(device.id) ? 'devices.ending' : 'devices.end'} />
                        </Button>
                      )
                    }
                  />
                </li>
              );
            })}
          </ListGroup>
          {others.length > 1 ? (
            <div className={actions} style={{ maxWidth: 560 }}>
              <Button ref={endAllRef} variant="danger" onClick={confirmEndOthers}>
                <FormattedMessage id="devices.endOthers" />
              </Button>
            </div>
          ) : others.length === 0 ? (
            <p className={intro}>
              <FormattedMessage id="devices.onlyThis" />
            </p>
          ) : null}
        </>
      )}
      {confirming ? (
        <Dialog labelledBy="end-others-title" describedBy="end-others-body" onClose={() => setConfirming(false)} size="sm" returnFocusTo={afterDialog}>
          <h2 id="end-others-title">
            <FormattedMessage id="devices.confirmTitle" />
          </h2>
          <p id="end-others-body">
            <FormattedMessage id="devices.confirmBody" values={{ count: others.length }} />
          </p>
          <div className={actions}>
            <Button variant="secondary" onClick={() => setConfirming(false)} data-autofocus>
              <FormattedMessage id="devices.cancel" />
            </Button>
            <Button variant="danger" aria-disabled={endingOthers} onClick={() => void endOthers()}>
              {endingOthers ? <FormattedMessage id="devices.ending" /> : <FormattedMessage id="devices.confirm" values={{ count: others.length }} />}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
