/**
 * CONF-13: the mobile layout goes up to 896 px. The number is written here, not imported from core/theme,
 * because the style evaluator runs this module at build time on its own; ui/theme/tokens.test.ts keeps the two equal.
 */
export const MOBILE_MAX_WIDTH = 896;
/** Media query of the mobile layout. */
export const MOBILE = `@media (max-width: ${MOBILE_MAX_WIDTH}px)`;
/** Media query of the desktop layout. */
export const DESKTOP = `@media (min-width: ${MOBILE_MAX_WIDTH + 1}px)`;

/** The rules that hide content visually but keep it for screen readers (to write inside other styles). */
export const VISUALLY_HIDDEN = `
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** Styles inside this query animate only when the person has not asked for reduced motion. */
export const MOTION_OK = '@media (prefers-reduced-motion: no-preference)';

/** The brand gradient (logo, hero, empty-state illustrations). */
export const BRAND_GRADIENT = 'linear-gradient(135deg, var(--brand), var(--brand2))';
