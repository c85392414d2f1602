import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageTitle, PRODUCT_NAME, TITLE_SEPARATOR } from './page-title';

describe('page titles', () => {
  it('ROUTE-30: title, separator, product name', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim().length > 0), (t) => {
        expect(pageTitle(t)).toBe(`${t.trim()}${TITLE_SEPARATOR}${PRODUCT_NAME}`);
      }),
    );
    expect(pageTitle(undefined)).toBe(PRODUCT_NAME);
    expect(pageTitle('  ')).toBe(PRODUCT_NAME);
  });
});
