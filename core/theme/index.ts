/**
 * core/theme — colour scheme and layout rules (CONF-10, CONF-11, CONF-13). Pure; needs nothing.
 */
export * from './color-scheme';
