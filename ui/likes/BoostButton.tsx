import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import Zap from 'lucide-react/icons/zap';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BOOSTS, boostProgressLeft } from '../../core/boosts';
import { NAVIGATION } from '../../core/navigation';
import { PAYWALL_MODAL } from '../../core/recs/modal-kinds';
import { SHARED } from '../../core/shared';
import { Button, Dialog } from '../components';
import { hint } from '../components/styles';
import { useInjection } from '../di/resolver';

const RING = 44;
const STROKE = 4;
const RADIUS = (RING - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

const wrap = css`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
`;
const boostButton = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  min-height: 48px;
  padding: 0 var(--space-3) 0 var(--space-1);
  border: 1px solid var(--border);
  border-radius: var(--radius-full);
  background: var(--raised);
  color: var(--fg);
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:hover {
    border-color: var(--border-strong);
  }
  &:focus-visible {
    outline: 3px solid var(--focus);
    outline-offset: 2px;
  }
  svg.ring {
    flex: none;
  }
  .ring-track {
    stroke: var(--border);
  }
  .ring-left {
    stroke: var(--brand);
    transition: stroke-dashoffset 1s linear;
  }
  .icon {
    color: var(--brand);
  }
  @media (prefers-reduced-motion: reduce) {
    .ring-left {
      transition: none;
    }
  }
`;
const ringBox = css`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: ${RING}px;
  height: ${RING}px;
  > * {
    grid-area: 1 / 1;
  }
`;
export const srOnly = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
const dialogActions = css`
  display: flex;
  justify-content: flex-end;
  gap: var(--space-2);
  margin-top: var(--space-4);
`;

/** mm:ss of a wait in ms (the countdown). */
export const countdown = (ms: number): string => {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

type OpenModal = 'active' | 'ended' | 'out' | null;

/**
 * BOOST-03, BOOST-06, BOOST-07: the boost button with its countdown ring, and its modals: the active boost (time
 * left), the boost's end, and out of boosts. A tier without boosts gets the paywall (PUR-08 `boost`).
 */
export function BoostButton() {
  useSignals();
  const intl = useIntl();
  const store = useInjection(BOOSTS.Store);
  const boosts = useInjection(BOOSTS.UseCase);
  const modals = useInjection(NAVIGATION.Modals);
  const clock = useInjection(SHARED.Clock);
  const [open, setOpen] = useState<OpenModal>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { phase, boost, errorCode } = store.machine.value;
  const remaining = store.remainingMs.value;
  const previousPhase = useRef(phase);

  useEffect(() => {
    void boosts.load();
    return () => boosts.dispose();
  }, [boosts]);

  useEffect(() => {
    const before = previousPhase.current;
    previousPhase.current = phase;
    if (before === 'active' && phase === 'ended') setOpen('ended');
    if (phase === 'failed') {
      if (errorCode === 40390) {
        modals.open({ kind: PAYWALL_MODAL, title: 'boost', props: { feature: 'boost', requiredTier: 'gold' } });
        boosts.acknowledge();
      } else setOpen('out');
    }
  }, [phase, errorCode, modals, boosts]);

  const active = phase === 'active' && boost !== null;
  const left = active ? boostProgressLeft(boost, store.now.value || clock.now()) : 0;
  const time = countdown(remaining);
  const label = active ? intl.formatMessage({ id: 'boost.button.active' }, { time }) : intl.formatMessage({ id: 'boost.button.start' });

  const close = () => {
    setOpen(null);
    if (phase === 'failed' || phase === 'ended') boosts.acknowledge();
  };

  return (
    <div className={wrap}>
      <button
        ref={button}
        type="button"
        className={boostButton}
        aria-label={label}
        aria-busy={phase === 'starting'}
        onClick={() => (active ? setOpen('active') : void boosts.start())}
        data-testid="boost-button"
      >
        <span className={ringBox} aria-hidden="true">
          <svg className="ring" width={RING} height={RING} viewBox={`0 0 ${RING} ${RING}`}>
            <circle className="ring-track" cx={RING / 2} cy={RING / 2} r={RADIUS} fill="none" strokeWidth={STROKE} />
            <circle
              className="ring-left"
              cx={RING / 2}
              cy={RING / 2}
              r={RADIUS}
              fill="none"
              strokeWidth={STROKE}
              strokeLinecap="round"
              strokeDasharray={CIRCUMFERENCE}
              strokeDashoffset={CIRCUMFERENCE * (1 - left)}
              transform={`rotate(-90 ${RING / 2} ${RING / 2})`}
            />
          </svg>
          <Zap className="icon" size={20} aria-hidden />
        </span>
        <span aria-hidden="true">{active ? time : <FormattedMessage id="boost.button.short" />}</span>
      </button>
      {/* The time left, read out once a minute at most: the ring itself is not announced every second. */}
      <span role="status" className={srOnly}>
        {active ? intl.formatMessage({ id: 'boost.status.active' }, { minutes: Math.ceil(remaining / 60_000) }) : phase === 'ended' ? intl.formatMessage({ id: 'boost.status.ended' }) : ''}
      </span>
      {open === 'active' && active ? (
        <BoostNotice id="boost-active" title={<FormattedMessage id="boost.active.title" />} onClose={close} returnFocusTo={button}>
          <FormattedMessage id="boost.active.body" values={{ time, multiplier: boost.multiplier }} />
        </BoostNotice>
      ) : null}
      {open === 'ended' ? (
        <BoostNotice id="boost-end" title={<FormattedMessage id="boost.end.title" />} onClose={close} returnFocusTo={button}>
          <FormattedMessage id="boost.end.body" values={{ remaining: boost?.remaining ?? 0 }} />
        </BoostNotice>
      ) : null}
      {open === 'out' ? (
        <BoostNotice id="boost-out" title={<FormattedMessage id="boost.out.title" />} onClose={close} returnFocusTo={button}>
          {boost?.resets_at != null ? (
            <FormattedMessage id="boost.out.body" values={{ date: intl.formatDate(boost.resets_at, { day: 'numeric', month: 'long' }) }} />
          ) : (
            <FormattedMessage id="boost.out.bodyNoDate" />
          )}
        </BoostNotice>
      ) : null}
    </div>
  );
}

/** BOOST-06: one of the boost's notices (active, ended, none left): a title, what it says, and OK. */
function BoostNotice({ id, title, children, onClose, returnFocusTo }: { id: string; title: ReactNode; children: ReactNode; onClose: () => void; returnFocusTo: RefObject<HTMLElement | null> }) {
  return (
    <Dialog labelledBy={`${id}-title`} describedBy={`${id}-body`} onClose={onClose} returnFocusTo={returnFocusTo}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p id={`${id}-body`} className={hint}>
        {children}
      </p>
      <div className={dialogActions}>
        <Button data-autofocus onClick={onClose}>
          <FormattedMessage id="boost.ok" />
        </Button>
      </div>
    </Dialog>
  );
}
