import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from '../../core/theme';
import { DESKTOP, MOBILE, MOBILE_MAX_WIDTH } from './tokens';

describe('design tokens', () => {
  it('CONF-13: the layout media queries use the mobile breakpoint of the core (896 px)', () => {
    expect(MOBILE_MAX_WIDTH).toBe(BREAKPOINTS.mobile);
    expect(MOBILE).toBe('@media (max-width: 896px)');
    expect(DESKTOP).toBe('@media (min-width: 897px)');
  });
});
