import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { errorText, field, hint as hintClass } from '../components/styles';
import { dateRow, fieldset } from './styles';

/** The parts of a `YYYY-MM-DD` date, as typed. */
export interface DateParts {
  readonly day: string;
  readonly month: string;
  readonly year: string;
}

export const partsOf = (iso: unknown): DateParts => {
  const m = typeof iso === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  return m ? { year: m[1]!, month: String(Number(m[2])), day: String(Number(m[3])) } : { day: '', month: '', year: '' };
};

/** The date the parts name, as `YYYY-MM-DD`, or null when they name no real date. */
export const isoOf = (parts: DateParts): string | null => {
  const [d, m, y] = [parts.day.trim(), parts.month.trim(), parts.year.trim()];
  if (!/^\d{1,2}$/.test(d) || !/^\d{1,2}$/.test(m) || !/^\d{4}$/.test(y)) return null;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d)) return null;
  return `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
};

/**
 * A date typed as day, month and year (three labelled number boxes in a group): quicker than a calendar for a
 * birth date, and the same with a keyboard, a screen reader or a phone's number pad. Keeps what was typed.
 */
export function DateField({
  legend,
  value,
  onChange,
  error,
  hint,
}: {
  legend: string;
  value: DateParts;
  onChange: (parts: DateParts) => void;
  error?: string | undefined;
  hint?: string;
}) {
  const intl = useIntl();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const [touched, setTouched] = useState(false);
  const box = (part: keyof DateParts, label: string, maxLength: number, autoComplete: string) => (
    <div className={field}>
      <label htmlFor={`${id}-${part}`}>{label}</label>
      <input
        id={`${id}-${part}`}
        name={`birth-${part}`}
        inputMode="numeric"
        autoComplete={autoComplete}
        maxLength={maxLength}
        value={value[part]}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        onChange={(e) => {
          setTouched(true);
          onChange({ ...value, [part]: e.target.value.replace(/[^\d]/g, '') });
        }}
      />
    </div>
  );
  return (
    <fieldset className={fieldset} aria-describedby={describedBy} data-touched={touched}>
      <legend>{legend}</legend>
      {hint ? (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      ) : null}
      <div className={dateRow}>
        {box('day', intl.formatMessage({ id: 'onboarding.birthDate.day' }), 2, 'bday-day')}
        {box('month', intl.formatMessage({ id: 'onboarding.birthDate.month' }), 2, 'bday-month')}
        {box('year', intl.formatMessage({ id: 'onboarding.birthDate.year' }), 4, 'bday-year')}
      </div>
      {error ? (
        <p id={errorId} className={errorText}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
