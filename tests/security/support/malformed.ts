/**
 * Malformed input for any row of the table, at least 100 per route, derived from its right call so that each
 * one differs from a valid request in one way: broken or hostile JSON, values of the wrong type, unknown fields,
 * prototype keys, random and truncated protobuf, bytes that are no photo, wrong content types, oversized bodies,
 * unknown or malformed query parameters, malformed path ids, and request headers over their limits. The
 * generator is seeded: the same inputs every run.
 */
import type { Call, EndpointRow } from '../endpoints';

export interface MalformedInput {
  readonly label: string;
  readonly call: Call;
}

/** A small deterministic generator (a linear congruential one is enough to vary bytes). */
const seeded = (seed: number) => {
  let state = seed >>> 0;
  return {
    next: (): number => {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      return state;
    },
    bytes(length: number): Uint8Array {
      return Uint8Array.from({ length }, () => this.next() & 0xff);
    },
  };
};

const JSON_SYNTAX: readonly string[] = [
  '{',
  '}',
  '{"a":}',
  '{"a" 1}',
  '[1,',
  'nul',
  'tru',
  "{'a':1}",
  '{"a":1,}',
  '{"a":1}}',
  '"unterminated',
  '\u0000',
  '{"a":1e99999999999}x',
  '{"a":.5}',
  '{"a":+1}',
  '{"a":0x10}',
  '{"a":NaN}',
  '{"a":Infinity}',
  '/* comment */ {}x',
  '{"a":"\\x41"}',
  '{"a":"\\u12"}',
  '{,}',
  '{"a"}',
  '[[[[[[[[[[',
  '{"a":[}',
  '\ufeff{',
  '{"a":"b"',
  'undefined',
  '{"a":1}{"b":2}',
  '<xml/>',
];

/** Values no field of the API takes: a boolean (a string for boolean fields), nested arrays, a nested object. */
const WRONG_VALUES: readonly unknown[] = [true, [[[]]], { a: { b: {} } }, [{ $gt: '' }]];

const WRONG_TOP_LEVEL: readonly unknown[] = [1, -1, 0, 'x', true, false, [], [1, 2], [{}], [[]], 'null-ish', 1.5];

const CONTENT_TYPES: readonly string[] = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'text/html',
  'application/octet-stream',
  'image/svg+xml',
  'application/javascript',
];

/** The API-02 request headers each over its limit (server/http/schemas.ts), and a token far too long. */
const HEADERS_OVER_LIMIT: ReadonlyArray<readonly [string, number]> = [
  ['x-auth-token', 257],
  ['app-session-id', 129],
  ['app-session-time-elapsed', 33],
  ['user-session-id', 129],
  ['user-session-time-elapsed', 33],
  ['app-version', 65],
  ['persistent-device-id', 129],
  ['x-client-version', 65],
  ['x-supported-image-formats', 129],
  ['platform', 33],
  ['funnel-session-id', 129],
  ['accept-language', 513],
];

const LOCALES: readonly string[] = ['', 'x', 'e1', 'a'.repeat(36), 'en--US', 'en_', '_en', 'en US', 'en;', '../en', 'en%00', '1234', 'ñe', 'en-', 'e-n'];

const withQuery = (path: string, query: string): string => `${path}${path.includes('?') ? '&' : '?'}${query}`;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const malformedInputs = (row: EndpointRow, call: Call, seed = 13): MalformedInput[] => {
  const random = seeded(seed);
  const inputs: MalformedInput[] = [];
  const add = (label: string, changed: Partial<Call>) => inputs.push({ label, call: { ...call, ...changed } });
  const raw = (label: string, text: string, contentType = 'application/json') =>
    add(label, { body: undefined, bytes: new TextEncoder().encode(text), contentType });

  // Query strings and path ids: the same on every route.
  for (let i = 0; i < 75; i += 1) add(`unknown query parameter ${i}`, { path: withQuery(call.path, `zz${i}=${i}`) });
  for (const locale of LOCALES) add(`locale "${locale}"`, { path: withQuery(call.path, `locale=${encodeURIComponent(locale)}`) });
  add('locale twice', { path: withQuery(call.path, 'locale=en&locale=ar') });
  add('locale as an array', { path: withQuery(call.path, 'locale[]=en') });
  for (const [name, length] of HEADERS_OVER_LIMIT) add(`${name} of ${length} characters`, { headers: { ...call.headers, [name]: 'a'.repeat(length) } });
  if (/:/.test(row.route)) {
    const segments = call.path.split('?')[0]!.split('/');
    const idAt = row.route.replace(/^\/api/, '').split('/').findIndex((part) => part.startsWith(':'));
    for (const id of ['bad id!', 'a'.repeat(65), '%2E%2E%2F%2E%2E', '%00', "1' OR '1'='1", '%E2%80%AE', '{}', 'x%2Fy', '-'.repeat(70), '%F0%9F%98%80']) {
      const path = [...segments];
      path[idAt] = id;
      add(`path id ${id}`, { path: path.join('/') + (call.path.includes('?') ? `?${call.path.split('?')[1]}` : '') });
    }
  }

  // Bodies, by the route's kind (a GET carries none).
  if (row.method === 'GET') return inputs;
  if (row.body === 'json' || row.body === 'optional-json' || row.body === 'none') {
    for (const text of JSON_SYNTAX) raw(`JSON ${JSON.stringify(text).slice(0, 30)}`, text);
    for (let i = 0; i < 10; i += 1) raw(`random bytes as JSON ${i}`, `\u0001${String.fromCharCode(...random.bytes(24))}`);
    raw('prototype pollution (__proto__)', '{"__proto__":{"admin":true}}');
    raw('prototype pollution (constructor)', '{"constructor":{"prototype":{"admin":true}}}');
    for (const value of WRONG_TOP_LEVEL) add(`top-level ${JSON.stringify(value)}`, { body: value, bytes: undefined, contentType: 'application/json' });
    const base = isObject(call.body) ? call.body : {};
    add('an unknown field', { body: { ...base, zz_unknown: 1 }, bytes: undefined, contentType: 'application/json' });
    add('an unknown admin field', { body: { ...base, is_admin: true }, bytes: undefined, contentType: 'application/json' });
    for (const key of Object.keys(base)) {
      // A boolean field takes `true`: it gets the string "true" instead.
      const wrongValues = typeof base[key] === 'boolean' ? WRONG_VALUES.map((value) => (value === true ? 'true' : value)) : WRONG_VALUES;
      for (const value of wrongValues) add(`${key} = ${JSON.stringify(value)}`, { body: { ...base, [key]: value }, bytes: undefined, contentType: 'application/json' });
    }
    add('a body over 64 KB', { body: { ...base, padding: 'x'.repeat(70_000) }, bytes: undefined, contentType: 'application/json' });
    for (const type of CONTENT_TYPES) raw(`content type ${type}`, JSON.stringify(base), type);
  }
  if (row.body === 'protobuf') {
    for (let i = 0; i < 30; i += 1) add(`random protobuf bytes ${i}`, { body: undefined, bytes: random.bytes(1 + (random.next() % 200)), contentType: 'application/x-protobuf' });
    const valid = call.bytes ?? new Uint8Array();
    for (let cut = 1; cut < Math.min(valid.length, 12); cut += 1) add(`protobuf cut at ${cut}`, { body: undefined, bytes: valid.slice(0, cut), contentType: 'application/x-protobuf' });
    add('protobuf: a string field of invalid UTF-8', { body: undefined, bytes: Uint8Array.from([0x0a, 0x04, 0x0a, 0x02, 0xc3, 0x28]), contentType: 'application/x-protobuf' });
    add('protobuf: a field of the wrong wire type', { body: undefined, bytes: Uint8Array.from([0x0d, 1, 2, 3, 4]), contentType: 'application/x-protobuf' });
    add('protobuf: an empty message', { body: undefined, bytes: new Uint8Array(), contentType: 'application/x-protobuf' });
    add('protobuf over 16 KB', { body: undefined, bytes: new Uint8Array(17_000).fill(0x0a), contentType: 'application/x-protobuf' });
    for (const text of JSON_SYNTAX) raw(`JSON ${JSON.stringify(text).slice(0, 30)}`, text);
    for (const type of CONTENT_TYPES) add(`content type ${type}`, { body: undefined, bytes: valid, contentType: type });
  }
  if (row.body === 'multipart') {
    const boundary = 'spark-boundary';
    const type = `multipart/form-data; boundary=${boundary}`;
    const part = (field: string, fileType: string, content: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="p"\r\nContent-Type: ${fileType}\r\n\r\n${content}\r\n`;
    for (let i = 0; i < 20; i += 1) add(`random bytes as multipart ${i}`, { body: undefined, bytes: random.bytes(8 + (random.next() % 300)), contentType: type });
    for (const [fileType, content] of [
      ['image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
      ['text/html', '<script>alert(1)</script>'],
      ['image/png', '<svg/>'],
      ['image/jpeg', '\u00ff\u00d8'],
      ['image/png', ''],
    ] as const) raw(`a ${fileType} part: ${content.slice(0, 20)}`, `${part('photo', fileType, content)}--${boundary}--\r\n`, type);
    raw('the file in another part', `${part('avatar', 'image/png', 'x')}--${boundary}--\r\n`, type);
    raw('two files', `${part('photo', 'image/png', 'x')}${part('photo', 'image/png', 'y')}--${boundary}--\r\n`, type);
    raw('a text field', `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`, type);
    raw('no closing boundary', part('photo', 'image/png', 'x'), type);
    raw('no boundary in the content type', `${part('photo', 'image/png', 'x')}--${boundary}--\r\n`, 'multipart/form-data');
    raw('an empty form', `--${boundary}--\r\n`, type);
    add('a raw PNG body, not a form', { body: undefined, bytes: call.bytes ? new Uint8Array(8).fill(1) : undefined, contentType: 'image/png' });
    for (const type of CONTENT_TYPES) add(`content type ${type}`, { body: undefined, contentType: type });
  }
  if (row.body === 'image') {
    for (let i = 0; i < 30; i += 1) add(`random bytes as a PNG ${i}`, { body: undefined, bytes: random.bytes(8 + (random.next() % 300)), contentType: 'image/png' });
    for (const [type, text] of [
      ['image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
      ['text/html', '<script>alert(1)</script>'],
      ['image/gif', 'GIF89a'],
      ['image/png', '<svg/>'],
      ['image/jpeg', '\u00ff\u00d8'],
      ['application/json', '{"count":1}'],
    ] as const) raw(`${type}: ${text.slice(0, 20)}`, text, type);
    for (const type of CONTENT_TYPES) add(`content type ${type}`, { body: undefined, contentType: type });
  }
  return inputs;
};
