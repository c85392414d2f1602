import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const fixture = join(root, 'tests/fixtures/dependency-rules');

const cruise = (cwd: string, targets: string[]) => {
  const r = spawnSync(join(root, 'node_modules/.bin/depcruise'), ['--config', join(root, '.dependency-cruiser.cjs'), ...targets], {
    cwd,
    encoding: 'utf8',
  });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
};

describe('dependency rules (npm run lint:deps)', () => {
  it('fail when a file in core/ imports react', () => {
    const r = cruise(fixture, ['core']);
    expect(r.status).not.toBe(0);
    expect(r.output).toMatch(/core-is-pure: core\/imports-react\.ts → .*node_modules\/react\//);
    expect(r.output).not.toMatch(/core\/pure\.ts →/);
  });

  it('fail when ui imports adapters, when adapters import ui, and on an import cycle', () => {
    const r = cruise(fixture, ['ui', 'adapters']);
    expect(r.status).not.toBe(0);
    expect(r.output).toContain('ui-not-to-adapters: ui/imports-adapter.ts → adapters/imports-ui.ts');
    expect(r.output).toContain('adapters-not-to-ui: adapters/imports-ui.ts → ui/imports-adapter.ts');
    expect(r.output).toMatch(/no-cycles: /);
  });

  it('read every source file of the tree, so a pass is never a vacuous one', () => {
    const dirs = ['core', 'adapters', 'ui', 'src', 'examples', 'server'];
    const sources = dirs
      .flatMap((dir) => readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }))
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts') && !file.includes('generated')).length;
    const r = cruise(root, dirs);
    expect(r.status, r.output).toBe(0);
    const cruised = Number(/(\d+) modules, \d+ dependencies cruised/.exec(r.output)?.[1]);
    expect(cruised).toBeGreaterThanOrEqual(sources);
  });
}, 180_000);
