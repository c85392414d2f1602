import { css } from '@linaria/core';
import Check from 'lucide-react/icons/check';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BackLink } from '../components';
import { Link } from 'wouter';
import {
  AGE_UNBOUNDED,
  DISCOVERY_SETTINGS,
  distanceMaxFrom,
  type BoundedField,
  type DiscoverySettings,
  type FieldError,
  chooseGender,
  genderSelectionOf,
  GENDER_SELECTION,
  type GenderChoice,
  type GenderSelection,
} from '../../core/discovery-settings';
import { Button, buttonClass } from '../components/Button';
import { Loading, Skeleton } from '../components/Skeleton';
import { checkRow, errorText, hint } from '../components/styles';
import { TextField } from '../components/TextField';
import { useInjection } from '../di/resolver';
import { MOBILE } from '../theme/tokens';

const form = css`
  display: grid;
  gap: var(--space-4);
  max-width: 560px;
  fieldset {
    display: grid;
    gap: var(--space-2);
    margin: 0;
    padding: var(--space-3) var(--space-4) var(--space-4);
    border: 1px solid var(--border);
    border-radius: var(--radius-lg);
    background: var(--raised);
    min-width: 0;
  }
  legend {
    padding: 0 var(--space-1);
    font-weight: 700;
    font-size: var(--text-lg);
  }
  p {
    margin: 0;
  }
`;
const ages = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  input {
    width: 100%;
    min-width: 0;
  }
  gap: var(--space-3);
  align-items: start;
`;
const choice = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2);
  button {
    display: inline-flex;
    align-items: center;
    gap: var(--space-2);
    min-height: 44px;
    padding: 0 var(--space-3);
    border: 1px solid var(--border);
    border-radius: var(--radius-full);
    background: var(--raised);
    color: var(--text);
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: var(--brand);
    background: color-mix(in srgb, var(--brand) 12%, var(--raised));
  }
  button:focus-visible {
    outline: 3px solid var(--focus);
    outline-offset: 2px;
  }
`;
const range = css`
  display: grid;
  gap: var(--space-2);
  input {
    width: 100%;
    min-height: 44px;
    accent-color: var(--brand);
  }
`;
const rangeHead = css`
  display: flex;
  justify-content: space-between;
  gap: var(--space-2);
  font-weight: 600;
`;
/** Save stays in reach while the form scrolls (above the bottom navigation on a phone). */
const footer = css`
  position: sticky;
  bottom: 0;
  ${MOBILE} {
    bottom: calc(var(--nav-h) + env(safe-area-inset-bottom));
  }
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  align-items: center;
  padding: var(--space-2) 0;
  background: var(--bg);
`;

/** PROF-08: the chips of "show me", in the order shown; their states come from the core's selection machine. */
const SHOW_ME_CHOICES: readonly { readonly choice: GenderChoice; readonly value: 0 | 1 | 2; readonly label: string }[] = [
  { choice: 'MALE', value: 0, label: 'discoverySettings.showMe.men' },
  { choice: 'WOMEN', value: 1, label: 'discoverySettings.showMe.women' },
  { choice: 'BEYOND_BINARY', value: 2, label: 'discoverySettings.showMe.beyondBinary' },
];
/** None chosen (the start state) or all three (EVERYONE) both mean everyone. */
const showsEveryone = (selection: GenderSelection): boolean =>
  selection.code === GENDER_SELECTION.START || selection.code === GENDER_SELECTION.EVERYONE;

interface Draft {
  readonly ageMin: string;
  readonly ageMax: string;
  readonly noMaxAge: boolean;
  readonly distance: number;
  readonly showMe: GenderSelection;
  readonly global: boolean;
}
const draftOf = (s: DiscoverySettings, distance: number): Draft => ({
  ageMin: String(s.ageMin),
  ageMax: s.ageMax === AGE_UNBOUNDED ? '' : String(s.ageMax),
  noMaxAge: s.ageMax === AGE_UNBOUNDED,
  distance,
  showMe: genderSelectionOf(s.genders),
  global: s.global,
});
/** A typed age as a number; anything that is not a whole number fails the SET-02 check with its field error. */
const ageOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * SET-02..05, SET-18: the discovery settings: the age range (or no upper age), the distance in the member's unit
 * (SET-05), whom to see, and global. Saved through core/discovery-settings, which refuses values out of bounds on
 * the device; the fields the device or the server refused are shown under each field, the values as typed. A saved
 * change reloads Discover (RECS-06).
 */
export function DiscoverySettingsForm() {
  useSignals();
  const intl = useIntl();
  const store = useInjection(DISCOVERY_SETTINGS.Store);
  const load = useInjection(DISCOVERY_SETTINGS.Load);
  const save = useInjection(DISCOVERY_SETTINGS.Save);
  const status = store.status.value;
  const unit = store.distanceUnit.value;
  const bounds = store.distanceBounds.value;
  const errors = store.fieldErrors.value;
  const saving = store.saving.value;
  const [draft, setDraft] = useState<Draft | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const ids = useId();

  useEffect(() => void load.execute(), [load]);
  useEffect(() => {
    if (status.kind === 'loaded' && draft === null) setDraft(draftOf(store.settings.peek(), store.distanceShown.peek()));
  }, [status.kind, draft, store]);

  if (draft === null) {
    if (status.kind === 'error')
      return (
        <p role="alert" className={errorText}>
          <FormattedMessage id="discoverySettings.loadFailed" />
        </p>
      );
    return (
      <Loading label={intl.formatMessage({ id: 'discoverySettings.loading' })} className={form}>
        <Skeleton width="100%" height={140} radius="var(--radius-lg)" />
        <Skeleton width="100%" height={110} radius="var(--radius-lg)" />
        <Skeleton width="100%" height={110} radius="var(--radius-lg)" />
      </Loading>
    );
  }

  const set = (change: Partial<Draft>) => {
    setSaid(null);
    setDraft({ ...draft, ...change });
  };
  const errorOf = (field: BoundedField): string | undefined => {
    const e: FieldError | undefined = errors.find((x) => x.field === field);
    if (!e) return undefined;
    return e.reason === 'order'
      ? intl.formatMessage({ id: 'discoverySettings.error.order' })
      : intl.formatMessage({ id: 'discoverySettings.error.range' }, { min: e.min, max: e.max });
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaid(null);
    const result = await save.saveSettings({
      ageMin: ageOf(draft.ageMin),
      ageMax: draft.noMaxAge ? AGE_UNBOUNDED : ageOf(draft.ageMax),
      distanceMax: distanceMaxFrom(unit, draft.distance),
      genders: draft.showMe.genders,
      global: draft.global,
    });
    if (result.ok) setSaid(intl.formatMessage({ id: 'discoverySettings.saved' }));
    else if (!result.error.fields?.length) setSaid(intl.formatMessage({ id: 'discoverySettings.saveFailed' }));
    else document.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  };
  const distanceText = intl.formatMessage({ id: unit === 'mi' ? 'recs.milesAway' : 'recs.kilometresAway' }, { count: draft.distance });

  return (
    <form className={form} onSubmit={(e) => void submit(e)} noValidate>
      <fieldset>
        <legend>
          <FormattedMessage id="discoverySettings.ageRange" />
        </legend>
        <div className={ages}>
          <TextField
            label={<FormattedMessage id="discoverySettings.ageMin" />}
            inputMode="numeric"
            value={draft.ageMin}
            onChange={(e) => set({ ageMin: e.currentTarget.value })}
            error={errorOf('ageMin')}
          />
          <TextField
            label={<FormattedMessage id="discoverySettings.ageMax" />}
            inputMode="numeric"
            value={draft.noMaxAge ? '' : draft.ageMax}
            disabled={draft.noMaxAge}
            onChange={(e) => set({ ageMax: e.currentTarget.value })}
            error={errorOf('ageMax')}
          />
        </div>
        <label className={checkRow}>
          <input type="checkbox" checked={draft.noMaxAge} onChange={(e) => set({ noMaxAge: e.currentTarget.checked, ageMax: draft.ageMax || '100' })} />
          <FormattedMessage id="discoverySettings.noMaxAge" />
        </label>
      </fieldset>

      <fieldset>
        <legend>
          <FormattedMessage id="discoverySettings.distance" />
        </legend>
        <div className={range}>
          <div className={rangeHead}>
            <label htmlFor={`${ids}-distance`}>
              <FormattedMessage id="discoverySettings.distanceUpTo" />
            </label>
            <output htmlFor={`${ids}-distance`}>{distanceText}</output>
          </div>
          <input
            id={`${ids}-distance`}
            type="range"
            min={bounds.min}
            max={bounds.max}
            step={1}
            value={draft.distance}
            aria-valuetext={distanceText}
            aria-describedby={errorOf('distanceMax') ? `${ids}-distance-error` : undefined}
            aria-invalid={errorOf('distanceMax') ? true : undefined}
            onChange={(e) => set({ distance: Number(e.currentTarget.value) })}
          />
          {errorOf('distanceMax') ? (
            <p id={`${ids}-distance-error`} className={errorText}>
              {errorOf('distanceMax')}
            </p>
          ) : null}
        </div>
        <label className={checkRow}>
          <input type="checkbox" checked={draft.global} onChange={(e) => set({ global: e.currentTarget.checked })} aria-describedby={`${ids}-global`} />
          <FormattedMessage id="discoverySettings.global" />
        </label>
        <p id={`${ids}-global`} className={hint}>
          <FormattedMessage id="discoverySettings.globalHint" />
        </p>
      </fieldset>

      <fieldset aria-describedby={`${ids}-show-me-reads`}>
        <legend>
          <FormattedMessage id="discoverySettings.showMe" />
        </legend>
        <div className={choice}>
          {SHOW_ME_CHOICES.map(({ choice: c, value, label }) => (
            <button
              key={c}
              type="button"
              aria-pressed={draft.showMe.genders.includes(value)}
              onClick={() => set({ showMe: chooseGender(draft.showMe, c) })}
            >
              {draft.showMe.genders.includes(value) ? <Check size={16} aria-hidden /> : null}
              <FormattedMessage id={label} />
            </button>
          ))}
          <span id={`${ids}-show-me-reads`} className={hint} aria-live="polite">
            {showsEveryone(draft.showMe) ? <FormattedMessage id="discoverySettings.showMe.everyone" /> : null}
          </span>
        </div>
      </fieldset>

      <div className={footer}>
        <Button type="submit" aria-disabled={saving || undefined}>
          <FormattedMessage id="discoverySettings.save" />
        </Button>
        <BackLink href="~/app/recs" labelId="discoverySettings.back" size="md" />
      </div>
      <p role="status" className={hint}>
        {said}
      </p>
    </form>
  );
}
