import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../core/errors';
import { SUPPORTED_LOCALES } from '../../core/i18n';

const root = resolve(import.meta.dirname, '../..');
const dir = join(root, 'locales');
// The app aliases the ICU parser to its no-parser build; this check needs the real one.
const { parse } = (await import(join(root, 'node_modules/@formatjs/icu-messageformat-parser/index.js'))) as {
  parse: (text: string) => unknown;
};
const load = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>;
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
const en = load('en.json');

describe('translations', () => {
  it('ERR-15: every message of the error catalogue is in locales/en.json, in the same words', () => {
    for (const [key, text] of Object.entries(ERROR_MESSAGES)) expect(en[key], key).toBe(text);
  });

  it('CONF-09: every translation has exactly the keys of English, so fallbacks are only ever needed per language', () => {
    for (const file of files) expect(Object.keys(load(file)).sort(), file).toEqual(Object.keys(en).sort());
  });

  it('every message is valid ICU and uses the same arguments in every language', () => {
    const argsOf = (text: string) =>
      JSON.stringify(parse(text))
        .match(/"value":"[a-zA-Z]+"/g)
        ?.filter((v, i, all) => all.indexOf(v) === i)
        .sort() ?? [];
    for (const file of files) {
      const messages = load(file);
      for (const [key, text] of Object.entries(messages)) {
        expect(() => parse(text), `${file} ${key}`).not.toThrow();
      }
    }
    const ar = load('ar.json');
    for (const key of Object.keys(en)) {
      const enArgs = argsOf(en[key]!).filter((a) => /"value":"(seconds|count|index|length|destination)"/.test(a));
      const arArgs = argsOf(ar[key]!).filter((a) => /"value":"(seconds|count|index|length|destination)"/.test(a));
      expect(arArgs, key).toEqual(enArgs);
    }
  });

  it('CONF-07: every shipped translation is a supported locale', () => {
    for (const file of files) expect(SUPPORTED_LOCALES as readonly string[]).toContain(file.replace(/\.json$/, ''));
  });
});
