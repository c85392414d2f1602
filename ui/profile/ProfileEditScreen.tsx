import Eye from 'lucide-react/icons/eye';
import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { QUIZZES_OPTION } from '../../core/profile';
import { routePath } from '../../core/routing';
import { BackLink, buttonClass, Chip } from '../components';
import { EditSkeleton } from './EditSkeleton';
import { ScreenFrame } from '../screens/ScreenFrame';
import { sectionCard } from './EditSection';
import { chipList, muted, pageStack, topLinks } from './page-styles';
import { BioSection, HeightSection, IntentSection, JobSection, SchoolSection } from './sections';
import { useEditProfile } from './use-edit-profile';
import { useUnsavedWarning } from './use-unsaved-warning';

/** Tracks which sections hold unsaved drafts. */
export function useDirtySections() {
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  const onDirty = useCallback((key: string, on: boolean) => {
    setDirty((before) => {
      if (before.has(key) === on) return before;
      const next = new Set(before);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  return { anyDirty: dirty.size > 0, onDirty };
}

/** ROUTE-05 `profile/edit`: every section of the own profile, each saved on its own. */
export default function ProfileEditScreen() {
  const intl = useIntl();
  const { profile, state } = useEditProfile();
  const { anyDirty, onDirty } = useDirtySections();
  const warning = useUnsavedWarning(anyDirty);
  return (
    <ScreenFrame titleId="profile.edit.title">
      <div className={pageStack}>
        <div className={topLinks}>
          <BackLink href={routePath('profile')} labelId="profile.edit.back" />
          <Link href={routePath('profilePreview')} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
            <Eye size={18} aria-hidden />
            <FormattedMessage id="profile.preview.open" />
          </Link>
        </div>
        {!profile ? (
          state.kind === 'error' ? (
            <p role="alert">
              <FormattedMessage id="profile.edit.loadFailed" />
            </p>
          ) : (
            <EditSkeleton />
          )
        ) : (
          <>
            <BioSection profile={profile} onDirty={onDirty} />
            <JobSection profile={profile} onDirty={onDirty} />
            <SchoolSection profile={profile} onDirty={onDirty} />
            <section className={sectionCard} aria-labelledby="edit-interests">
              <h2 id="edit-interests">
                <FormattedMessage id="profile.edit.interests" />
              </h2>
              {profile.interests.length ? (
                <ul className={chipList}>
                  {profile.interests.map((i) => (
                    <li key={i.id}>
                      <Chip>{i.name}</Chip>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className={muted}>
                  <FormattedMessage id="profile.edit.interestsNone" values={{ min: profile.interestBounds.min, max: profile.interestBounds.max }} />
                </p>
              )}
              <Link href={routePath('profileEditInterests')} className={buttonClass({ variant: 'secondary' })}>
                <FormattedMessage id="profile.edit.interestsEdit" />
              </Link>
            </section>
            <section className={sectionCard} aria-labelledby="edit-prompts">
              <h2 id="edit-prompts">
                <FormattedMessage id="profile.edit.prompts" />
              </h2>
              {profile.prompts.length ? (
                profile.prompts.map((p) => (
                  <div key={p.id}>
                    <p className={muted}>
                      <FormattedMessage id={`profile.prompt.${p.id}`} defaultMessage={p.id} />
                    </p>
                    <p style={{ margin: 0, fontWeight: 600 }}>{p.answer_text}</p>
                  </div>
                ))
              ) : (
                <p className={muted}>
                  <FormattedMessage id="profile.edit.promptsNone" values={{ max: profile.maxPrompts }} />
                </p>
              )}
              <Link href={routePath('profileEditPrompts')} className={buttonClass({ variant: 'secondary' })}>
                <FormattedMessage id="profile.edit.promptsEdit" />
              </Link>
            </section>
            <section className={sectionCard} aria-labelledby="edit-quizzes">
              <h2 id="edit-quizzes">
                <FormattedMessage id="profile.edit.quizzes" />
              </h2>
              {profile.quizzes.length ? (
                profile.quizzes.map((answered) => {
                  const quiz = profile.availableQuizzes.find((q) => q.id === answered.id);
                  const words = answered.answer_details.map((a) => quiz?.choices.find((c) => c.id === a.answer_id)?.name ?? a.answer_id);
                  return (
                    <div key={answered.id}>
                      <p className={muted}>{quiz?.question ?? answered.id}</p>
                      <p style={{ margin: 0, fontWeight: 600 }}>{words.join(', ')}</p>
                    </div>
                  );
                })
              ) : (
                <p className={muted}>
                  <FormattedMessage id="profile.edit.quizzesNone" />
                </p>
              )}
              <Link href={routePath('profileEditOption', { option: QUIZZES_OPTION })} className={buttonClass({ variant: 'secondary' })}>
                <FormattedMessage id="profile.edit.quizzesEdit" />
              </Link>
            </section>
            <IntentSection profile={profile} onDirty={onDirty} />
            <HeightSection profile={profile} onDirty={onDirty} />
            <section className={sectionCard} aria-labelledby="edit-gender">
              <h2 id="edit-gender">
                <FormattedMessage id="profile.edit.gender" />
              </h2>
              <p className={profile.gender === null ? muted : undefined} style={{ margin: 0 }}>
                {profile.gender === null ? (
                  <FormattedMessage id="profile.edit.genderNone" />
                ) : (
                  <>
                    <FormattedMessage id={['profile.gender.man', 'profile.gender.woman', 'profile.gender.beyond'][profile.gender]} />
                    {profile.customGender ? ` (${profile.customGender})` : null}
                  </>
                )}
              </p>
              <Link href={routePath('profileEditGender')} className={buttonClass({ variant: 'secondary' })}>
                <FormattedMessage id="profile.edit.genderEdit" />
              </Link>
            </section>
            <section className={sectionCard} aria-labelledby="edit-descriptors">
              <h2 id="edit-descriptors">
                <FormattedMessage id="profile.edit.descriptors" />
              </h2>
              <ul className={chipList}>
                {profile.availableDescriptors.map((d) => {
                  const chosen = profile.descriptors.find((c) => c.id === d.id);
                  const names = d.choices.filter((c) => chosen?.choiceIds.includes(c.id)).map((c) => c.name);
                  return (
                    <li key={d.id}>
                      <Link href={routePath('profileEditOption', { option: d.id })} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
                        {names.length ? `${d.name}: ${names.join(', ')}` : d.name}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </section>
          </>
        )}
      </div>
      {warning}
    </ScreenFrame>
  );
}
