import { css } from '@linaria/core';
import BadgeCheck from 'lucide-react/icons/badge-check';
import Briefcase from 'lucide-react/icons/briefcase';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import MapPin from 'lucide-react/icons/map-pin';
import Sparkles from 'lucide-react/icons/sparkles';
import UserRound from 'lucide-react/icons/user-round';
import type { ReactNode, Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RecCard } from '../../core/recs';
import { Chip } from '../components/Chip';
import { IconButton } from '../components/IconButton';
import { DESKTOP } from '../theme/tokens';

const page = css`
  display: grid;
  gap: var(--space-4);
  max-width: 640px;
  margin: 0 auto;
  padding-bottom: calc(96px + env(safe-area-inset-bottom));
  ${DESKTOP} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    max-width: 960px;
    align-items: start;
    padding-bottom: var(--space-4);
  }
`;
const gallery = css`
  position: relative;
  aspect-ratio: 3 / 4;
  /* On a phone the name and the first facts show above the action buttons without scrolling. */
  max-height: 50dvh;
  width: 100%;
  border-radius: var(--radius-lg);
  overflow: hidden;
  background: var(--surface2);
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
  ${DESKTOP} {
    position: sticky;
    top: var(--space-4);
    max-height: calc(100dvh - 200px);
  }
`;
const photoNav = css`
  position: absolute;
  inset-inline: var(--space-2);
  bottom: var(--space-2);
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2);
  > span {
    padding: 2px var(--space-2);
    border-radius: var(--radius-full);
    background: rgb(0 0 0 / 60%);
    color: #ffffff;
    font-size: var(--text-sm);
    font-weight: 600;
  }
`;
const details = css`
  display: grid;
  gap: var(--space-3);
  align-content: start;
  h2 {
    margin: 0;
    display: flex;
    align-items: center;
    gap: var(--space-2);
    font-size: var(--text-3xl);
    font-weight: 800;
  }
  h2 > span > span {
    font-weight: 400;
  }
  h2:focus {
    outline: none;
  }
  > a {
    justify-self: start;
  }
  h3 {
    margin: 0 0 var(--space-1);
    font-size: var(--text-md);
    color: var(--muted);
  }
  p {
    margin: 0;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-1);
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;
const fact = css`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  color: var(--fg);
`;
const prompt = css`
  padding: var(--space-3);
  border-radius: var(--radius-lg);
  background: var(--raised);
  box-shadow: var(--shadow-1);
  p {
    font-size: var(--text-lg);
    font-weight: 600;
  }
`;

/**
 * A member's full profile as others see it: every photo (buttons change it, "Photo 2 of 5", RECS-19), the facts,
 * the bio, the interests, the prompts (PROF-07 order) and the descriptors. Discover's full profile (RECS-22) and
 * the own profile's preview (PROF-28) both show it; `top` goes above the name, `children` after the facts.
 */
export function ProfileView({
  rec,
  index,
  onShowPhoto,
  headingRef,
  headingDescribedBy,
  top,
  children,
}: {
  rec: RecCard;
  index: number;
  onShowPhoto: (index: number) => void;
  headingRef?: Ref<HTMLHeadingElement>;
  headingDescribedBy?: string;
  top?: ReactNode;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const photos = rec.photos;
  const photo = photos[index];
  const job = rec.jobs?.[0];
  return (
    <div className={page}>
      <div className={gallery}>
        {photo ? <img src={photo.url} alt={photo.altText ?? intl.formatMessage({ id: 'recs.photoOf' }, { name: rec.name })} /> : null}
        {photos.length > 1 ? (
          <div className={photoNav}>
            <IconButton
              tone="raised"
              size="sm"
              icon={ChevronLeft}
              label={intl.formatMessage({ id: 'recs.profile.previousPhoto' })}
              aria-disabled={index === 0 || undefined}
              onClick={() => onShowPhoto(index - 1)}
            />
            <span aria-live="polite">
              <FormattedMessage id="recs.photoIndex" values={{ index: index + 1, count: photos.length }} />
            </span>
            <IconButton
              tone="raised"
              size="sm"
              icon={ChevronRight}
              label={intl.formatMessage({ id: 'recs.profile.nextPhoto' })}
              aria-disabled={index === photos.length - 1 || undefined}
              onClick={() => onShowPhoto(index + 1)}
            />
          </div>
        ) : null}
      </div>
      <div className={details}>
        {top}
        <h2 ref={headingRef} tabIndex={-1} aria-describedby={headingDescribedBy}>
          <span>
            <bdi>{rec.name}</bdi>
            {rec.age === undefined ? null : <span>{`, ${rec.age}`}</span>}
          </span>
          {rec.verified ? <BadgeCheck size={26} aria-label={intl.formatMessage({ id: 'recs.verified' })} role="img" /> : null}
        </h2>
        {rec.distance ? (
          <p className={fact}>
            <MapPin size={18} aria-hidden />
            <FormattedMessage id={rec.distance.unit === 'mi' ? 'recs.milesAway' : 'recs.kilometresAway'} values={{ count: rec.distance.value }} />
          </p>
        ) : null}
        {rec.shownGender ? (
          <p className={fact}>
            <UserRound size={18} aria-hidden />
            {[
              rec.shownGender.custom ?? intl.formatMessage({ id: ['profile.gender.man', 'profile.gender.woman', 'profile.gender.beyond'][rec.shownGender.gender]! }),
              ...rec.shownGender.words.map((w) => intl.formatMessage({ id: `allIn.gender.${w}`, defaultMessage: w })),
            ].join(' · ')}
          </p>
        ) : null}
        {rec.orientations?.length ? (
          <p className={fact}>
            <Sparkles size={18} aria-hidden />
            {rec.orientations.join(' · ')}
          </p>
        ) : null}
        {job ? (
          <p className={fact}>
            <Briefcase size={18} aria-hidden />
            {[job.title, job.company].filter(Boolean).join(' · ')}
          </p>
        ) : null}
        {rec.schools?.length ? (
          <p className={fact}>
            <GraduationCap size={18} aria-hidden />
            {rec.schools.join(' · ')}
          </p>
        ) : null}
        {rec.bio ? (
          <section aria-labelledby="profile-about">
            <h3 id="profile-about">
              <FormattedMessage id="recs.profile.about" values={{ name: rec.name }} />
            </h3>
            <p>{rec.bio}</p>
          </section>
        ) : null}
        {rec.interests?.length ? (
          <section aria-labelledby="profile-interests">
            <h3 id="profile-interests">
              <FormattedMessage id="recs.interests" />
            </h3>
            <ul>
              {rec.interests.map((i) => (
                <li key={i.id}>
                  <Chip>{i.name}</Chip>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {rec.prompts?.map((p) => (
          <section key={p.id} aria-label={intl.formatMessage({ id: `profile.prompt.${p.id}`, defaultMessage: p.id })} className={prompt}>
            <h3>
              <FormattedMessage id={`profile.prompt.${p.id}`} defaultMessage={p.id} />
            </h3>
            <p>{p.answer}</p>
          </section>
        ))}
        {rec.quizzes?.map((q) => (
          <section key={q.id} aria-label={q.question} className={prompt}>
            <h3>{q.question}</h3>
            <ul>
              {q.answers.map((a) => (
                <li key={a}>
                  <Chip>{a}</Chip>
                </li>
              ))}
            </ul>
          </section>
        ))}
        {rec.descriptors?.map((d) => (
          <section key={d.id} aria-label={d.name}>
            <h3>{d.name}</h3>
            <ul>
              {d.choices.map((c) => (
                <li key={c.id}>
                  <Chip>{c.name}</Chip>
                </li>
              ))}
            </ul>
          </section>
        ))}
        {rec.anthem ? (
          <p className={fact}>
            <FormattedMessage id="recs.profile.anthem" values={{ title: rec.anthem.title, artist: rec.anthem.artist ?? '' }} />
          </p>
        ) : null}
        {children}
      </div>
    </div>
  );
}
