import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { PROMPT_ANSWER_MAX, textLength, type EditableProfile } from '../../core/profile';
import { routePath } from '../../core/routing';
import { BackLink, buttonClass } from '../components';
import { errorText, field, hint } from '../components/styles';
import { ScreenFrame } from '../screens/ScreenFrame';
import { EditSection } from './EditSection';
import { EditSkeleton } from './EditSkeleton';
import { messageFor } from './field-messages';
import { muted, pageStack, topLinks } from './page-styles';
import { useEditProfile } from './use-edit-profile';
import { useUnsavedWarning } from './use-unsaved-warning';

function PromptsForm({ profile }: { profile: EditableProfile }) {
  const intl = useIntl();
  const base = useId();
  const saved = Object.fromEntries(profile.prompts.map((p) => [p.id, p.answer_text]));
  const [answers, setAnswers] = useState<Record<string, string>>(saved);
  const answered = profile.availablePrompts.filter((id) => (answers[id] ?? '').trim() !== '');
  const dirty = profile.availablePrompts.some((id) => (answers[id] ?? '').trim() !== (saved[id] ?? ''));
  const warning = useUnsavedWarning(dirty);
  const full = answered.length >= profile.maxPrompts;
  return (
    <>
      <EditSection
        kind="prompts"
        titleId="profile.prompts.heading"
        stickyFoot
        dirty={dirty}
        toSection={() => ({ kind: 'prompts', prompts: answered.map((id) => ({ id, answer_text: answers[id] ?? '' })) })}
      >
        {(error) => {
          const countError = messageFor(intl, error, 'prompts');
          const answerError = messageFor(intl, error, 'prompts.answer_text');
          return (
            <>
              <p aria-live="polite">
                <strong>
                  <FormattedMessage id="profile.prompts.count" values={{ count: answered.length, max: profile.maxPrompts }} />
                </strong>{' '}
                <span className={muted}>
                  <FormattedMessage id={full ? 'profile.prompts.full' : 'profile.prompts.bounds'} values={{ max: profile.maxPrompts }} />
                </span>
              </p>
              {countError ? (
                <p role="alert" aria-invalid="true" tabIndex={-1}>
                  {countError}
                </p>
              ) : null}
              {profile.availablePrompts.map((id) => {
                const value = answers[id] ?? '';
                const inputId = `${base}-${id}`;
                const locked = full && value.trim() === '';
                const tooLong = textLength(value) > PROMPT_ANSWER_MAX;
                const message = answerError && (tooLong || value.trim() === '') && !locked ? answerError : undefined;
                return (
                  <div key={id} className={field}>
                    <label htmlFor={inputId}>
                      <FormattedMessage id={`profile.prompt.${id}`} defaultMessage={id} />
                    </label>
                    <textarea
                      id={inputId}
                      rows={2}
                      value={value}
                      readOnly={locked}
                      aria-invalid={message && value !== '' ? true : undefined}
                      aria-describedby={`${inputId}-hint${message ? ` ${inputId}-error` : ''}`}
                      onChange={(e) => setAnswers({ ...answers, [id]: e.target.value })}
                    />
                    <p id={`${inputId}-hint`} className={hint}>
                      {locked ? (
                        <FormattedMessage id="profile.prompts.locked" values={{ max: profile.maxPrompts }} />
                      ) : (
                        <FormattedMessage id="profile.edit.count" values={{ count: textLength(value), max: PROMPT_ANSWER_MAX }} />
                      )}
                    </p>
                    {message && value !== '' ? (
                      <p id={`${inputId}-error`} className={errorText}>
                        {message}
                      </p>
                    ) : null}
                  </div>
                );
              })}
            </>
          );
        }}
      </EditSection>
      {warning}
    </>
  );
}

/** ROUTE-05 `profile/edit/prompts` (PROF-07): the prompts of the catalogue; up to `max_prompts` answered. */
export default function PromptsEditScreen() {
  const { profile } = useEditProfile();
  return (
    <ScreenFrame titleId="profile.prompts.title">
      <div className={pageStack}>
        <div className={topLinks}>
          <BackLink href={routePath('profileEdit')} labelId="profile.edit.backToEdit" />
        </div>
        {profile ? <PromptsForm profile={profile} /> : <EditSkeleton />}
      </div>
    </ScreenFrame>
  );
}
