import { useSignals } from '@preact/signals-react/runtime';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AUTH } from '../../core/auth';
import { routePath } from '../../core/routing';
import { SETTINGS } from '../../core/settings';
import { Button, ListRow } from '../components';
import { hint, mirrorRtl } from '../components/styles';
import { useInjection } from '../di/resolver';
import { LanguagePicker } from '../shell/LanguagePicker';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { pageClass, Section, sectionClass, useSettingsLoaded } from './settings-parts';
import { css } from '@linaria/core';

const languageRow = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-3);
  min-height: 64px;
  padding: var(--space-2) var(--space-3);
  label {
    font-weight: 600;
  }
  select {
    font: inherit;
    min-height: 44px;
    padding: 0 var(--space-2);
    border: 1px solid var(--border-strong);
    border-radius: var(--radius-sm);
    background: var(--bg);
    color: var(--fg);
  }
`;
const actions = css`
  display: grid;
  gap: var(--space-2);
  padding: var(--space-3);
`;

/** The settings hub: the member's account, notifications, privacy, discovery, language, logging out and leaving. */
export function SettingsHub() {
  useSignals();
  useSettingsLoaded();
  const intl = useIntl();
  const store = useInjection(SETTINGS.Store);
  const logout = useInjection(AUTH.Logout);
  const account = store.account.value;
  // SET-14: the passport's place once its page has loaded it.
  const passportPlace = useInjection(SETTINGS.PassportStore).place.value;
  const [confirming, setConfirming] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const t = (id: string) => intl.formatMessage({ id });
  const chevron = <ChevronRight size={20} aria-hidden className={mirrorRtl} />;
  const none = t('settings.account.none');
  const contact = account.maskedPhone ?? account.maskedEmail;
  return (
    <div className={pageClass}>
      {contact ? (
        <p className={hint}>
          <FormattedMessage id="settings.signedInAs" values={{ contact: <bdi>{contact}</bdi> }} />
        </p>
      ) : null}
      <Section titleId="settings.section.account">
        <li>
          <ListRow href={routePath('emailAccountSettings')} title={t('settings.account.email')} subtitle={account.maskedEmail ?? none} trailing={chevron} />
        </li>
        <li>
          <ListRow href={routePath('phoneAccountSettings')} title={t('settings.account.phone')} subtitle={account.maskedPhone ?? none} trailing={chevron} />
        </li>
        <li>
          <ListRow href={routePath('devicesSettings')} title={t('settings.devices')} subtitle={t('settings.devices.summary')} trailing={chevron} />
        </li>
      </Section>
      <Section titleId="settings.section.notifications">
        <li>
          <ListRow href={routePath('pushSettings')} title={t('settings.push.title')} subtitle={t('settings.push.summary')} trailing={chevron} />
        </li>
        <li>
          <ListRow href={routePath('emailSettings')} title={t('settings.email.title')} subtitle={t('settings.email.summary')} trailing={chevron} />
        </li>
      </Section>
      <Section titleId="settings.section.privacy">
        <li>
          <ListRow href={routePath('recentlyActiveSettings')} title={t('settings.recentlyActive.title')} subtitle={t('settings.recentlyActive.summary')} trailing={chevron} />
        </li>
        <li>
          <ListRow href={routePath('privacySettings')} title={t('settings.privacy.title')} subtitle={t('settings.privacy.summaryWithData')} trailing={chevron} />
        </li>
        <li>
          <ListRow href={routePath('readReceiptsSettings')} title={t('settings.readReceipts.title')} subtitle={t(store.readReceipts.value ? 'settings.on' : 'settings.off')} trailing={chevron} />
        </li>
        <li>
          <ListRow
            href={routePath('messageControlsSettings')}
            title={t('settings.messageControls.title')}
            subtitle={t(store.state.value.messageControls.onlyVerifiedUsers ? 'settings.messageControls.verifiedOnly' : 'settings.messageControls.everyone')} trailing={chevron}
          />
        </li>
      </Section>
      <Section titleId="settings.section.discovery">
        <li>
          <ListRow href={routePath('discoverySetting', { setting: 'distance' })} title={t('recs.settings')} subtitle={t('settings.discovery.summary')} trailing={chevron} />
        </li>
        <li>
          <ListRow href={routePath('passport')} title={t('passport.title')} subtitle={passportPlace ? intl.formatMessage({ id: 'passport.hub.travelling' }, { place: passportPlace.name }) : t('passport.hub.summary')} trailing={chevron} />
        </li>
      </Section>
      <section className={sectionClass}>
        <h2 id="settings-language">
          <FormattedMessage id="settings.section.language" />
        </h2>
        <ul aria-labelledby="settings-language">
          <li>
            <LanguagePicker className={languageRow} />
          </li>
        </ul>
      </section>
      <section className={sectionClass}>
        <h2 id="settings-session">
          <FormattedMessage id="settings.section.session" />
        </h2>
        <div className={actions}>
          <Button variant="secondary" aria-disabled={logout.loggingOut.value} onClick={() => void logout.execute('member')}>
            <FormattedMessage id="settings.logout" />
          </Button>
          <Button variant="danger" ref={deleteButton} onClick={() => setConfirming(true)}>
            <FormattedMessage id="settings.delete.open" />
          </Button>
        </div>
      </section>
      {confirming ? <DeleteAccountDialog onClose={() => setConfirming(false)} returnFocusTo={deleteButton} /> : null}
    </div>
  );
}
