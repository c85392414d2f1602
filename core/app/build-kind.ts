/** The kinds of build the app ships as: the full web app, a build a native app opens remotely, a lite build. */
export const BUILD_KINDS = ['full', 'remote', 'lite'] as const;
export type BuildKind = (typeof BUILD_KINDS)[number];

/** A build's kind as its configuration names it; anything else (nothing named) is the full build. */
export const readBuildKind = (value: unknown): BuildKind => (BUILD_KINDS as readonly unknown[]).includes(value) ? (value as BuildKind) : 'full';

/** PUR-46: purchases are off in remote and lite builds. */
export const purchasesEnabled = (build: BuildKind): boolean => build === 'full';
