/** The id of this build (scripts/vite-build-id.ts). */
declare const __BUILD_ID__: string;
