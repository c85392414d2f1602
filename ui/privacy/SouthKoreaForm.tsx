import { css } from '@linaria/core';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { PRIVACY, SOUTH_KOREA_FORM_TEXT, southKoreaCanContinue } from '../../core/privacy';
import { Button } from '../components';
import { useInjection } from '../di/resolver';
import { VISUALLY_HIDDEN } from '../theme/tokens';
import { Dialog } from '../components/Dialog';

const hidden = css`
  ${VISUALLY_HIDDEN}
`;

const checks = css`
  display: grid;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  border: 0;
  label {
    display: flex;
    gap: var(--space-2);
    align-items: flex-start;
    padding: var(--space-2) var(--space-3);
    border: 1px solid var(--border);
    border-radius: var(--radius);
    background: var(--surface);
    cursor: pointer;
  }
  input {
    width: 22px;
    height: 22px;
    margin: 2px 0 0;
    flex: none;
    accent-color: var(--accent-fill);
  }
`;
const helper = css`
  color: var(--muted);
  font-size: var(--text-sm);
`;

/** PRIV-16..18: South Korea's two consents, shown before anything else there; Continue needs both. */
export function SouthKoreaForm() {
  const intl = useIntl();
  const calls = useInjection(PRIVACY.Calls);
  const [answers, setAnswers] = useState({ location: false, sharing: false });
  const titleId = useId();
  const helperId = useId();
  const ready = southKoreaCanContinue(answers);
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Dialog size="lg" labelledBy={titleId} describedBy={helperId}>
      <h2 id={titleId}>{t(SOUTH_KOREA_FORM_TEXT.title)}</h2>
      <p aria-hidden="true">{t('privacy.southKorea.intro')}</p>
      <fieldset className={checks}>
        <legend className={hidden}>{t('privacy.southKorea.intro')}</legend>
        <label>
          <input type="checkbox" data-autofocus checked={answers.location} onChange={(e) => {
              const location = e.currentTarget.checked;
              setAnswers((a) => ({ ...a, location }));
            }} />
          <span>{t('privacy.southKorea.location')}</span>
        </label>
        <label>
          <input type="checkbox" checked={answers.sharing} onChange={(e) => {
              const sharing = e.currentTarget.checked;
              setAnswers((a) => ({ ...a, sharing }));
            }} />
          <span>{t('privacy.southKorea.sharing')}</span>
        </label>
      </fieldset>
      <p id={helperId} className={helper} aria-live="polite">
        {ready ? '' : t(SOUTH_KOREA_FORM_TEXT.helper)}
      </p>
      <Button wide aria-disabled={!ready} onClick={() => ready && void calls.acceptSouthKorea(answers)}>
        {t('privacy.southKorea.continue')}
      </Button>
    </Dialog>
  );
}
