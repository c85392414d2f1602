/** Countries offered in the phone step, with their international dialling codes. */
export const DIAL_CODES: readonly { readonly country: string; readonly dial: string }[] = [
  { country: 'AE', dial: '+971' }, { country: 'AR', dial: '+54' }, { country: 'AT', dial: '+43' }, { country: 'AU', dial: '+61' },
  { country: 'BE', dial: '+32' }, { country: 'BR', dial: '+55' }, { country: 'CA', dial: '+1' }, { country: 'CH', dial: '+41' },
  { country: 'CL', dial: '+56' }, { country: 'CO', dial: '+57' }, { country: 'CZ', dial: '+420' }, { country: 'DE', dial: '+49' },
  { country: 'DK', dial: '+45' }, { country: 'EG', dial: '+20' }, { country: 'ES', dial: '+34' }, { country: 'FI', dial: '+358' },
  { country: 'FR', dial: '+33' }, { country: 'GB', dial: '+44' }, { country: 'GR', dial: '+30' }, { country: 'HU', dial: '+36' },
  { country: 'ID', dial: '+62' }, { country: 'IE', dial: '+353' }, { country: 'IL', dial: '+972' }, { country: 'IN', dial: '+91' },
  { country: 'IT', dial: '+39' }, { country: 'JP', dial: '+81' }, { country: 'KR', dial: '+82' }, { country: 'MA', dial: '+212' },
  { country: 'MX', dial: '+52' }, { country: 'NG', dial: '+234' }, { country: 'NL', dial: '+31' }, { country: 'NO', dial: '+47' },
  { country: 'NZ', dial: '+64' }, { country: 'PH', dial: '+63' }, { country: 'PK', dial: '+92' }, { country: 'PL', dial: '+48' },
  { country: 'PT', dial: '+351' }, { country: 'RO', dial: '+40' }, { country: 'SA', dial: '+966' }, { country: 'SE', dial: '+46' },
  { country: 'SG', dial: '+65' }, { country: 'TH', dial: '+66' }, { country: 'TR', dial: '+90' }, { country: 'UA', dial: '+380' },
  { country: 'US', dial: '+1' }, { country: 'VN', dial: '+84' }, { country: 'ZA', dial: '+27' },
];

/** The country preselected in the phone step: the region of the member's locale when listed, else the US. */
export const defaultDialCountry = (locale: string): string => {
  const region = locale.split('-').find((part, i) => i > 0 && /^[A-Z]{2}$/.test(part));
  return region && DIAL_CODES.some((d) => d.country === region) ? region : 'US';
};

export const dialCodeOf = (country: string): string => DIAL_CODES.find((d) => d.country === country)?.dial ?? '+1';
