/**
 * What a sign-in ran on, as the member's list of signed-in devices shows it: the API-02 `platform` header
 * (`web`, `ios`, `android`, …) and a short label read from the User-Agent ("Firefox on Linux"). Only the label
 * is kept, never the whole User-Agent string.
 */
import type { FastifyRequest } from 'fastify';
import { Header } from '../../core/api/constants';

export interface DeviceInfo {
  readonly platform: string | null;
  readonly label: string | null;
}

const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium|HeadlessChrome)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (text: string, table: ReadonlyArray<readonly [RegExp, string]>): string | undefined => table.find(([pattern]) => pattern.test(text))?.[1];

/** "Chrome on Android", "Safari on iPhone", "Firefox", "Linux", or null when the agent says nothing known. */
export const deviceLabel = (userAgent: string | undefined): string | null => {
  if (userAgent === undefined || userAgent.length > 1024) return null;
  const browser = firstMatch(userAgent, BROWSERS);
  const system = firstMatch(userAgent, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? null;
};

/** The platform header when it is a plain word, else unknown. */
const platformOf = (value: unknown): string | null => (typeof value === 'string' && /^[a-z][a-z0-9_-]{0,31}$/i.test(value) ? value.toLowerCase() : null);

export const deviceOf = (request: FastifyRequest): DeviceInfo => ({
  platform: platformOf(request.headers[Header.PLATFORM]),
  label: deviceLabel(request.headers['user-agent']),
});

/** No request to read (a test, a job): nothing known. */
export const UNKNOWN_DEVICE: DeviceInfo = { platform: null, label: null };
