import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { owners } from '../../scripts/vite-chunk-groups';

const ROOT = '/r';

interface Chunk {
  type: 'chunk';
  fileName: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  facadeModuleId?: string | null;
  moduleIds: string[];
  imports: string[];
}

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], extra: Partial<Chunk> = {}): Chunk => ({
  type: 'chunk',
  fileName,
  moduleIds: moduleIds.map((id) => `${ROOT}/${id}`),
  imports,
  ...extra,
});

/** A bundle as the bundler makes it by itself: the entry, stage 2, Discover, a settings screen, shared bits. */
const bundle = (): Chunk[] => [
  chunk('index.js', ['src/main.tsx', 'ui/components/IconButton.tsx'], ['react.js'], { isEntry: true }),
  chunk('react.js', ['node_modules/react/index.js']),
  chunk('app-start.js', ['src/app-start.tsx'], ['boot.js', 'index.js'], { isDynamicEntry: true, facadeModuleId: `${ROOT}/src/app-start.tsx` }),
  chunk('boot.js', ['src/boot.ts'], ['shared.js']),
  chunk('shared.js', ['core/shared/index.ts'], ['react.js']),
  chunk('recs-screen.js', ['ui/screens/RecsScreen.tsx'], ['chip.js', 'deck.js'], { isDynamicEntry: true, facadeModuleId: `${ROOT}/ui/screens/RecsScreen.tsx` }),
  chunk('deck.js', ['ui/recs/RecsDeck.tsx'], ['shared.js', 'chip.js']),
  chunk('chip.js', ['ui/components/Chip.tsx']),
  chunk('settings.js', ['ui/screens/SettingsScreen.tsx'], ['chip.js', 'switch.js'], { isDynamicEntry: true, facadeModuleId: `${ROOT}/ui/screens/SettingsScreen.tsx` }),
  chunk('switch.js', ['ui/components/Switch.tsx']),
];

describe('build: chunks grouped by what loads together', () => {
  it('leaves the entry and what it imports where they are, and groups stage 2 and Discover with what they import', () => {
    const owner = owners(bundle(), ROOT);
    expect(owner.get(`${ROOT}/src/main.tsx`)).toBeUndefined();
    expect(owner.get(`${ROOT}/node_modules/react/index.js`)).toBeUndefined();
    expect(owner.get(`${ROOT}/src/boot.ts`)).toBe('stage2');
    // Shared by stage 2 and Discover: stage 2 loads at every start, so it takes it.
    expect(owner.get(`${ROOT}/core/shared/index.ts`)).toBe('stage2');
    expect(owner.get(`${ROOT}/ui/recs/RecsDeck.tsx`)).toBe('discover');
    // Shared by Discover and a settings screen: in Discover's chunk (settings then loads it too).
    expect(owner.get(`${ROOT}/ui/components/Chip.tsx`)).toBe('discover');
    // Only a screen of no group needs it: left to the bundler.
    expect(owner.get(`${ROOT}/ui/components/Switch.tsx`)).toBeUndefined();
    expect(owner.get(`${ROOT}/ui/screens/SettingsScreen.tsx`)).toBeUndefined();
  });

  it('keeps the module of a lazy import in a chunk of its own', () => {
    const owner = owners(bundle(), ROOT);
    expect(owner.get(`${ROOT}/src/app-start.tsx`)).toBeUndefined();
    expect(owner.get(`${ROOT}/ui/screens/RecsScreen.tsx`)).toBeUndefined();
  });

  it('makes no cycle: a grouped chunk imports only the entry’s chunks and its own or an earlier group’s (any bundle)', () => {
    const SOURCES = ['src/app-start.tsx', 'ui/app/route-screens.tsx', 'ui/screens/RecsScreen.tsx', 'src/modules/likes.module.ts', 'src/modules/post-login.module.ts', 'x/other.ts'];
    const ORDER = ['stage2', 'shell', 'discover', 'likes', 'member'];
    const graph = fc
      .integer({ min: 2, max: 14 })
      .chain((n) =>
        fc.record({
          n: fc.constant(n),
          // Each chunk imports some chunks after it (a bundle's static imports have no cycle).
          imports: fc.array(fc.array(fc.integer({ min: 0, max: n - 1 }), { maxLength: 3 }), { minLength: n, maxLength: n }),
          sources: fc.array(fc.constantFrom(...SOURCES), { minLength: n, maxLength: n }),
          entries: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
        }),
      );
    fc.assert(
      fc.property(graph, ({ n, imports, sources, entries }) => {
        const chunks = Array.from({ length: n }, (_, i) =>
          chunk(
            `c${i}.js`,
            [sources[i]!, `m/${i}.ts`],
            [...new Set(imports[i]!.filter((j) => j > i).map((j) => `c${j}.js`))],
            { isEntry: i === 0 || entries[i]! },
          ),
        );
        const owner = owners(chunks, ROOT);
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        const initial = new Set<string>();
        const walk = (name: string) => {
          if (initial.has(name)) return;
          initial.add(name);
          for (const next of byName.get(name)!.imports) walk(next);
        };
        for (const c of chunks) if (c.isEntry) walk(c.fileName);
        const groupOf = (c: Chunk) => owner.get(`${ROOT}/m/${c.fileName.slice(1, -3)}.ts`);
        for (const c of chunks) {
          const group = groupOf(c);
          if (initial.has(c.fileName)) expect(group).toBeUndefined();
          if (group === undefined) continue;
          for (const next of c.imports) {
            const imported = byName.get(next)!;
            if (initial.has(next)) continue;
            const theirs = groupOf(imported);
            expect(theirs).toBeDefined();
            expect(ORDER.indexOf(theirs!)).toBeLessThanOrEqual(ORDER.indexOf(group));
          }
        }
      }),
    );
  });
});
