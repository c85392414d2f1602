import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { FormattedMessage, useIntl } from 'react-intl';
import { DISCOVERY_SETTINGS } from '../../core/discovery-settings';
import { ROUTING, routePath, type RouteName } from '../../core/routing';
import { SETTINGS, type ContactChannel, type EmailNotifications, type PushNotifications } from '../../core/settings';
import { ListRow, Switch } from '../components';
import { FeatureGate } from '../components/FeatureGate';
import { Loading } from '../components/Skeleton';
import { useInjection } from '../di/resolver';
import { ContactChangeForm, contactForm } from './ContactChangeForm';
import { PassportPage } from './PassportPage';
import { noticeClass, pageClass, RefusedNotice, Section, useSettingsLoaded } from './settings-parts';

// PRIV-06: the consent choices on the privacy page, with the privacy chunk.
const PrivacyConsentsSection = lazy(() => import('../privacy/PrivacyOverlay').then((m) => ({ default: m.PrivacyConsentsSection })));

const lead = css`
  color: var(--muted);
  margin: 0 0 var(--space-3);
`;
const back = css`
  color: var(--accent-text);
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 3px;
`;

const manage = css`
  margin-block: var(--space-4);
`;

const PUSH_KEYS: ReadonlyArray<keyof PushNotifications> = ['match', 'message', 'messageLike', 'superLike'];
const EMAIL_KEYS: ReadonlyArray<keyof EmailNotifications> = ['matches', 'messages', 'promotions'];

/** A page of notification switches (push or e-mail), one per kind, each saved as it changes. */
function NotificationsPage({ channel }: { channel: 'push' | 'email' }) {
  useSignals();
  const intl = useIntl();
  const store = useInjection(SETTINGS.Store);
  const update = useInjection(SETTINGS.Update);
  const state = store.state.value;
  const keys: readonly string[] = channel === 'push' ? PUSH_KEYS : EMAIL_KEYS;
  const values: Readonly<Partial<Record<string, boolean>>> = { ...(channel === 'push' ? state.pushNotifications : state.emailNotifications) };
  return (
    <>
      <p className={lead}>
        <FormattedMessage id={`settings.${channel}.lead`} />
      </p>
      <RefusedNotice />
      <Section titleId={`settings.${channel}.title`}>
        {keys.map((key) => (
          <li key={key}>
            <Switch
              title={intl.formatMessage({ id: `settings.${channel}.${key}` })}
              checked={values[key] ?? false}
              onChange={(on) => void update.execute(channel === 'push' ? { kind: 'push', change: { [key]: on } } : { kind: 'email', change: { [key]: on } })}
            />
          </li>
        ))}
      </Section>
      {channel === 'email' ? <ManageSubscriptionsLink /> : null}
    </>
  );
}

/** SET-13: the link of the e-mails' subscription page, built from the member's token (none until the settings load). */
function ManageSubscriptionsLink() {
  useSignals();
  const token = useInjection(SETTINGS.Store).subscriptions.value.userToken;
  if (token === null || token === '') return null;
  return (
    <p className={manage}>
      <Link className={back} href={`${routePath('emailSubscription')}?${new URLSearchParams({ token }).toString()}`}>
        <FormattedMessage id="settings.email.manageSubscriptions" />
      </Link>
      <br />
      <span className={lead}>
        <FormattedMessage id="settings.email.manageSubscriptionsHelp" />
      </span>
    </p>
  );
}

// SET-11: push on this device is its own chunk (the push module and the browser's Push API adapters).
const PushDevice = lazy(() => import('./PushDevice'));
const PushPage = () => (
  <>
    <NotificationsPage channel="push" />
    <Suspense fallback={null}>
      <PushDevice />
    </Suspense>
  </>
);
const EmailPage = () => <NotificationsPage channel="email" />;

function ReadReceiptsPage() {
  useSignals();
  const intl = useIntl();
  const store = useInjection(SETTINGS.Store);
  const update = useInjection(SETTINGS.Update);
  return (
    <>
      <RefusedNotice />
      <Section titleId="settings.readReceipts.title">
        <li>
          <Switch
            title={intl.formatMessage({ id: 'settings.readReceipts.switch' })}
            subtitle={intl.formatMessage({ id: 'settings.readReceipts.help' })}
            checked={store.readReceipts.value}
            onChange={(enabled) => void update.execute({ kind: 'readReceipts', enabled })}
          />
        </li>
      </Section>
    </>
  );
}

function MessageControlsPage() {
  useSignals();
  const intl = useIntl();
  const store = useInjection(SETTINGS.Store);
  const update = useInjection(SETTINGS.Update);
  const controls = store.state.value.messageControls;
  return (
    <>
      {controls.error ? (
        <p role="alert" className={noticeClass}>
          <FormattedMessage id="settings.messageControls.error" />
        </p>
      ) : null}
      <Section titleId="settings.messageControls.title">
        <li>
          <Switch
            title={intl.formatMessage({ id: 'settings.messageControls.switch' })}
            subtitle={intl.formatMessage({ id: 'settings.messageControls.help' })}
            checked={controls.onlyVerifiedUsers}
            onChange={(on) => void update.execute({ kind: 'messageControls', onlyVerifiedUsers: on })}
          />
        </li>
      </Section>
    </>
  );
}

/** SET-10: recently active and discoverable, saved through the discovery settings (its own chunk). */
function VisibilitySwitches({ only }: { only?: 'presence' }) {
  useSignals();
  const intl = useIntl();
  const store = useInjection(DISCOVERY_SETTINGS.Store);
  const load = useInjection(DISCOVERY_SETTINGS.Load);
  const save = useInjection(DISCOVERY_SETTINGS.Save);
  const [pending, setPending] = useState<{ presenceHidden?: boolean; discoverable?: boolean }>({});
  const [failed, setFailed] = useState(false);
  useEffect(() => void load.execute(), [load]);
  const visibility = store.visibility.value;
  const change = async (c: { presenceHidden?: boolean; discoverable?: boolean }) => {
    setFailed(false);
    setPending(c);
    const saved = await save.saveVisibility(c);
    setPending({});
    if (!saved.ok) setFailed(true);
  };
  const presenceHidden = pending.presenceHidden ?? visibility.presenceHidden;
  const discoverable = pending.discoverable ?? visibility.discoverable;
  const busy = pending.presenceHidden !== undefined || pending.discoverable !== undefined;
  return (
    <>
      {failed ? (
        <p role="alert" className={noticeClass}>
          <FormattedMessage id="settings.refused" />
        </p>
      ) : null}
      <Section titleId={only === 'presence' ? 'settings.recentlyActive.title' : 'settings.privacy.title'}>
        <li>
          <Switch
            title={intl.formatMessage({ id: 'settings.recentlyActive.switch' })}
            subtitle={intl.formatMessage({ id: 'settings.recentlyActive.help' })}
            checked={!presenceHidden}
            busy={busy}
            onChange={(on) => void change({ presenceHidden: !on })}
          />
        </li>
        {only === 'presence' ? null : (
          <li>
            <Switch
              title={intl.formatMessage({ id: 'settings.privacy.discoverable' })}
              subtitle={intl.formatMessage({ id: 'settings.privacy.discoverableHelp' })}
              checked={discoverable}
              busy={busy}
              onChange={(on) => void change({ discoverable: on })}
            />
          </li>
        )}
      </Section>
    </>
  );
}

function VisibilityPage({ only }: { only?: 'presence' }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <FeatureGate feature="recs" loading={<Loading label={t('settings.loading')}>{null}</Loading>}>
        <VisibilitySwitches {...(only === undefined ? {} : { only })} />
      </FeatureGate>
      {only === 'presence' ? null : (
        <Section titleId="settings.privacy.more">
          <li>
            <ListRow href={routePath('readReceiptsSettings')} title={t('settings.readReceipts.title')} />
          </li>
          <li>
            <ListRow href={routePath('messageControlsSettings')} title={t('settings.messageControls.title')} />
          </li>
        </Section>
      )}
    </>
  );
}

function AccountPage() {
  useSignals();
  const intl = useIntl();
  const account = useInjection(SETTINGS.Store).account.value;
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Section titleId="settings.section.account">
      <li>
        <ListRow href={routePath('emailAccountSettings')} title={t('settings.account.email')} subtitle={account.maskedEmail ?? t('settings.account.none')} />
      </li>
      <li>
        <ListRow href={routePath('phoneAccountSettings')} title={t('settings.account.phone')} subtitle={account.maskedPhone ?? t('settings.account.none')} />
      </li>
    </Section>
  );
}

/** SET-15: enter the new address or number → the code sent to it → done. What was typed stays through errors. */
function ContactChangePage({ channel }: { channel: ContactChannel }) {
  useSignals();
  const intl = useIntl();
  const account = useInjection(SETTINGS.Store).account.value;
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const current = channel === 'email' ? account.maskedEmail : account.maskedPhone;
  return (
    <ContactChangeForm
      channel={channel}
      intro={
        <>
          <p className={lead}>{current ? t(channel === 'email' ? 'settings.change.currentEmail' : 'settings.change.currentPhone', { value: current }) : t('settings.change.noneYet')}</p>
          {channel === 'email' && account.newAccountEmail ? <p className={lead}>{t('settings.change.waiting', { value: account.newAccountEmail })}</p> : null}
        </>
      }
      done={(typed) => (
        <div role="status" className={contactForm}>
          <p>{t(channel === 'email' ? 'settings.change.doneEmail' : 'settings.change.donePhone', { value: typed })}</p>
          <Link className={back} href={routePath('settings')}>
            {t('settings.backToSettings')}
          </Link>
        </div>
      )}
    />
  );
}

const PAGES: Partial<Record<RouteName, () => React.JSX.Element>> = {
  accountSettings: AccountPage,
  emailAccountSettings: () => <ContactChangePage channel="email" />,
  phoneAccountSettings: () => <ContactChangePage channel="phone" />,
  emailSettings: EmailPage,
  pushSettings: PushPage,
  privacySettings: () => (
    <>
      <VisibilityPage />
      <Suspense fallback={null}>
        <PrivacyConsentsSection />
      </Suspense>
    </>
  ),
  recentlyActiveSettings: () => <VisibilityPage only="presence" />,
  readReceiptsSettings: ReadReceiptsPage,
  messageControlsSettings: MessageControlsPage,
  passport: PassportPage,
};

/** The page's heading, by route. */
export const SETTINGS_PAGE_TITLES: Partial<Record<RouteName, string>> = {
  accountSettings: 'settings.section.account',
  emailAccountSettings: 'settings.account.email',
  phoneAccountSettings: 'settings.account.phone',
  emailSettings: 'settings.email.title',
  pushSettings: 'settings.push.title',
  privacySettings: 'settings.privacy.title',
  recentlyActiveSettings: 'settings.recentlyActive.title',
  readReceiptsSettings: 'settings.readReceipts.title',
  messageControlsSettings: 'settings.messageControls.title',
  passport: 'passport.title',
};

/** The ROUTE-06 settings page the route names, below its heading, with the settings loaded. */
export function SettingsPage() {
  useSignals();
  useSettingsLoaded();
  const name = useInjection(ROUTING.Store).match.value.name as RouteName;
  const Page = PAGES[name] ?? AccountPage;
  return (
    <div className={pageClass}>
      <Page />
    </div>
  );
}
