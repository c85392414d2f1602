import { css } from '@linaria/core';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  BIO_MAX,
  COMPANY_MAX,
  CUSTOM_GENDER_MAX,
  feetAndInches,
  JOB_TITLE_MAX,
  RELATIONSHIP_INTENTS,
  SCHOOL_MAX,
  textLength,
  type EditableProfile,
  type HeightMeasureType,
  type ProfileGender,
  type RelationshipIntent,
} from '../../core/profile';
import { TextField } from '../components';
import { checkRow, errorText, field, hint } from '../components/styles';
import { EditSection } from './EditSection';
import { messageFor } from './field-messages';

/** Each section tells the page whether its draft differs from what is saved (unsaved changes warn). */
export type OnDirty = (key: string, dirty: boolean) => void;

const useDirty = (key: string, dirty: boolean, onDirty: OnDirty) => {
  useEffect(() => onDirty(key, dirty), [key, dirty, onDirty]);
};

const twoColumns = css`
  display: grid;
  gap: var(--space-3);
  @media (min-width: 720px) {
    grid-template-columns: 1fr 1fr;
  }
`;

/** A character count under a text: "12 / 500", read with the field. */
function Count({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <p id={id} className={hint}>
      <FormattedMessage id="profile.edit.count" values={{ count: length, max }} />
    </p>
  );
}

export function BioSection({ profile, onDirty }: { profile: EditableProfile; onDirty: OnDirty }) {
  const intl = useIntl();
  const id = useId();
  const [bio, setBio] = useState(profile.bio);
  useDirty('bio', bio.trim() !== profile.bio, onDirty);
  return (
    <EditSection kind="bio" titleId="profile.edit.bio" dirty={bio.trim() !== profile.bio} toSection={() => ({ kind: 'bio', bio })}>
      {(error) => {
        const message = messageFor(intl, error, 'bio');
        return (
          <div className={field}>
            <label htmlFor={id}>
              <FormattedMessage id="profile.edit.bioLabel" />
            </label>
            <textarea
              id={id}
              rows={4}
              value={bio}
              onChange={(e) => setBio(e.target.value)}
              aria-invalid={message ? true : undefined}
              aria-describedby={`${id}-count${message ? ` ${id}-error` : ''}`}
            />
            <Count id={`${id}-count`} length={textLength(bio)} max={BIO_MAX} />
            {message ? (
              <p id={`${id}-error`} className={errorText}>
                {message}
              </p>
            ) : null}
          </div>
        );
      }}
    </EditSection>
  );
}

export function JobSection({ profile, onDirty }: { profile: EditableProfile; onDirty: OnDirty }) {
  const intl = useIntl();
  const [title, setTitle] = useState(profile.job.title);
  const [company, setCompany] = useState(profile.job.company);
  const dirty = title.trim() !== profile.job.title || company.trim() !== profile.job.company;
  useDirty('job', dirty, onDirty);
  return (
    <EditSection kind="job" titleId="profile.edit.job" dirty={dirty} toSection={() => ({ kind: 'job', company, title })}>
      {(error) => (
        <div className={twoColumns}>
          <TextField
            label={<FormattedMessage id="profile.edit.jobTitle" />}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            hint={<FormattedMessage id="profile.edit.count" values={{ count: textLength(title), max: JOB_TITLE_MAX }} />}
            error={messageFor(intl, error, 'jobs.title')}
            autoComplete="organization-title"
          />
          <TextField
            label={<FormattedMessage id="profile.edit.company" />}
            value={company}
            onChange={(e) => setCompany(e.target.value)}
            hint={<FormattedMessage id="profile.edit.count" values={{ count: textLength(company), max: COMPANY_MAX }} />}
            error={messageFor(intl, error, 'jobs.company')}
            autoComplete="organization"
          />
        </div>
      )}
    </EditSection>
  );
}

export function SchoolSection({ profile, onDirty, headingLevel }: { profile: EditableProfile; onDirty: OnDirty; headingLevel?: 2 | 3 }) {
  const intl = useIntl();
  const [name, setName] = useState(profile.school);
  const dirty = name.trim() !== profile.school;
  useDirty('school', dirty, onDirty);
  return (
    <EditSection kind="school" titleId="profile.edit.school" dirty={dirty} toSection={() => ({ kind: 'school', name })} {...(headingLevel ? { headingLevel } : {})}>
      {(error) => (
        <TextField
          label={<FormattedMessage id="profile.edit.schoolLabel" />}
          value={name}
          onChange={(e) => setName(e.target.value)}
          hint={<FormattedMessage id="profile.edit.count" values={{ count: textLength(name), max: SCHOOL_MAX }} />}
          error={messageFor(intl, error, 'schools.name')}
        />
      )}
    </EditSection>
  );
}

export function IntentSection({ profile, onDirty }: { profile: EditableProfile; onDirty: OnDirty }) {
  const intl = useIntl();
  const id = useId();
  const [intent, setIntent] = useState<RelationshipIntent | null>(profile.relationshipIntent);
  const dirty = intent !== profile.relationshipIntent;
  useDirty('intent', dirty, onDirty);
  return (
    <EditSection kind="intent" titleId="profile.edit.intent" dirty={dirty} toSection={() => ({ kind: 'intent', intent })}>
      {() => (
        <div className={field}>
          <label htmlFor={id}>
            <FormattedMessage id="profile.edit.intentLabel" />
          </label>
          <select id={id} value={intent ?? ''} onChange={(e) => setIntent((e.target.value || null) as RelationshipIntent | null)}>
            <option value="">{intl.formatMessage({ id: 'profile.edit.intentNone' })}</option>
            {RELATIONSHIP_INTENTS.map((key) => (
              <option key={key} value={key}>
                {intl.formatMessage({ id: `profile.intent.${key}` })}
              </option>
            ))}
          </select>
        </div>
      )}
    </EditSection>
  );
}

export function HeightSection({ profile, onDirty }: { profile: EditableProfile; onDirty: OnDirty }) {
  const intl = useIntl();
  const id = useId();
  const [cm, setCm] = useState(profile.heightCm === null ? '' : String(profile.heightCm));
  const [measure, setMeasure] = useState<HeightMeasureType>(profile.heightMeasureType);
  const value = cm.trim() === '' ? null : Number(cm);
  const dirty = value !== profile.heightCm || measure !== profile.heightMeasureType;
  useDirty('height', dirty, onDirty);
  const shown = value !== null && Number.isFinite(value) && measure === 'ft' ? feetAndInches(value) : null;
  return (
    <EditSection kind="height" titleId="profile.edit.height" dirty={dirty} toSection={() => ({ kind: 'height', heightCm: value, measure })}>
      {(error) => (
        <div className={twoColumns}>
          <TextField
            label={<FormattedMessage id="profile.edit.heightLabel" />}
            inputMode="numeric"
            value={cm}
            onChange={(e) => setCm(e.target.value.replace(/[^0-9]/g, ''))}
            hint={shown ? <FormattedMessage id="profile.edit.heightFeet" values={shown} /> : undefined}
            error={messageFor(intl, error, 'height')}
          />
          <div className={field}>
            <label htmlFor={id}>
              <FormattedMessage id="profile.edit.heightUnit" />
            </label>
            <select id={id} value={measure} onChange={(e) => setMeasure(e.target.value === 'ft' ? 'ft' : 'cm')}>
              <option value="cm">{intl.formatMessage({ id: 'profile.edit.unitCm' })}</option>
              <option value="ft">{intl.formatMessage({ id: 'profile.edit.unitFt' })}</option>
            </select>
          </div>
        </div>
      )}
    </EditSection>
  );
}

const genderChoices = css`
  display: grid;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: var(--space-2);
    font-weight: 600;
  }
`;

/** PROF-09's values in the order offered, with their words. */
const GENDER_OPTIONS: readonly { readonly value: ProfileGender; readonly label: string }[] = [
  { value: 0, label: 'profile.gender.man' },
  { value: 1, label: 'profile.gender.woman' },
  { value: 2, label: 'profile.gender.beyond' },
];

/** PROF-09: the own gender (man 0, woman 1, beyond binary 2), optional self-described words, and whether the card shows it. */
export function GenderSection({ profile, onDirty, headingLevel }: { profile: EditableProfile; onDirty: OnDirty; headingLevel?: 2 | 3 }) {
  const intl = useIntl();
  const id = useId();
  const [gender, setGender] = useState<ProfileGender | null>(profile.gender);
  const [custom, setCustom] = useState(profile.customGender);
  const [show, setShow] = useState(profile.showGenderOnProfile);
  const dirty = gender !== profile.gender || custom.trim() !== profile.customGender || show !== profile.showGenderOnProfile;
  useDirty('gender', dirty, onDirty);
  return (
    <EditSection
      kind="gender"
      titleId="profile.edit.gender"
      dirty={dirty}
      toSection={() => ({ kind: 'gender', gender, customGender: custom, showOnProfile: show })}
      {...(headingLevel ? { headingLevel } : {})}
    >
      {(error) => {
        const genderError = messageFor(intl, error, 'gender');
        return (
          <>
            <fieldset
              className={genderChoices}
              aria-invalid={genderError ? true : undefined}
              aria-describedby={genderError ? `${id}-error` : undefined}
              tabIndex={genderError ? -1 : undefined}
            >
              <legend>
                <FormattedMessage id="profile.edit.genderLabel" />
              </legend>
              {GENDER_OPTIONS.map(({ value, label }) => (
                <label key={value} className={checkRow}>
                  <input type="radio" name={`${id}-gender`} value={value} checked={gender === value} onChange={() => setGender(value)} />
                  <FormattedMessage id={label} />
                </label>
              ))}
              {genderError ? (
                <p id={`${id}-error`} className={errorText}>
                  {genderError}
                </p>
              ) : null}
            </fieldset>
            <TextField
              label={<FormattedMessage id="profile.edit.customGender" />}
              value={custom}
              onChange={(e) => setCustom(e.target.value)}
              hint={<FormattedMessage id="profile.edit.count" values={{ count: textLength(custom), max: CUSTOM_GENDER_MAX }} />}
              error={messageFor(intl, error, 'custom_gender')}
            />
            <label className={checkRow}>
              <input type="checkbox" checked={show} onChange={(e) => setShow(e.target.checked)} />
              <FormattedMessage id="profile.edit.showGender" />
            </label>
          </>
        );
      }}
    </EditSection>
  );
}
