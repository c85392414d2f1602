import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { BANS, SELFIE_TYPES, type SelfieOutcome } from '../../core/bans';
import { routePath } from '../../core/routing';
import { Button, buttonClass, FeatureGate, Loading } from '../components';
import { errorText, hint } from '../components/styles';
import { useInjection } from '../di/resolver';
import { useAfterRender } from '../hooks/use-after-render';
import { ScreenFrame } from '../screens/ScreenFrame';
import { challengeCard, challengePage, challengeSaid } from './challenge-styles';

/** The file input itself is hidden from sight only: its label is the button, and it keeps the keyboard focus ring. */
const fileInput = css`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  &:focus-visible + label {
    outline: 2px solid var(--focus);
    outline-offset: 2px;
  }
`;
const chosen = css`
  overflow-wrap: anywhere;
  color: var(--muted);
`;

const OUTCOME_KEYS: Readonly<Record<Exclude<SelfieOutcome, 'passed'>, string>> = {
  'no-challenge': 'selfie.error.noChallenge',
  'not-a-photo': 'selfie.error.notAPhoto',
  rejected: 'selfie.error.rejected',
  failed: 'selfie.error.failed',
};

/**
 * BAN-07 (route `v2/selfie-challenge`, no sign-in): the member takes a selfie (the camera on a phone) or chooses a
 * photo, and sends it with the challenge's token; once it passes, they sign in again. Refusals are said in words and
 * the focus goes to what to do next.
 */
function SelfieChallenge() {
  useSignals();
  const intl = useIntl();
  const selfie = useInjection(BANS.Selfie);
  const challenge = useInjection(BANS.Store).selfieChallenge.value;
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<SelfieOutcome | null>(null);
  const [sending, setSending] = useState(false);
  const note = useRef<HTMLParagraphElement>(null);
  const afterRender = useAfterRender();

  if (challenge === null || (challenge.token === null && challenge.status !== 'passed'))
    return (
      <div className={challengePage}>
        <div className={challengeCard}>
          <p>
            <FormattedMessage id="selfie.error.noChallenge" />
          </p>
          <Link href={routePath('login')} className={buttonClass({ variant: 'primary' })}>
            <FormattedMessage id="appeals.signIn" />
          </Link>
        </div>
      </div>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (file === null) {
      setOutcome('not-a-photo');
      afterRender(() => note.current?.focus());
      return;
    }
    setSending(true);
    const result = await selfie.submit({ type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) });
    setSending(false);
    setOutcome(result);
    afterRender(() => note.current?.focus());
  };

  if (outcome === 'passed')
    return (
      <div className={challengePage}>
        <div className={challengeCard}>
          <p ref={note} role="status" tabIndex={-1} className={challengeSaid}>
            <FormattedMessage id="selfie.passed" />
          </p>
          <Link href={routePath('login')} className={buttonClass({ variant: 'primary' })}>
            <FormattedMessage id="appeals.signIn" />
          </Link>
        </div>
      </div>
    );

  return (
    <form className={challengePage} onSubmit={(event) => void submit(event)} noValidate>
      <p>
        <FormattedMessage id="selfie.body" />
      </p>
      <div className={challengeCard}>
        <input
          id={id}
          className={fileInput}
          type="file"
          accept={SELFIE_TYPES.join(',')}
          capture="user"
          aria-describedby={`${id}-hint`}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            setFile(event.target.files?.[0] ?? null);
            setOutcome(null);
          }}
        />
        <label htmlFor={id} className={buttonClass({ variant: 'secondary', wide: true })}>
          <FormattedMessage id="selfie.choose" />
        </label>
        <p id={`${id}-hint`} className={hint}>
          <FormattedMessage id="selfie.hint" />
        </p>
        {file ? (
          <p className={chosen}>
            <FormattedMessage id="selfie.chosen" values={{ name: file.name }} />
          </p>
        ) : null}
        <Button type="submit" variant="primary" wide aria-disabled={sending}>
          <FormattedMessage id={sending ? 'selfie.sending' : 'selfie.send'} />
        </Button>
      </div>
      <p ref={note} role={outcome ? 'alert' : undefined} tabIndex={-1} className={`${challengeSaid} ${outcome ? errorText : ''}`}>
        {outcome ? intl.formatMessage({ id: OUTCOME_KEYS[outcome] }) : null}
      </p>
    </form>
  );
}

export default function SelfieChallengeScreen() {
  const intl = useIntl();
  return (
    <ScreenFrame titleId="selfie.title">
      <FeatureGate feature="bans" loading={<Loading label={intl.formatMessage({ id: 'selfie.loading' })}>{null}</Loading>}>
        <SelfieChallenge />
      </FeatureGate>
    </ScreenFrame>
  );
}
