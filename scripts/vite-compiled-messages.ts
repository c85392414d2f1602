import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/**
 * Compiles every message of `locales/*.json` to its ICU AST while the file is loaded, so the app never ships the
 * ICU message parser (vite.config.ts aliases it to its no-parser build). A message with a syntax error fails the build.
 */
export function compiledMessages(): Plugin {
  return {
    name: 'spark:compiled-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]locales[\\/][^\\/]+\.json$/.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled: Record<string, unknown> = {};
      for (const [key, text] of Object.entries(messages)) {
        try {
          compiled[key] = parse(text);
        } catch (e) {
          this.error(`${id}: message "${key}" is not valid ICU: ${(e as Error).message}`);
        }
      }
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
