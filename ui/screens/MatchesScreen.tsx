import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ROUTING, routeHref } from '../../core/routing';
import { ChatPane } from '../chat/ChatPane';
import { MatchProfile } from '../chat/MatchProfile';
import MessageCircle from 'lucide-react/icons/message-circle';
import { EmptyState } from '../components';
import { hint } from '../components/styles';
import { useInjection } from '../di/resolver';
import { useFeature } from '../hooks/use-feature';
import { usePageTitle } from '../hooks/use-page-title';
import { ArchivedMatches, MatchList } from '../matches/MatchList';
import { DESKTOP, MOBILE, VISUALLY_HIDDEN } from '../theme/tokens';

const layout = css`
  display: grid;
  height: calc(100dvh - var(--header-h));
  min-height: 0;
  ${MOBILE} {
    height: calc(100dvh - var(--header-h) - var(--nav-h));
    &[data-open='true'] > [data-part='list'] {
      display: none;
    }
    &[data-open='false'] > [data-part='pane'] {
      display: none;
    }
  }
  ${DESKTOP} {
    grid-template-columns: minmax(300px, 380px) 1fr;
    > [data-part='list'] {
      border-inline-end: 1px solid var(--border);
    }
  }
  > [data-part] {
    min-height: 0;
    min-width: 0;
  }
  > [data-part='list'] {
    overflow-y: auto;
  }
`;
const title = css`
  ${VISUALLY_HIDDEN}
`;
const placeholder = css`
  display: grid;
  place-items: center;
  padding: var(--space-4);
  text-align: center;
`;
const notice = css`
  margin: var(--space-3) var(--space-3) 0;
  padding: var(--space-2) var(--space-3);
  border-radius: var(--radius);
  background: var(--surface);
  &:empty {
    display: none;
  }
`;

const CONVERSATION_ROUTES = new Set(['messages', 'messagesProfile']);

/**
 * The Matches tab (routes `matches`, `matches/archived`, `messages/{matchId}`, `messages/{matchId}/profile/{userId}`):
 * the list of matches beside the open conversation on a wide screen (as on the web apps members know); on a phone
 * one or the other.
 */
function MatchesLayout() {
  useSignals();
  const intl = useIntl();
  const route = useInjection(ROUTING.Store).match.value;
  const navigation = useInjection(ROUTING.Navigation);
  const [said, setSaid] = useState('');
  const params = route.name === 'notFound' ? {} : (route.params as Readonly<Record<string, string | undefined>>);
  const matchId = CONVERSATION_ROUTES.has(route.name) ? params['matchId'] : undefined;
  const userId = route.name === 'messagesProfile' ? params['userId'] : undefined;
  usePageTitle(intl.formatMessage({ id: route.name === 'archivedMatches' ? 'matches.archived' : 'matches.title' }));

  const ended = (text: string) => {
    setSaid(text);
    navigation.navigate(routeHref('matches'));
    requestAnimationFrame(() => document.getElementById('screen-title')?.focus());
  };

  return (
    <>
      <h1 id="screen-title" className={title} tabIndex={-1}>
        <FormattedMessage id="matches.title" />
      </h1>
      <div className={layout} data-open={matchId !== undefined}>
        <div data-part="list">
          <p className={notice} role="status">
            {matchId === undefined ? said : ''}
          </p>
          {route.name === 'archivedMatches' ? <ArchivedMatches selected={matchId} /> : <MatchList selected={matchId} />}
        </div>
        <div data-part="pane">
          {matchId === undefined ? (
            <div className={placeholder}>
              <EmptyState illustration={MessageCircle} title={intl.formatMessage({ id: 'matches.pickTitle' })} body={intl.formatMessage({ id: 'matches.pick' })} />
            </div>
          ) : userId !== undefined ? (
            <MatchProfile key={userId} matchId={matchId} userId={userId} onEnded={ended} />
          ) : (
            <ChatPane matchId={matchId} onEnded={ended} />
          )}
        </div>
      </div>
    </>
  );
}

/** The Matches tab, once the matches and chat module has loaded (its own chunk). */
export default function MatchesScreen() {
  const matches = useFeature('matches');
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'matches.title' }));
  if (matches === 'ready') return <MatchesLayout />;
  return (
    <section aria-labelledby="screen-title" style={{ padding: 'var(--space-4) var(--space-3)' }}>
      <h1 id="screen-title" tabIndex={-1}>
        <FormattedMessage id="matches.title" />
      </h1>
      {matches === 'failed' ? (
        <p role="alert">
          <FormattedMessage id="app.partFailed" />
        </p>
      ) : (
        <p className={hint} role="status">
          <FormattedMessage id="matches.loading" />
        </p>
      )}
    </section>
  );
}
