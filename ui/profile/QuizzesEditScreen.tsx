import { css } from '@linaria/core';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { serialiseQuizzes, type EditableProfile, type QuizSource } from '../../core/profile';
import { routePath } from '../../core/routing';
import { BackLink, Button } from '../components';
import { checkRow } from '../components/styles';
import { ScreenFrame } from '../screens/ScreenFrame';
import { EditSection } from './EditSection';
import { EditSkeleton } from './EditSkeleton';
import { messageFor } from './field-messages';
import { muted, pageStack, topLinks } from './page-styles';
import { useEditProfile } from './use-edit-profile';
import { useUnsavedWarning } from './use-unsaved-warning';

const quizGroup = css`
  display: grid;
  gap: var(--space-1);
  margin: 0;
  padding: var(--space-3) 0 0;
  border: 0;
  border-top: 1px solid var(--border);
  min-width: 0;
  legend {
    float: left;
    width: 100%;
    padding: 0;
    margin-bottom: var(--space-2);
    font-weight: 700;
  }
  legend + * {
    clear: both;
  }
`;

/** One answer per quiz, by quiz id; null when the quiz is left unanswered. */
type Draft = Readonly<Record<string, string | null>>;

/** The answers a profile holds, as the page offers them: the first answer of each quiz of the catalogue. */
const draftOf = (profile: EditableProfile): Draft =>
  Object.fromEntries(profile.availableQuizzes.map((q) => [q.id, profile.quizzes.find((a) => a.id === q.id)?.answer_details[0]?.answer_id ?? null]));

/** The draft as PROF-06's quiz source, in the catalogue's order, unanswered quizzes left out. */
const sourcesOf = (profile: EditableProfile, draft: Draft): QuizSource[] =>
  profile.availableQuizzes.flatMap((q) => {
    const choice = draft[q.id];
    return choice ? [{ id: q.id, answer_details: [{ answer_id: choice }] }] : [];
  });

function QuizzesForm({ profile }: { profile: EditableProfile }) {
  const intl = useIntl();
  const base = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(profile));
  // PROF-06: two sets of answers are the same when they serialise the same.
  const dirty = serialiseQuizzes(sourcesOf(profile, draft)) !== serialiseQuizzes(sourcesOf(profile, draftOf(profile)));
  const warning = useUnsavedWarning(dirty);
  const answered = Object.values(draft).filter((v) => v !== null).length;
  return (
    <>
      <EditSection kind="quizzes" titleId="profile.quizzes.heading" stickyFoot dirty={dirty} toSection={() => ({ kind: 'quizzes', quizzes: sourcesOf(profile, draft) })}>
        {(error) => {
          const refused = messageFor(intl, error, 'sparks_quizzes');
          return (
            <>
              <p aria-live="polite" className={muted}>
                <FormattedMessage id="profile.quizzes.count" values={{ count: answered, max: profile.availableQuizzes.length }} />
              </p>
              {refused ? (
                <p role="alert" aria-invalid="true" tabIndex={-1}>
                  {refused}
                </p>
              ) : null}
              {profile.availableQuizzes.map((quiz) => {
                const name = `${base}-${quiz.id}`;
                return (
                  <fieldset key={quiz.id} className={quizGroup}>
                    <legend>{quiz.question}</legend>
                    {quiz.choices.map((choice) => (
                      <label key={choice.id} className={checkRow}>
                        <input type="radio" name={name} value={choice.id} checked={draft[quiz.id] === choice.id} onChange={() => setDraft({ ...draft, [quiz.id]: choice.id })} />
                        {choice.name}
                      </label>
                    ))}
                    <label className={checkRow}>
                      <input type="radio" name={name} value="" checked={!draft[quiz.id]} onChange={() => setDraft({ ...draft, [quiz.id]: null })} />
                      <span className={muted}>
                        <FormattedMessage id="profile.quizzes.noAnswer" />
                      </span>
                    </label>
                  </fieldset>
                );
              })}
              <div>
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  aria-disabled={answered === 0 || undefined}
                  onClick={() => {
                    if (answered > 0) setDraft(Object.fromEntries(Object.keys(draft).map((id) => [id, null])));
                  }}
                >
                  <FormattedMessage id="profile.quizzes.clear" />
                </Button>
              </div>
            </>
          );
        }}
      </EditSection>
      {warning}
    </>
  );
}

/** PROF-06: the quizzes of the catalogue, one answer each; saved whole, shown on the card and the preview. */
export default function QuizzesEditScreen() {
  const { profile, state } = useEditProfile();
  return (
    <ScreenFrame titleId="profile.quizzes.title">
      <div className={pageStack}>
        <div className={topLinks}>
          <BackLink href={routePath('profileEdit')} labelId="profile.edit.backToEdit" />
        </div>
        {profile ? (
          <QuizzesForm profile={profile} />
        ) : state.kind === 'error' ? (
          <p role="alert">
            <FormattedMessage id="profile.edit.loadFailed" />
          </p>
        ) : (
          <EditSkeleton />
        )}
      </div>
    </ScreenFrame>
  );
}
