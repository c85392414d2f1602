import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useState, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SETTINGS } from '../../core/settings';
import { Button, Dialog, TextField } from '../components';
import { useInjection } from '../di/resolver';
import { noticeClass } from './settings-parts';

const formClass = css`
  display: grid;
  gap: var(--space-2);
`;

/**
 * PROF-26: says what is lost, asks the member to type DELETE (in their language) to confirm, then deletes the
 * account; the session ends and the app goes to the landing page. A refusal is said in words and nothing changes.
 */
export function DeleteAccountDialog({ onClose, returnFocusTo }: { onClose: () => void; returnFocusTo: RefObject<HTMLElement | null> }) {
  useSignals();
  const intl = useIntl();
  const store = useInjection(SETTINGS.Store);
  const deletion = useInjection(SETTINGS.DeleteAccount);
  const [typed, setTyped] = useState('');
  const [failed, setFailed] = useState(false);
  const word = intl.formatMessage({ id: 'settings.delete.word' });
  const confirmed = typed.trim().toLocaleUpperCase() === word.toLocaleUpperCase();
  const deleting = store.deleting.value;
  const submit = async () => {
    if (!confirmed || deleting) return;
    setFailed(false);
    const result = await deletion.execute();
    if (!result.ok) setFailed(true);
  };
  return (
    <Dialog labelledBy="delete-title" describedBy="delete-body" onClose={onClose} returnFocusTo={returnFocusTo}>
      <h2 id="delete-title">
        <FormattedMessage id="settings.delete.title" />
      </h2>
      <div id="delete-body">
        <p>
          <FormattedMessage id="settings.delete.body" />
        </p>
        <ul>
          <li>
            <FormattedMessage id="settings.delete.lostProfile" />
          </li>
          <li>
            <FormattedMessage id="settings.delete.lostMatches" />
          </li>
          <li>
            <FormattedMessage id="settings.delete.lostDevices" />
          </li>
        </ul>
      </div>
      <form
        className={formClass}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextField
          data-autofocus
          label={intl.formatMessage({ id: 'settings.delete.typeLabel' }, { word })}
          value={typed}
          autoComplete="off"
          onChange={(e) => setTyped(e.currentTarget.value)}
        />
        {failed ? (
          <p role="alert" className={noticeClass}>
            <FormattedMessage id="settings.delete.failed" />
          </p>
        ) : null}
        <Button type="submit" variant="danger" wide aria-disabled={!confirmed || deleting}>
          <FormattedMessage id={deleting ? 'settings.delete.deleting' : 'settings.delete.confirm'} />
        </Button>
        <Button variant="ghost" wide onClick={onClose}>
          <FormattedMessage id="settings.delete.cancel" />
        </Button>
      </form>
    </Dialog>
  );
}
