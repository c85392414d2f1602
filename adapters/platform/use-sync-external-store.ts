// React 19 has useSyncExternalStore: the `use-sync-external-store/shim` that routing libraries import for React 17
// is aliased here (see vite.config.ts), so its polyfill stays out of the bundle.
export { useSyncExternalStore } from 'react';
