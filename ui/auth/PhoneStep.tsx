import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DIAL_CODES, defaultDialCountry, dialCodeOf, joinPhone, type AuthFailure, type LoginFlowUseCase } from '../../core/auth';
import { StepField, StepForm } from './StepForm';
import { useLoginError } from './use-login-error';

/** Splits a stored E.164 number back into a listed country and its national part, to show what was typed. */
const split = (phone: string, fallbackCountry: string): { country: string; national: string } => {
  const match = [...DIAL_CODES].sort((a, b) => b.dial.length - a.dial.length).find((d) => phone.startsWith(d.dial));
  if (!match) return { country: fallbackCountry, national: phone };
  const country = dialCodeOf(fallbackCountry) === match.dial ? fallbackCountry : match.country;
  return { country, national: phone.slice(match.dial.length) };
};

export function PhoneStep({ flow, phone, error }: { flow: LoginFlowUseCase; phone: string; error: AuthFailure | undefined }) {
  const intl = useIntl();
  const [initial] = useState(() => split(phone, defaultDialCountry(intl.locale)));
  const [country, setCountry] = useState(initial.country);
  const [national, setNational] = useState(initial.national);
  const message = useLoginError(error);
  const regions = useMemo(() => {
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([intl.locale], { type: 'region' });
    } catch {
      names = undefined;
    }
    return DIAL_CODES.map((d) => ({ ...d, name: names?.of(d.country) ?? d.country })).sort((a, b) => a.name.localeCompare(b.name, intl.locale));
  }, [intl.locale]);

  return (
    <StepForm
      flow={flow}
      titleId="auth.phone.title"
      hintText={<FormattedMessage id="auth.phone.hint" />}
      error={message}
      onSubmit={() => void flow.submitPhone(joinPhone(dialCodeOf(country), national))}
    >
      {(ids) => (
        <>
          <StepField
            label={<FormattedMessage id="auth.phone.country" />}
            invalid={false}
            describedBy={ids.hint}
            input={(p) => (
              <select {...p} value={country} onChange={(e) => setCountry(e.currentTarget.value)} autoComplete="tel-country-code">
                {regions.map((r) => (
                  <option key={r.country} value={r.country}>
                    {`${r.name} (${r.dial})`}
                  </option>
                ))}
              </select>
            )}
          />
          <StepField
            label={<FormattedMessage id="auth.phone.number" />}
            invalid={message !== undefined}
            describedBy={ids.describedBy}
            input={(p) => (
              <input {...p} type="tel" inputMode="tel" autoComplete="tel-national" value={national} onChange={(e) => setNational(e.currentTarget.value)} data-autofocus required />
            )}
          />
        </>
      )}
    </StepForm>
  );
}
