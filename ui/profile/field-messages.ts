import type { IntlShape } from 'react-intl';
import type { ProfileEditError, ProfileField, ProfileFieldError } from '../../core/profile';

/** A refused field in words (PROF-04, PROF-05, PROF-07, PROF-25). */
export const fieldMessage = (intl: IntlShape, e: ProfileFieldError): string => {
  switch (e.reason) {
    case 'too_long':
      return intl.formatMessage({ id: 'profile.edit.error.tooLong' }, { max: e.max });
    case 'range':
      if (e.field === 'selected_interests') return intl.formatMessage({ id: 'profile.edit.error.interests' }, { min: e.min, max: e.max });
      if (e.field === 'prompts') return intl.formatMessage({ id: 'profile.edit.error.prompts' }, { max: e.max });
      if (e.field === 'sparks_quizzes') return intl.formatMessage({ id: 'profile.quizzes.error.range' }, { max: e.max });
      return intl.formatMessage({ id: 'profile.edit.error.range' }, { min: e.min, max: e.max });
    case 'empty':
      return intl.formatMessage({ id: e.field === 'gender' ? 'profile.edit.error.genderEmpty' : 'profile.edit.error.empty' });
    case 'unknown':
      return intl.formatMessage({ id: 'profile.edit.error.unknown' });
  }
};

/** The message of one field of a refusal, if it names that field. */
export const messageFor = (intl: IntlShape, error: ProfileEditError | undefined, field: ProfileField): string | undefined => {
  const found = error?.fields?.find((f) => f.field === field);
  return found ? fieldMessage(intl, found) : undefined;
};

/** A refusal that names no field of the page: one sentence for the whole save. */
export const refusalMessage = (intl: IntlShape, error: ProfileEditError): string =>
  error.fields?.length ? intl.formatMessage({ id: 'profile.edit.error.fields' }) : intl.formatMessage({ id: 'profile.edit.error.failed' });
