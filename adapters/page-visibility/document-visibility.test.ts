import { describe, expect, it } from 'vitest';
import { DocumentVisibility } from './document-visibility';

describe('DocumentVisibility', () => {
  it('LOC-09: without a document the page counts as visible and never changes', () => {
    const visibility = new DocumentVisibility(null);
    expect(visibility.isVisible()).toBe(true);
    const unsubscribe = visibility.subscribe(() => {
      throw new Error('no change can happen without a document');
    });
    unsubscribe();
  });

  it('LOC-09: a prerendering page is not visible', () => {
    const prerendering = { visibilityState: 'prerender', addEventListener: () => {}, removeEventListener: () => {} };
    expect(new DocumentVisibility(prerendering).isVisible()).toBe(false);
  });
});
