import { useSignals } from '@preact/signals-react/runtime';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import LogIn from 'lucide-react/icons/log-in';
import PartyPopper from 'lucide-react/icons/party-popper';
import RotateCw from 'lucide-react/icons/rotate-cw';
import ShieldAlert from 'lucide-react/icons/shield-alert';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AUTH } from '../../core/auth';
import { ONBOARDING, PHOTOS_MIN, photosStepProblem, photosToUploadAfterLogin, type FieldName, type OnboardingState, type StepName } from '../../core/onboarding';
import { Button } from '../components/Button';
import { Chip } from '../components/Chip';
import { EmptyState } from '../components/EmptyState';
import { IconButton } from '../components/IconButton';
import { Loading } from '../components/Skeleton';
import { TextField } from '../components/TextField';
import { errorText, hint as hintClass } from '../components/styles';
import { useInjection } from '../di/resolver';
import { usePageTitle } from '../hooks/use-page-title';
import { useAfterRender } from '../hooks/use-after-render';
import { DateField, isoOf, partsOf, type DateParts } from './DateField';
import { AbandonOnboarding } from './AbandonOnboarding';
import { PhotosStep } from './PhotosStep';
import { actions, alertBox, centered, flipRtl, skeletonPage, check, choice, choiceList, chips, fieldset, form, heading, page, progressTrack, stepCount, topRow } from './styles';

/** PROF-09: the genders, as the server numbers them. */
const GENDERS = [
  { value: 1, id: 'woman' },
  { value: 0, id: 'man' },
  { value: 2, id: 'beyond' },
] as const;

type Errors = Partial<Record<FieldName, string>>;

/** A heading that takes the focus when it appears (each step, the outcomes), so a screen reader starts there. */
function useFocusOnShow<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [key]);
  return ref;
}

/**
 * Onboarding (ONB-03..14, BAN-15): one screen per step with the progress, the answers kept when something is
 * refused, the underage screen and the completion. Reads the onboarding state; every action goes to the flow.
 */
export function OnboardingFlow() {
  useSignals();
  const intl = useIntl();
  const flow = useInjection(ONBOARDING.Flow);
  const store = useInjection(ONBOARDING.Store);
  const auth = useInjection(AUTH.Session);
  const status = auth.status.value;
  const s = store.state.value;
  // The route opens to anyone (ONB-19); the steps wait for the newcomer's session (restored after a reload).
  useEffect(() => {
    const cur = store.state.peek();
    if (status === 'onboarding' && !cur.isInitialized && !cur.isLoading) void flow.init();
  }, [flow, store, status]);

  if (s.isUnderage) return <Underage daysLeft={s.underage?.daysLeft} />;
  if (status === 'signed-out' && !s.isCompleted) return <SignInFirst />;
  if (s.isCompleted) return <Completed name={typeof s.values.name === 'string' ? s.values.name : ''} onEnter={() => void flow.enter()} busy={s.isLoading || s.afterLoginUploads === 'uploading'} s={s} />;
  if (!s.isInitialized || s.currentStep === null) {
    if (s.failure !== undefined && !s.isLoading) {
      return (
        <section className={centered}>
          <p role="alert" className={alertBox}>
            {intl.formatMessage({ id: 'onboarding.failure' })}
          </p>
          <Button onClick={() => void flow.init()}>{intl.formatMessage({ id: 'onboarding.tryAgain' })}</Button>
        </section>
      );
    }
    return (
      <div className={centered}>
        <Loading label={intl.formatMessage({ id: 'onboarding.loading' })}>
          <div className={skeletonPage} />
        </Loading>
      </div>
    );
  }
  return <Step key={s.currentStep} step={s.currentStep} s={s} index={store.stepIndex.value} progress={store.progress.value} />;
}

function Step({ step, s, index, progress }: { step: StepName; s: OnboardingState; index: number; progress: number }) {
  const intl = useIntl();
  const flow = useInjection(ONBOARDING.Flow);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const title = t(`onboarding.step.${step}.title`);
  usePageTitle(title);
  const headingRef = useFocusOnShow<HTMLHeadingElement>(step);
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<Errors>({});
  const [date, setDate] = useState<DateParts>(() => partsOf(s.values.birthDate));

  // The server's verdicts (ONB-10) and this screen's own checks, one message per field.
  const errors: Errors = { ...clientErrors };
  for (const [name, kind] of Object.entries(s.erroredFields)) {
    if (!errors[name as FieldName]) errors[name as FieldName] = t(`onboarding.error.${kind}`);
  }
  const afterRender = useAfterRender();
  const focusFirstInvalid = () => afterRender(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], #photos-error')?.focus?.());

  const set = (name: FieldName, value: unknown) => {
    flow.setValue(name, value);
    if (clientErrors[name]) setClientErrors(({ [name]: _, ...rest }) => rest);
  };

  const validate = (): Errors => {
    const v = s.values;
    switch (step) {
      case 'name':
        return typeof v.name === 'string' && v.name.trim() !== '' ? {} : { name: t('onboarding.error.nameRequired') };
      case 'birthDate': {
        if (!date.day && !date.month && !date.year) return { birthDate: t('onboarding.error.birthDateRequired') };
        return isoOf(date) ? {} : { birthDate: t('onboarding.error.birthDateInvalid') };
      }
      case 'gender':
        return typeof v.gender === 'number' ? {} : { gender: t('onboarding.error.genderRequired') };
      case 'interestedInGender':
        return Array.isArray(v.interestedInGender) && v.interestedInGender.length > 0 ? {} : { interestedInGender: t('onboarding.error.interestedRequired') };
      case 'userInterests': {
        const n = Array.isArray(v.userInterests) ? v.userInterests.length : 0;
        return n === 0 || (n >= s.interests.min && n <= s.interests.max) ? {} : { userInterests: t('onboarding.error.interestsCount', { min: s.interests.min, max: s.interests.max }) };
      }
      case 'photos': {
        // ONB-12: at least 2 chosen; the main one must be up, the others wait for the login.
        const problem = photosStepProblem(s.photos);
        if (problem === null) return {};
        if (problem === 'too-few') return { photos: t('onboarding.error.photosMin', { min: PHOTOS_MIN }) };
        return { photos: t(problem === 'uploading' ? 'onboarding.error.photosUploading' : 'onboarding.error.photosMainFailed') };
      }
      default:
        return {};
    }
  };

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (s.isLoading) return;
    if (step === 'birthDate') {
      const iso = isoOf(date);
      if (iso) flow.setValue('birthDate', iso);
    }
    // ONB-08: an optional step left empty is sent as skipped, so a reload does not ask it again.
    const own = s.values[step as FieldName];
    if ((step === 'userInterests' || step === 'email') && (own === undefined || (Array.isArray(own) && own.length === 0) || (typeof own === 'string' && own.trim() === ''))) {
      flow.setValue(step, '');
    }
    const found = validate();
    setClientErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid();
      return;
    }
    await flow.submitStep();
    focusFirstInvalid();
  };

  const skip = (name: FieldName) => {
    flow.setValue(name, '');
    setClientErrors({});
    void flow.submitStep();
  };

  const body = ((): ReactNode => {
    switch (step) {
      case 'name':
        return (
          <TextField
            label={t('onboarding.name.label')}
            hint={t('onboarding.name.hint')}
            name="name"
            autoComplete="given-name"
            maxLength={50}
            value={typeof s.values.name === 'string' ? s.values.name : ''}
            onChange={(e) => set('name', e.target.value)}
            error={errors.name}
          />
        );
      case 'birthDate':
        return (
          <DateField
            legend={t('onboarding.birthDate.label')}
            hint={t('onboarding.birthDate.hint')}
            value={date}
            onChange={(parts) => {
              setDate(parts);
              if (clientErrors.birthDate) setClientErrors({});
            }}
            error={errors.birthDate}
          />
        );
      case 'gender':
        return (
          <>
            <Choices
              legend={t('onboarding.gender.label')}
              type="radio"
              name="gender"
              options={GENDERS.map((g) => ({ value: g.value, label: t(`onboarding.gender.${g.id}`) }))}
              selected={typeof s.values.gender === 'number' ? [s.values.gender] : []}
              onToggle={(value) => set('gender', value)}
              error={errors.gender}
            />
            {s.values.gender === 2 && s.editableFields.includes('customGender') ? (
              <TextField
                label={t('onboarding.gender.custom')}
                maxLength={50}
                value={typeof s.values.customGender === 'string' ? s.values.customGender : ''}
                onChange={(e) => set('customGender', e.target.value)}
                error={errors.customGender}
              />
            ) : null}
            {s.editableFields.includes('showGenderOnProfile') ? (
              <label className={check}>
                <input type="checkbox" checked={s.values.showGenderOnProfile === true} onChange={(e) => set('showGenderOnProfile', e.target.checked)} />
                {t('onboarding.gender.show')}
              </label>
            ) : null}
          </>
        );
      case 'interestedInGender': {
        const chosen = Array.isArray(s.values.interestedInGender) ? (s.values.interestedInGender as number[]) : [];
        return (
          <Choices
            legend={t('onboarding.interestedInGender.label')}
            type="checkbox"
            name="interestedInGender"
            options={GENDERS.map((g) => ({ value: g.value, label: t(`onboarding.interestedInGender.${g.id}`) }))}
            selected={chosen}
            onToggle={(value) => set('interestedInGender', chosen.includes(value) ? chosen.filter((x) => x !== value) : [...chosen, value].sort())}
            error={errors.interestedInGender}
          />
        );
      }
      case 'userInterests': {
        const chosen = Array.isArray(s.values.userInterests) ? (s.values.userInterests as string[]) : [];
        const errorId = errors.userInterests ? 'interests-error' : undefined;
        return (
          <fieldset className={fieldset} aria-describedby={['interests-count', errorId].filter(Boolean).join(' ')}>
            <legend>{t('onboarding.userInterests.label', { min: s.interests.min, max: s.interests.max })}</legend>
            <div className={chips}>
              {s.interests.choices.map((choiceItem) => (
                <Chip
                  key={choiceItem.id}
                  selected={chosen.includes(choiceItem.id)}
                  onToggle={() => {
                    if (chosen.includes(choiceItem.id)) set('userInterests', chosen.filter((x) => x !== choiceItem.id));
                    else if (chosen.length < s.interests.max) set('userInterests', [...chosen, choiceItem.id]);
                  }}
                >
                  {choiceItem.name}
                </Chip>
              ))}
            </div>
            <p id="interests-count" className={hintClass} aria-live="polite">
              {t('onboarding.userInterests.count', { count: chosen.length, max: s.interests.max })}
            </p>
            {errors.userInterests ? (
              <p id="interests-error" className={errorText}>
                {errors.userInterests}
              </p>
            ) : null}
          </fieldset>
        );
      }
      case 'photos':
        return <PhotosStep error={errors.photos} />;
      case 'email':
        return (
          <>
            <TextField
              label={t('onboarding.email.label')}
              hint={t('onboarding.email.hint')}
              type="email"
              name="email"
              autoComplete="email"
              value={typeof s.values.email === 'string' ? s.values.email : ''}
              onChange={(e) => set('email', e.target.value)}
              error={errors.email}
            />
            {s.editableFields.includes('allowEmailMarketing') ? (
              <label className={check}>
                <input type="checkbox" checked={s.values.allowEmailMarketing === true} onChange={(e) => set('allowEmailMarketing', e.target.checked)} />
                {t('onboarding.email.marketing')}
              </label>
            ) : null}
          </>
        );
      default:
        return null;
    }
  })();

  const optional = (step === 'userInterests' || step === 'email') && !s.requiredFields.includes(step);
  const last = index === s.steps.length - 1;
  return (
    <section className={page} aria-labelledby="onboarding-step-title">
      <div className={topRow}>
        {index > 0 ? <IconButton icon={ArrowLeft} label={t('onboarding.back')} aria-disabled={s.isLoading || undefined} onClick={() => !s.isLoading && flow.back()} className={flipRtl} /> : null}
        <div className={progressTrack} role="progressbar" aria-label={t('onboarding.progress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress)} aria-valuetext={t('onboarding.stepOf', { index: index + 1, count: s.steps.length })}>
          <div style={{ width: `${progress}%` }} />
        </div>
        <span className={stepCount} aria-hidden="true">
          {t('onboarding.stepOf', { index: index + 1, count: s.steps.length })}
        </span>
      </div>
      <div className={heading}>
        <h1 id="onboarding-step-title" ref={headingRef} tabIndex={-1}>
          {title}
        </h1>
        <p>{t(`onboarding.step.${step}.body`)}</p>
      </div>
      <form ref={formRef} className={form} onSubmit={(e) => void submit(e)} noValidate>
        {body}
        <p role="alert" className={alertBox}>
          {s.failure !== undefined ? t('onboarding.failure') : ''}
        </p>
        <div className={actions}>
          <Button type="submit" size="lg" wide aria-disabled={s.isLoading || undefined} aria-busy={s.isLoading || undefined}>
            {t(last ? 'onboarding.finish' : 'onboarding.continue')}
          </Button>
          {optional ? (
            <Button variant="ghost" wide onClick={() => skip(step as FieldName)}>
              {t('onboarding.skip')}
            </Button>
          ) : null}
        </div>
      </form>
      <AbandonOnboarding />
    </section>
  );
}

/** Radio buttons or checkboxes as big rows, in a group named by its legend; the error is read with the group. */
function Choices({
  legend,
  type,
  name,
  options,
  selected,
  onToggle,
  error,
}: {
  legend: string;
  type: 'radio' | 'checkbox';
  name: string;
  options: ReadonlyArray<{ value: number; label: string }>;
  selected: readonly number[];
  onToggle: (value: number) => void;
  error?: string | undefined;
}) {
  const errorId = error ? `${name}-error` : undefined;
  return (
    <fieldset className={fieldset} aria-describedby={errorId} aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      <div className={choiceList}>
        {options.map((o) => (
          <label key={o.value} className={choice}>
            <input type={type} name={name} value={o.value} checked={selected.includes(o.value)} onChange={() => onToggle(o.value)} aria-invalid={error ? true : undefined} />
            {o.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={errorText}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The onboarding route without a newcomer's session: the way in is signing in. */
function SignInFirst() {
  const intl = useIntl();
  const navigator = useInjection(AUTH.Navigator);
  const title = intl.formatMessage({ id: 'onboarding.signIn.title' });
  usePageTitle(title);
  return (
    <div className={centered}>
      <EmptyState
        illustration={LogIn}
        headingLevel={1}
        title={title}
        body={intl.formatMessage({ id: 'onboarding.signIn.body' })}
        actions={<Button onClick={() => navigator.toLogin()}>{intl.formatMessage({ id: 'onboarding.signIn.action' })}</Button>}
      />
    </div>
  );
}

/** BAN-15: an under-18 birth date ends here; the device stays flagged until the 18th birthday. */
function Underage({ daysLeft }: { daysLeft: number | undefined }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'onboarding.underage.title' });
  usePageTitle(title);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('h1')?.focus();
  }, []);
  return (
    <div ref={ref} className={centered}>
      <EmptyState
        illustration={ShieldAlert}
        headingLevel={1}
        title={title}
        body={
          daysLeft !== undefined
            ? intl.formatMessage({ id: 'onboarding.underage.daysLeft' }, { count: daysLeft })
            : intl.formatMessage({ id: 'onboarding.underage.body' })
        }
      />
    </div>
  );
}

/** ONB-13: the completion, then Discover; ONB-12: the queued photos go up meanwhile, a failed one can be retried. */
function Completed({ name, onEnter, busy, s }: { name: string; onEnter: () => void; busy: boolean; s: OnboardingState }) {
  const intl = useIntl();
  const flow = useInjection(ONBOARDING.Flow);
  const queued = photosToUploadAfterLogin(s.photos);
  const failed = queued.filter((p) => p.status === 'failed');
  const photosStatus =
    s.afterLoginUploads === 'uploading'
      ? intl.formatMessage({ id: 'onboarding.done.photosUploading' }, { done: queued.filter((p) => p.status !== 'uploading').length, count: queued.length })
      : failed.length > 0
        ? intl.formatMessage({ id: 'onboarding.done.photosFailed' }, { count: failed.length })
        : '';
  const title = intl.formatMessage({ id: 'onboarding.done.title' }, { name });
  usePageTitle(intl.formatMessage({ id: 'onboarding.done.pageTitle' }));
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('h1')?.focus();
  }, []);
  return (
    <div ref={ref} className={centered}>
      <EmptyState
        illustration={PartyPopper}
        headingLevel={1}
        title={title}
        body={intl.formatMessage({ id: 'onboarding.done.body' })}
        actions={
          <>
            <p role="status" className={hintClass}>
              {photosStatus}
            </p>
            {failed.length > 0 && s.afterLoginUploads === 'settled' ? (
              <Button variant="secondary" icon={<RotateCw size={16} aria-hidden />} onClick={() => failed.forEach((p) => flow.retryPhoto(p.key))}>
                {intl.formatMessage({ id: 'onboarding.done.photosRetry' })}
              </Button>
            ) : null}
            <Button size="lg" onClick={() => !busy && onEnter()} aria-disabled={busy || undefined} aria-busy={busy || undefined}>
              {intl.formatMessage({ id: 'onboarding.done.enter' })}
            </Button>
          </>
        }
      />
    </div>
  );
}
