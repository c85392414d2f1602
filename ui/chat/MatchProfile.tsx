import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { MATCHES, type MatchPerson } from '../../core/matches';
import { routePath } from '../../core/routing';
import { errorText, hint, iconButton } from '../components/styles';
import { useInjection } from '../di/resolver';
import { SafetyActions } from './SafetyActions';

const page = css`
  display: grid;
  align-content: start;
  gap: var(--space-3);
  padding: var(--space-3);
  overflow-y: auto;
  min-height: 0;
  height: 100%;
`;
const top = css`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  h2 {
    flex: 1;
    margin: 0;
    font-size: 1.5rem;
  }
`;
const photos = css`
  display: flex;
  gap: var(--space-2);
  overflow-x: auto;
  margin: 0;
  padding: 0;
  list-style: none;
  scroll-snap-type: x mandatory;
  li {
    flex: none;
    scroll-snap-align: start;
  }
  img {
    display: block;
    width: min(72vw, 320px);
    aspect-ratio: 3 / 4;
    object-fit: cover;
    border-radius: var(--radius);
    background: var(--border);
  }
`;
const chips = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-1);
  padding: 0;
  margin: 0;
  list-style: none;
  li {
    padding: 2px var(--space-2);
    border: 1px solid var(--border);
    border-radius: 999px;
    font-size: 0.875rem;
  }
`;
const about = css`
  display: grid;
  gap: var(--space-2);
  h3 {
    margin: 0;
    font-size: 1.125rem;
  }
  p {
    margin: 0;
  }
`;

/**
 * MATCH-14: the profile of a match's person (route `messages/{matchId}/profile/{userId}`, `GET /user/{userId}`):
 * photos, age, job, school, bio, interests, with the way back to the conversation and unmatch, block and report.
 * What the match already knows shows at once; the fetched card replaces it.
 */
export function MatchProfile({ matchId, userId, onEnded }: { matchId: string; userId: string; onEnded: (said: string) => void }) {
  useSignals();
  const intl = useIntl();
  const profiles = useInjection(MATCHES.Profile);
  const match = useInjection(MATCHES.Store).match(matchId);
  const [person, setPerson] = useState<MatchPerson | undefined>(() => profiles.placeholder(userId));
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void profiles.load(userId).then((answer) => {
      if (!live) return;
      if (answer.ok) setPerson(answer.value);
      else setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [profiles, userId]);
  useEffect(() => {
    document.getElementById('profile-title')?.focus();
  }, [userId]);

  const backHref = routePath('messages', { matchId });
  if (person === undefined) {
    return (
      <div className={page}>
        <Link href={backHref} className={iconButton} aria-label={intl.formatMessage({ id: 'profile.match.back' })}>
          <ArrowLeft aria-hidden="true" />
        </Link>
        {failed ? (
          <p className={errorText} role="alert">
            <FormattedMessage id="profile.match.failed" />
          </p>
        ) : (
          <p className={hint} role="status">
            <FormattedMessage id="profile.match.loading" />
          </p>
        )}
      </div>
    );
  }
  const job = person.jobs?.[0];
  return (
    <article className={page} aria-labelledby="profile-title">
      <div className={top}>
        <Link href={backHref} className={iconButton} aria-label={intl.formatMessage({ id: 'profile.match.back' })}>
          <ArrowLeft aria-hidden="true" />
        </Link>
        <h2 id="profile-title" tabIndex={-1}>
          <bdi>{person.name}</bdi>
          {person.age === undefined ? null : `, ${person.age}`}
        </h2>
        {match === undefined || match.person.id !== userId ? null : <SafetyActions match={match} onEnded={onEnded} />}
      </div>
      {person.photos.length > 0 ? (
        <ul className={photos}>
          {person.photos.map((photo, index) => (
            <li key={photo.url}>
              <img src={photo.url} alt={photo.altText ?? intl.formatMessage({ id: 'profile.match.photo' }, { name: person.name, index: index + 1 })} loading={index === 0 ? 'eager' : 'lazy'} />
            </li>
          ))}
        </ul>
      ) : null}
      <section className={about} aria-label={intl.formatMessage({ id: 'profile.match.about' }, { name: person.name })}>
        {job ? <p>{[job.title, job.company].filter(Boolean).join(' · ')}</p> : null}
        {person.schools?.[0] ? <p>{person.schools[0]}</p> : null}
        {person.bio ? <p>{person.bio}</p> : null}
        {person.interests && person.interests.length > 0 ? (
          <ul className={chips} aria-label={intl.formatMessage({ id: 'recs.interests' })}>
            {person.interests.map((interest) => (
              <li key={interest.id}>{interest.name}</li>
            ))}
          </ul>
        ) : null}
      </section>
    </article>
  );
}
