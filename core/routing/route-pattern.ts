/**
 * Route path patterns, relative to the /app prefix, in the syntax wouter also reads:
 * `/static`, `:name` (one segment), `:name?` (optional, only at the end), plus `@:name` (a segment with a literal
 * prefix, for the web profile `/@{username}`). Static segments and constrained values compare case-insensitively,
 * as wouter does; free parameters keep their case and are percent-decoded.
 */

type Segment =
  | { readonly kind: 'static'; readonly value: string }
  | {
      readonly kind: 'param';
      readonly name: string;
      readonly optional: boolean;
      /** A literal the segment starts with (`@` in `@:username`). */
      readonly prefix: string;
      /** The only accepted values, in their canonical spelling. */
      readonly values: readonly string[] | undefined;
    };

/** A pattern ready to match split path segments. */
export interface CompiledPattern {
  readonly segments: readonly Segment[];
  readonly required: number;
  /** Higher ranks win when two patterns match the same path (static over constrained over free over optional). */
  readonly rank: readonly number[];
}

const PARAM = /^(.*?):([A-Za-z][A-Za-z0-9]*)(\?)?$/;

const segmentRank = (s: Segment): number => {
  if (s.kind === 'static') return 4;
  if (s.optional) return 0;
  if (s.prefix) return 3;
  return s.values ? 2 : 1;
};

/** Splits a pattern into segments; throws on a malformed pattern, which is a bug in the route table. */
export const compilePattern = (
  pattern: string,
  paramValues: Readonly<Record<string, readonly string[]>> = {},
): CompiledPattern => {
  if (!pattern.startsWith('/')) throw new Error(`route pattern must start with /: ${pattern}`);
  const parts = pattern === '/' ? [] : pattern.slice(1).split('/');
  const segments = parts.map((part): Segment => {
    const param = PARAM.exec(part);
    if (!param) {
      if (!part) throw new Error(`empty segment in route pattern ${pattern}`);
      return { kind: 'static', value: part };
    }
    // Stryker disable next-line StringLiteral: both groups always take part in a match of PARAM
    const [, prefix = '', name = '', optional] = param;
    return { kind: 'param', name, optional: optional === '?', prefix, values: paramValues[name] };
  });
  const firstOptional = segments.findIndex((s) => s.kind === 'param' && s.optional);
  const required = firstOptional === -1 ? segments.length : firstOptional;
  if (segments.slice(required).some((s) => s.kind !== 'param' || !s.optional)) {
    throw new Error(`optional parameters must end route pattern ${pattern}`);
  }
  return { segments, required, rank: segments.map(segmentRank) };
};

/** Orders patterns so that the more specific one comes first (compares segment ranks left to right). */
export const compareSpecificity = (a: CompiledPattern, b: CompiledPattern): number => {
  const n = Math.max(a.rank.length, b.rank.length);
  for (let i = 0; i < n; i++) {
    const d = (b.rank[i] ?? -1) - (a.rank[i] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
};

const decode = (raw: string): string | undefined => {
  try {
    return decodeURIComponent(raw);
    // Stryker disable next-line BlockStatement: an empty catch answers undefined as well
  } catch {
    return undefined;
  }
};

const canonical = (values: readonly string[], candidate: string): string | undefined => {
  const lower = candidate.toLowerCase();
  return values.find((v) => v.toLowerCase() === lower);
};

/**
 * Matches raw (still encoded) path segments; answers the decoded parameters, or undefined when the pattern
 * does not fit (including an empty segment or a malformed percent-encoding).
 */
export const matchSegments = (
  pattern: CompiledPattern,
  raw: readonly string[],
): Readonly<Record<string, string>> | undefined => {
  if (raw.length < pattern.required || raw.length > pattern.segments.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < raw.length; i++) {
    const segment = pattern.segments[i]!;
    const value = decode(raw[i]!);
    if (!value) return undefined;
    if (segment.kind === 'static') {
      if (value.toLowerCase() !== segment.value.toLowerCase()) return undefined;
      continue;
    }
    if (!value.startsWith(segment.prefix)) return undefined;
    const rest = value.slice(segment.prefix.length);
    if (!rest) return undefined;
    const accepted = segment.values ? canonical(segment.values, rest) : rest;
    if (accepted === undefined) return undefined;
    params[segment.name] = accepted;
  }
  return params;
};

/** Fills a pattern's parameters (percent-encoded); throws when a required one is missing or empty (a bug). */
export const fillPattern = (pattern: CompiledPattern, params: Readonly<Record<string, string | undefined>>, label: string): string => {
  const parts: string[] = [];
  for (const segment of pattern.segments) {
    if (segment.kind === 'static') {
      parts.push(segment.value);
      continue;
    }
    const value = params[segment.name];
    if (value === undefined || value === '') {
      if (segment.optional) break;
      throw new Error(`route ${label} needs ${segment.name}`);
    }
    if (segment.values && canonical(segment.values, value) === undefined) {
      throw new Error(`route ${label} does not accept ${segment.name}=${value}`);
    }
    parts.push(`${segment.prefix}${encodeURIComponent(value)}`);
  }
  return `/${parts.join('/')}`;
};
