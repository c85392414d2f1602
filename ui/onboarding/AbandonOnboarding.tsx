import { useSignals } from '@preact/signals-react/runtime';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ONBOARDING } from '../../core/onboarding';
import { Button } from '../components/Button';
import { Dialog } from '../components/Dialog';
import { useInjection } from '../di/resolver';
import { actions, alertBox } from './styles';

const TITLE_ID = 'onboarding-abandon-title';
const BODY_ID = 'onboarding-abandon-body';

/**
 * ONB-15: a newcomer may give up: after a confirmation the account (answers, photos, sessions) is deleted and the
 * session ends. "Keep going" is the first focus, so Enter by mistake deletes nothing.
 */
export function AbandonOnboarding() {
  useSignals();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const flow = useInjection(ONBOARDING.Flow);
  const store = useInjection(ONBOARDING.Store);
  const [open, setOpen] = useState(false);
  const [tried, setTried] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const s = store.state.value;
  const close = () => {
    if (s.isLoading) return;
    setOpen(false);
    setTried(false);
  };
  const confirm = async () => {
    if (store.state.peek().isLoading) return;
    setTried(true);
    await flow.abandon();
  };
  return (
    <>
      <Button ref={opener} variant="ghost" size="sm" onClick={() => setOpen(true)}>
        {t('onboarding.abandon.open')}
      </Button>
      {open ? (
        <Dialog labelledBy={TITLE_ID} describedBy={BODY_ID} onClose={close} size="sm" returnFocusTo={opener}>
          <h2 id={TITLE_ID}>{t('onboarding.abandon.title')}</h2>
          <p id={BODY_ID}>{t('onboarding.abandon.body')}</p>
          <p role="alert" className={alertBox}>
            {tried && !s.isLoading && s.failure !== undefined ? t('onboarding.abandon.failed') : ''}
          </p>
          <div className={actions}>
            <Button variant="secondary" wide data-autofocus onClick={close}>
              {t('onboarding.abandon.keep')}
            </Button>
            <Button variant="danger" wide aria-busy={s.isLoading || undefined} aria-disabled={s.isLoading || undefined} onClick={() => void confirm()}>
              {t('onboarding.abandon.confirm')}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
