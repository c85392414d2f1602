import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import MessageCircle from 'lucide-react/icons/message-circle';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { draftSearch } from '../../core/chat/draft';
import { NAVIGATION } from '../../core/navigation';
import { RECS } from '../../core/recs';
import { Avatar } from '../components/Avatar';
import { Button } from '../components/Button';
import { Dialog } from '../components/Dialog';
import { hint } from '../components/styles';
import { TextField } from '../components/TextField';
import { useInjection } from '../di/resolver';
import { useFeature } from '../hooks/use-feature';

const media = css`
  position: relative;
  display: grid;
  place-items: end center;
  height: 220px;
  margin: 0 calc(-1 * var(--space-4));
  background: linear-gradient(135deg, var(--brand), var(--brand2));
  overflow: hidden;
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(to top, var(--raised) 0%, rgb(0 0 0 / 0%) 60%);
  }
  > span {
    position: relative;
    z-index: 1;
    margin-bottom: calc(-1 * var(--space-2));
  }
`;
const title = css`
  text-align: center;
  background: linear-gradient(135deg, var(--brand), var(--brand2));
  -webkit-background-clip: text;
  background-clip: text;
  color: var(--accent-text);
  @supports (background-clip: text) {
    color: transparent;
  }
  @media (forced-colors: active) {
    color: CanvasText;
  }
`;
const centred = css`
  text-align: center;
`;
const form = css`
  display: flex;
  gap: var(--space-2);
  align-items: end;
  > div {
    flex: 1;
  }
`;

/** The person's photo from the match the deck made (the recs module is loaded first: a match can come from elsewhere). */
function MatchPhoto({ name, matchId }: { name: string; matchId?: string }) {
  useSignals();
  const person = useInjection(RECS.Store).matches.value.find((m) => m.id === matchId)?.person;
  const photo = person?.photos[0];
  return (
    <div className={media}>
      {photo ? <img src={photo.url} alt="" /> : null}
      <Avatar name={name} src={photo?.url} size="lg" ring decorative />
    </div>
  );
}

/**
 * MATCH-15: "It's a match!" for the match at the front of the modal queue; its title is the person's name. It
 * shows the person's photo, a field for a first message (it opens the conversation with it) and the two ways on.
 */
export default function ItsAMatchModal({ name, matchId }: { name: string; matchId?: string }) {
  const intl = useIntl();
  const modals = useInjection(NAVIGATION.Modals);
  const recs = useFeature('recs');
  const [, navigate] = useLocation();
  const [message, setMessage] = useState('');
  const toChat = () => {
    modals.close();
    navigate(matchId ? `~/app/messages/${encodeURIComponent(matchId)}${draftSearch(message)}` : '~/app/matches');
  };
  return (
    <Dialog
      labelledBy="match-title"
      describedBy="match-body"
      onClose={() => modals.close()}
      media={
        recs === 'ready' ? (
          <MatchPhoto name={name} matchId={matchId} />
        ) : (
          <div className={media}>
            <Avatar name={name} size="lg" ring decorative />
          </div>
        )
      }
    >
      <h2 id="match-title" className={title}>
        <FormattedMessage id="match.title" />
      </h2>
      <p id="match-body" className={`${hint} ${centred}`}>
        <FormattedMessage id="match.body" values={{ name: <bdi>{name}</bdi> }} />
      </p>
      <form
        className={form}
        onSubmit={(e) => {
          e.preventDefault();
          toChat();
        }}
      >
        <TextField
          label={intl.formatMessage({ id: 'match.messageLabel' }, { name })}
          placeholder={intl.formatMessage({ id: 'match.messagePlaceholder' })}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          autoComplete="off"
          maxLength={5000}
        />
        <Button type="submit" variant="secondary" icon={<MessageCircle size={20} aria-hidden />}>
          <FormattedMessage id="match.send" />
        </Button>
      </form>
      <Button wide data-autofocus onClick={() => modals.close()}>
        <FormattedMessage id="match.keepSwiping" />
      </Button>
      <Button
        variant="ghost"
        wide
        onClick={() => {
          modals.close();
          navigate('~/app/matches');
        }}
      >
        <FormattedMessage id="match.toMatches" />
      </Button>
    </Dialog>
  );
}
