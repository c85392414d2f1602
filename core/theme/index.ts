/**
 * core/theme — colour scheme and layout rules (CONF-10, CONF-13; the brand colour of CONF-11 is ui/theme/palette.ts's). Pure; needs nothing.
 */
export * from './color-scheme';
