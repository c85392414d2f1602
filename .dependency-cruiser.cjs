/**
 * The layer rules (docs/ARCHITECTURE.md): core is pure; ui and adapters meet only in src (the composition root).
 * `npm run lint:deps` checks the tree; tests/tooling/dependency-rules.test.ts proves the rules bite.
 */
module.exports = {
  forbidden: [
    {
      name: 'core-is-pure',
      comment: 'core/ imports nothing but @preact/signals-core and its own files.',
      severity: 'error',
      from: { path: '^core/', pathNot: ['\\.test\\.ts$', '^core/[^/]+/testing/'] },
      to: { pathNot: ['^core/', '(^|/)node_modules/@preact/signals-core/'] },
    },
    {
      name: 'core-tests-use-only-test-tools',
      comment: 'Tests and test support in core/ may add vitest and fast-check, nothing else.',
      severity: 'error',
      from: { path: ['^core/.*\\.test\\.ts$', '^core/[^/]+/testing/'] },
      to: { pathNot: ['^core/', '(^|/)node_modules/(@preact/signals-core|fast-check|vitest|@vitest)/'] },
    },
    {
      name: 'ui-not-to-adapters',
      comment: 'ui/ reaches the outside world through core ports bound in src/, never through adapters/.',
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: '^(adapters|server)/' },
    },
    {
      name: 'ui-not-to-composition-root',
      comment: 'Only ui tests may build the container (with the fake adapter set) from src/.',
      severity: 'error',
      from: { path: '^ui/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^src/' },
    },
    {
      name: 'adapters-not-to-ui',
      comment: 'adapters/ implement core ports and know nothing of the UI or the composition root.',
      severity: 'error',
      from: { path: '^adapters/' },
      to: { path: '^(ui|src|server)/' },
    },
    {
      name: 'server-only-core-and-wire-schema',
      comment: 'server/ may share pure rules from core/ and the generated wire schema, nothing of the client.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(ui|src)/|^adapters/(?!protobuf/)' },
    },
    {
      name: 'examples-are-shells',
      comment: 'examples/ are shells on the composition root: an adapter set, the container and boot(); no screens, and the server only in their tests.',
      severity: 'error',
      from: { path: '^examples/', pathNot: '\\.test\\.ts$' },
      to: { path: '^(ui|server)/' },
    },
    {
      name: 'no-cycles',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // .ts/.tsx files are read with the compiler API of `typescript` (5.9; `typescript-native` 7 has none and does
    // the type check). Type-only imports are left out: they vanish at build time.
    tsPreCompilationDeps: false,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|adapters/protobuf/generated)/' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      exportsFields: ['exports'],
      mainFields: ['module', 'main', 'types'],
    },
    moduleSystems: ['es6', 'cjs'],
  },
};
