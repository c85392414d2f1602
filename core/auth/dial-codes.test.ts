import { describe, expect, it } from 'vitest';
import { defaultDialCountry, dialCodeOf, joinPhone } from './index';

describe('AUTH-03: the phone step`s country and dialling code', () => {
  it('AUTH-03: the country preselected is the region of the locale when listed, else the US', () => {
    expect(defaultDialCountry('de-DE')).toBe('DE');
    expect(defaultDialCountry('fr-CA')).toBe('CA');
    expect(defaultDialCountry('zh-Hans-SG')).toBe('SG');
    expect(defaultDialCountry('de')).toBe('US');
    expect(defaultDialCountry('de-de')).toBe('US');
    expect(defaultDialCountry('es-419')).toBe('US');
    expect(defaultDialCountry('en-XX')).toBe('US');
    expect(defaultDialCountry('GB-x')).toBe('US');
    expect(defaultDialCountry('en-GBR')).toBe('US');
  });

  it('AUTH-03: each listed country has its international code; an unknown one dials +1', () => {
    expect(dialCodeOf('DE')).toBe('+49');
    expect(dialCodeOf('GB')).toBe('+44');
    expect(dialCodeOf('CZ')).toBe('+420');
    expect(dialCodeOf('XX')).toBe('+1');
    expect(joinPhone(dialCodeOf('DE'), '0151 234567')).toBe('+49151234567');
  });
});
