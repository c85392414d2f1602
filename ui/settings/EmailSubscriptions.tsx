import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ROUTING } from '../../core/routing';
import { SETTINGS } from '../../core/settings';
import { Button, Loading, Skeleton, Switch } from '../components';
import { useInjection } from '../di/resolver';
import { noticeClass, pageClass, Section } from './settings-parts';

const lead = css`
  color: var(--muted);
  margin: 0 0 var(--space-3);
`;
const skeletonRows = css`
  display: grid;
  gap: var(--space-2);
  margin-block: var(--space-4);
`;
const saved = css`
  min-height: 1.5em;
  margin: var(--space-2) 0;
  color: var(--muted);
`;

/** The token an e-mail's link carries in its query (`?token=`); null when there is none. */
export const tokenOfSearch = (search: string): string | null => {
  const token = new URLSearchParams(search).get('token');
  return token === null || token.trim() === '' ? null : token;
};

/** The message key of a kind of e-mail (the server names matches, messages and promotions). */
const KIND_KEYS: Readonly<Record<string, string>> = {
  matches: 'settings.email.matches',
  messages: 'settings.email.messages',
  promotions: 'settings.email.promotions',
};

/**
 * SET-13: the e-mail subscriptions of the member an e-mail's link names by its token, as switches; each change shows
 * at once, is saved, and goes back with a message when the server refuses it. Works without signing in.
 */
export function EmailSubscriptions() {
  useSignals();
  const intl = useIntl();
  const search = useInjection(ROUTING.Store).location.value.search;
  const subscriptions = useInjection(SETTINGS.Subscriptions);
  const state = useInjection(SETTINGS.Store).subscriptions.value;
  const token = tokenOfSearch(search);
  const [attempt, setAttempt] = useState(0);
  const [savedOnce, setSavedOnce] = useState(false);

  useEffect(() => {
    subscriptions.useToken(token);
    void subscriptions.fetch();
  }, [subscriptions, token, attempt]);

  if (token === null)
    return (
      <div className={pageClass}>
        <p role="alert" className={noticeClass}>
          <FormattedMessage id="emailSubscriptions.noToken" />
        </p>
      </div>
    );

  // The token of the store may still be another one for a moment (a settings load, a link opened before).
  const current = state.userToken === token;
  if (!current || !state.hasFetched)
    return (
      <Loading label={intl.formatMessage({ id: 'emailSubscriptions.loading' })} className={skeletonRows}>
        <Skeleton height={64} radius="var(--radius-lg)" />
        <Skeleton height={64} radius="var(--radius-lg)" />
        <Skeleton height={64} radius="var(--radius-lg)" />
      </Loading>
    );

  if (state.subscriptions.length === 0)
    return (
      <div className={pageClass}>
        <p role="alert" className={noticeClass}>
          <FormattedMessage id={state.isError ? 'emailSubscriptions.badLink' : 'emailSubscriptions.none'} />
        </p>
        {state.isError ? (
          <Button
            variant="secondary"
            onClick={() => {
              setAttempt((n) => n + 1);
              // The button goes while the link is asked again: the page's heading keeps the focus meanwhile.
              document.getElementById('screen-title')?.focus();
            }}
          >
            <FormattedMessage id="emailSubscriptions.retry" />
          </Button>
        ) : null}
      </div>
    );

  const change = async (id: string, subscribed: boolean) => {
    setSavedOnce(false);
    const done = await subscriptions.update([{ id, subscribed }]);
    setSavedOnce(done);
  };

  return (
    <div className={pageClass}>
      <p className={lead}>
        <FormattedMessage id="emailSubscriptions.lead" />
      </p>
      {state.isError ? (
        <p role="alert" className={noticeClass}>
          <FormattedMessage id="emailSubscriptions.refused" />
        </p>
      ) : null}
      <Section titleId="emailSubscriptions.section">
        {state.subscriptions.map((s) => (
          <li key={s.id}>
            <Switch
              title={KIND_KEYS[s.id] ? intl.formatMessage({ id: KIND_KEYS[s.id] }) : s.id}
              checked={s.subscribed}
              busy={state.isUpdating}
              onChange={(on) => void change(s.id, on)}
            />
          </li>
        ))}
      </Section>
      <p role="status" className={saved}>
        {savedOnce && !state.isUpdating ? intl.formatMessage({ id: 'emailSubscriptions.saved' }) : ''}
      </p>
    </div>
  );
}
