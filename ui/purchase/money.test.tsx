import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkoutErrorMessage } from './money';

const en = JSON.parse(readFileSync(join(process.cwd(), 'locales/en.json'), 'utf8')) as Record<string, string>;
const said = (code: string | number | undefined): string => en[checkoutErrorMessage(code)] ?? '';

describe('PUR-33: what the checkout says of each refusal', () => {
  it('PUR-33: a declined card, a failed 3-D Secure check, a refused brand, number or date, no saved card and too many refusals each have their own words; anything else the generic ones', () => {
    const codes = [40201, 40202, 40020, 40021, 40022, 40048, 42901];
    const messages = codes.map(said);
    expect(new Set(messages).size).toBe(codes.length);
    for (const message of messages) expect(message).not.toBe(said(99999));
    expect(said(40201)).toMatch(/declined/i);
    expect(said(42901)).toMatch(/hour/);
    expect(said('API.NETWORK')).toMatch(/not be charged twice/);
    expect(said(50000)).toBe(said(undefined));
  });
});
