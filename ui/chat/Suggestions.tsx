import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CHAT, pickSuggestions } from '../../core/chat';
import { chatSuggestionsAllowed, PRIVACY } from '../../core/privacy';
import { STARTUP } from '../../core/startup';
import { button, hint } from '../components/styles';
import { useInjection } from '../di/resolver';
import { useFeature } from '../hooks/use-feature';

const box = css`
  display: grid;
  gap: var(--space-2);
  padding: var(--space-2) var(--space-3) 0;
  p {
    margin: 0;
  }
`;
const chips = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  list-style: none;
  margin: 0;
  padding: 0;
`;
const chip = css`
  border: 1px solid var(--border);
  border-radius: 999px;
  background: var(--surface);
  color: var(--text);
  padding: var(--space-1) var(--space-3);
  min-height: 44px;
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover {
    border-color: var(--accent);
  }
  &:focus-visible {
    outline: 2px solid var(--focus);
    outline-offset: 2px;
  }
`;
const offer = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2);
`;

/**
 * CHAT-13, PRIV-21: conversation starters in an empty conversation, as chips above the composer. Shown only when the
 * app setting is on and the member accepted the messaging consent; until then, when the setting is on, a short offer
 * asks for that consent (PRIV-13), and nothing is loaded before the answer. Tapping a chip fills the composer (it
 * never sends by itself) and the focus goes to the field, so the member can change the words first.
 */
function Starters({ matchId, onPick }: { matchId: string; onPick: (text: string) => void }) {
  useSignals();
  const intl = useIntl();
  const titleId = useId();
  const setting = useInjection(STARTUP.Store).settings.value.chatSuggestionConsents.enabled;
  const consent = useInjection(PRIVACY.Store).state.value.messaging;
  const calls = useInjection(PRIVACY.Calls);
  const suggestions = useInjection(CHAT.Suggestions);
  const store = useInjection(CHAT.SuggestionsStore);
  const [asking, setAsking] = useState<'idle' | 'saving' | 'failed'>('idle');
  const allowed = chatSuggestionsAllowed(setting, consent);
  const language = intl.locale;
  useEffect(() => {
    void suggestions.refresh(allowed, language);
  }, [suggestions, allowed, language]);

  if (!setting) return null;
  if (!allowed)
    return (
      <div className={box}>
        <div className={offer}>
          <p className={hint}>
            <FormattedMessage id="chat.suggestions.offer" />
          </p>
          <button
            type="button"
            className={button}
            aria-disabled={asking === 'saving'}
            onClick={async () => {
              if (asking === 'saving') return;
              setAsking('saving');
              setAsking((await calls.messaging('accept')) ? 'idle' : 'failed');
            }}
          >
            <FormattedMessage id="chat.suggestions.turnOn" />
          </button>
        </div>
        <p role="status" className={hint}>
          {asking === 'failed' ? intl.formatMessage({ id: 'chat.suggestions.failed' }) : ''}
        </p>
      </div>
    );
  const starters = store.messageSuggestions.value;
  if (!store.consentSuggestions.value || starters.length === 0) return null;
  return (
    <section className={box} aria-labelledby={titleId}>
      <p id={titleId} className={hint}>
        <FormattedMessage id="chat.suggestions.title" />
      </p>
      <ul className={chips}>
        {pickSuggestions(starters, matchId).map((text) => (
          <li key={text}>
            <button type="button" className={chip} onClick={() => onPick(text)}>
              {text}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The starters once the privacy module (the consent's state) is in. */
export function Suggestions(props: { matchId: string; onPick: (text: string) => void }) {
  return useFeature('privacy') === 'ready' ? <Starters {...props} /> : null;
}
