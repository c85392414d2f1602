/**
 * core/landing — the logged-out landing's rules: variant (LAND-02), Create Account in
 * app-download-only mode (LAND-05), the mobile notion of NAV-19, the carousel's rotation. Pure; needs nothing.
 */
export * from './landing-rules';
