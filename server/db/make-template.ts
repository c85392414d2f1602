/**
 * Run by `npm ci` / `npm install` (the `prepare` script): makes the migrated PGlite template a first `npm start`
 * copies instead of running initdb (server/db/pglite-template.ts). Never fails the install: without a template,
 * the first start makes one.
 */
import { ensureTemplate } from './pglite-template';

const started = performance.now();
try {
  const dir = await ensureTemplate();
  console.log(`Database template ready in ${((performance.now() - started) / 1000).toFixed(1)} s (${dir})`);
} catch (error) {
  console.warn('The database template could not be made now; the first start will make it.', error);
}
