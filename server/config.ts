/**
 * The server's configuration, read from the environment once at start-up. Every value has a default, so
 * `npm start` on a fresh machine runs the demo world; a value that cannot be read stops start-up with a
 * message naming the variable.
 */
import { randomBytes } from 'node:crypto';
import { EMAIL_PROMPT_MODES, type EmailPromptMode } from './settings/email-prompt';
import { resolve } from 'node:path';
import { DEFAULT_API_BASE } from '../core/api/constants';
import { normaliseEmail } from './auth/destination';

/** demo and dev: the demo world (seeded, liking newcomers, answering) and the demo outbox; production: neither. */
export const SERVER_MODES = ['demo', 'dev', 'production'] as const;
export type ServerMode = (typeof SERVER_MODES)[number];

/** A sliding-window limit: at most `max` events in any `windowMs`. */
export interface RateWindow {
  readonly max: number;
  readonly windowMs: number;
}

export interface AuthConfig {
  readonly accessTokenTtlMs: number;
  readonly refreshTokenTtlMs: number;
  readonly onboardingTokenTtlMs: number;
}

export interface OtpConfig {
  /** Digits in a code (AUTH-11: the client defaults to 6 when absent). */
  readonly length: number;
  readonly ttlMs: number;
  /** The wrong guess with this number kills the code. */
  readonly maxAttempts: number;
  /** The least time between two codes to one destination; announced as `resend_after`. */
  readonly resendCooldownMs: number;
  readonly perDestinationShort: RateWindow;
  readonly perDestinationDaily: RateWindow;
  readonly perIp: RateWindow;
}

export interface CaptchaConfig {
  /** An IP that asked for `max` codes within `windowMs` must solve a challenge before the next one. */
  readonly afterIpSends: RateWindow;
  /** How long a challenge may be answered, and how long a solved one may be redeemed. */
  readonly ttlMs: number;
  /** The proof of work (ALTCHA, PBKDF2/SHA-256): iterations of one key derivation. */
  readonly cost: number;
  /** The secret counter is drawn from [counterMin, counterMax]: the solver derives that many keys on average. */
  readonly counterMin: number;
  readonly counterMax: number;
  /** Signs challenges; one per process when not configured (challenges then die with a restart). */
  readonly secret: string;
}

/** The seeded demo world (demo and dev modes): where it is, how big, and how its members behave. */
export interface DemoConfig {
  /** The default location: members are seeded within `radiusKm` of it. */
  readonly lat: number;
  readonly lng: number;
  readonly radiusKm: number;
  /** How many demo members an empty database is seeded with. */
  readonly members: number;
  /** The seed of the world's random generator: the same seed gives the same world. */
  readonly seed: number;
  /** Whether demo members answer a new chat message. */
  readonly replies: boolean;
  readonly replyDelayMs: number;
  /**
   * The e-mail of the guest account seeded with the world: a member who finished onboarding, so a person trying
   * the app can sign in as a returning member (the code is read from the demo outbox).
   */
  readonly guestEmail: string;
}

/** SET-11: Web Push (VAPID keys, the push services subscriptions may point at). */
export interface PushConfig {
  /** The VAPID key pair (base64url, as web-push makes them); when absent, made once and kept in `${dataDir}/vapid.json`. */
  readonly vapidPublicKey: string | undefined;
  readonly vapidPrivateKey: string | undefined;
  /** The contact the push services see in the VAPID token (a mailto: or https: URL). */
  readonly subject: string;
  /** The origins of the push services a subscription's endpoint may point at (SET-11: two). */
  readonly services: readonly string[];
  /** How long a push service may take to answer one notification. */
  readonly timeoutMs: number;
}

/** SET-11: the two push services subscriptions are accepted for: Chromium's (FCM) and Firefox's (autopush). */
export const DEFAULT_PUSH_SERVICES = ['https://fcm.googleapis.com', 'https://updates.push.services.mozilla.com'] as const;

/** BOOST-04: how long a boost runs (BOOST_DURATION_SECONDS; the browser journeys shorten it). */
export interface BoostConfig {
  readonly durationMs: number;
}

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  /** A PostgreSQL server; when absent the embedded PGlite keeps its data in `${dataDir}/pg`. */
  readonly databaseUrl: string | undefined;
  readonly mode: ServerMode;
  /** PL-10: whether members without an e-mail address are asked for one after signing in (EMAIL_PROMPT). */
  readonly emailPrompt: EmailPromptMode;
  readonly apiBase: string;
  /** Read the client address from X-Forwarded-For (behind a reverse proxy). */
  readonly trustProxy: boolean;
  /** Origins besides the server's own whose pages may use the refresh cookie and open sockets. */
  readonly trustedOrigins: readonly string[];
  readonly logLevel: string;
  readonly auth: AuthConfig;
  readonly otp: OtpConfig;
  readonly captcha: CaptchaConfig;
  readonly demo: DemoConfig;
  readonly push: PushConfig;
  readonly boosts: BoostConfig;
}

export type ConfigOverrides = {
  readonly [K in keyof ServerConfig]?: ServerConfig[K] extends readonly unknown[] | string | number | boolean | undefined
    ? ServerConfig[K]
    : { readonly [P in keyof ServerConfig[K]]?: ServerConfig[K][P] };
};

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

/** Reads variables one by one, collecting every problem so that one start-up reports them all. */
class EnvReader {
  readonly problems: string[] = [];
  constructor(private readonly env: Env) {}

  #raw(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  }

  string(name: string, fallback: string, check?: (value: string) => string | undefined): string {
    const value = this.#raw(name) ?? fallback;
    const problem = check?.(value);
    if (problem) this.problems.push(`${name} ${problem} (got "${value}")`);
    return value;
  }

  optional(name: string, check?: (value: string) => string | undefined): string | undefined {
    const value = this.#raw(name);
    if (value === undefined) return undefined;
    const problem = check?.(value);
    if (problem) this.problems.push(`${name} ${problem}`);
    return value;
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const raw = this.#raw(name);
    if (raw === undefined) return fallback;
    const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isSafeInteger(value) || value < min || value > max) {
      this.problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  }

  seconds(name: string, fallbackMs: number, minMs: number, maxMs: number): number {
    return this.integer(name, fallbackMs / SECOND, minMs / SECOND, maxMs / SECOND) * SECOND;
  }

  decimal(name: string, fallback: number, min: number, max: number): number {
    const raw = this.#raw(name);
    if (raw === undefined) return fallback;
    const value = /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isFinite(value) || value < min || value > max) {
      this.problems.push(`${name} must be a number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  }

  boolean(name: string, fallback: boolean): boolean {
    const raw = this.#raw(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
    if (['0', 'false', 'no', 'off'].includes(raw)) return false;
    this.problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  }

  oneOf<T extends string>(name: string, choices: readonly T[], fallback: T): T {
    const raw = this.#raw(name);
    if (raw === undefined) return fallback;
    if ((choices as readonly string[]).includes(raw)) return raw as T;
    this.problems.push(`${name} must be one of ${choices.join(', ')} (got "${raw}")`);
    return fallback;
  }
}

const isOrigin = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
};

const apiBaseProblem = (value: string): string | undefined =>
  /^\/[A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*$/.test(value) ? undefined : 'must be a path such as /api, without a trailing slash';

const guestEmailProblem = (value: string): string | undefined =>
  normaliseEmail(value) === value ? undefined : 'must be an e-mail address in lower case, such as demo@spark.example';

const databaseUrlProblem = (value: string): string | undefined =>
  /^postgres(ql)?:\/\//.test(value) ? undefined : 'must start with postgres:// or postgresql://';

const secretProblem = (value: string): string | undefined => (value.length >= 32 ? undefined : 'must be at least 32 characters');

const vapidKeyProblem = (value: string): string | undefined => (/^[A-Za-z0-9_-]{40,100}$/.test(value) ? undefined : 'must be a base64url key as web-push makes them');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The configuration from environment variables (see docs/api.md, "Configuration"). Throws ConfigError. */
export const loadConfig = (env: Env = process.env, cwd = process.cwd()): ServerConfig => {
  const read = new EnvReader(env);
  const port = read.integer('PORT', 8080, 0, 65535);
  const trustedOrigins = (read.optional('TRUSTED_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
  for (const origin of trustedOrigins) {
    if (!isOrigin(origin)) read.problems.push(`TRUSTED_ORIGINS must list origins such as https://example.com (got "${origin}")`);
  }
  const pushServices = (read.optional('PUSH_SERVICES') ?? DEFAULT_PUSH_SERVICES.join(','))
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
  for (const origin of pushServices) {
    if (!isOrigin(origin)) read.problems.push(`PUSH_SERVICES must list origins such as https://fcm.googleapis.com (got "${origin}")`);
  }
  const vapidPublicKey = read.optional('VAPID_PUBLIC_KEY', vapidKeyProblem);
  const vapidPrivateKey = read.optional('VAPID_PRIVATE_KEY', vapidKeyProblem);
  if ((vapidPublicKey === undefined) !== (vapidPrivateKey === undefined)) read.problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  const mode = read.oneOf('MODE', SERVER_MODES, 'demo');
  const config: ServerConfig = {
    port,
    host: read.string('HOST', 'localhost'),
    dataDir: resolve(cwd, read.string('DATA_DIR', './data')),
    databaseUrl: read.optional('DATABASE_URL', databaseUrlProblem),
    mode,
    emailPrompt: read.oneOf('EMAIL_PROMPT', EMAIL_PROMPT_MODES, 'dismissible'),
    apiBase: read.string('API_BASE', DEFAULT_API_BASE, apiBaseProblem),
    trustProxy: read.boolean('TRUST_PROXY', false),
    trustedOrigins,
    // Every request logged at info costs about half the throughput of a light endpoint: only dev mode does it.
    logLevel: read.oneOf('LOG_LEVEL', LOG_LEVELS, mode === 'dev' ? 'info' : 'warn'),
    auth: {
      accessTokenTtlMs: read.seconds('AUTH_TOKEN_TTL_SECONDS', 30 * MINUTE, 10 * SECOND, DAY),
      refreshTokenTtlMs: read.seconds('REFRESH_TOKEN_TTL_SECONDS', 30 * DAY, MINUTE, 365 * DAY),
      onboardingTokenTtlMs: read.seconds('ONBOARDING_TOKEN_TTL_SECONDS', HOUR, MINUTE, 7 * DAY),
    },
    otp: {
      length: 6,
      ttlMs: read.seconds('OTP_TTL_SECONDS', 10 * MINUTE, 10 * SECOND, HOUR),
      maxAttempts: read.integer('OTP_MAX_ATTEMPTS', 5, 1, 20),
      resendCooldownMs: read.seconds('OTP_RESEND_COOLDOWN_SECONDS', 30 * SECOND, 0, 10 * MINUTE),
      perDestinationShort: { max: read.integer('OTP_SENDS_PER_15_MINUTES', 3, 1, 1000), windowMs: 15 * MINUTE },
      perDestinationDaily: { max: read.integer('OTP_SENDS_PER_DAY', 10, 1, 10_000), windowMs: DAY },
      perIp: { max: read.integer('OTP_SENDS_PER_IP_PER_HOUR', 30, 1, 1_000_000), windowMs: HOUR },
    },
    captcha: {
      afterIpSends: { max: read.integer('CAPTCHA_AFTER_IP_SENDS_PER_15_MINUTES', 10, 1, 1_000_000), windowMs: 15 * MINUTE },
      ttlMs: read.seconds('CAPTCHA_TTL_SECONDS', 10 * MINUTE, 10 * SECOND, HOUR),
      cost: read.integer('CAPTCHA_POW_COST', 1000, 1, 1_000_000),
      counterMin: read.integer('CAPTCHA_POW_COUNTER_MIN', 500, 1, 1_000_000),
      counterMax: read.integer('CAPTCHA_POW_COUNTER_MAX', 1500, 1, 1_000_000),
      secret: read.optional('CAPTCHA_SECRET', secretProblem) ?? randomBytes(32).toString('base64url'),
    },
    demo: {
      lat: read.decimal('DEMO_LAT', 52.52, -85, 85),
      lng: read.decimal('DEMO_LNG', 13.405, -180, 180),
      radiusKm: 100,
      members: read.integer('DEMO_MEMBERS', 600, 500, 20_000),
      seed: read.integer('DEMO_SEED', 20_260_101, 0, 2 ** 31 - 1),
      replies: read.boolean('DEMO_REPLIES', true),
      replyDelayMs: read.integer('DEMO_REPLY_DELAY_MS', 3000, 0, 10 * MINUTE),
      guestEmail: read.string('DEMO_GUEST_EMAIL', 'demo@spark.example', guestEmailProblem),
    },
    push: {
      vapidPublicKey,
      vapidPrivateKey,
      subject: read.string('VAPID_SUBJECT', 'mailto:push@spark.example', (v) => (/^(mailto:|https:\/\/)\S+$/.test(v) ? undefined : 'must be a mailto: or https: URL')),
      services: pushServices,
      timeoutMs: read.seconds('PUSH_TIMEOUT_SECONDS', 10 * SECOND, SECOND, MINUTE),
    },
    boosts: { durationMs: read.seconds('BOOST_DURATION_SECONDS', 30 * MINUTE, 5 * SECOND, DAY) },
  };
  if (config.captcha.counterMin > config.captcha.counterMax) read.problems.push('CAPTCHA_POW_COUNTER_MIN must not be above CAPTCHA_POW_COUNTER_MAX');
  if (read.problems.length > 0) throw new ConfigError(read.problems);
  return config;
};

/** The configuration of a starting process: a value that cannot be read prints every problem and exits 1. */
export const loadConfigOrExit = (): ServerConfig => {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
};

/** A configuration with some values replaced (tests shorten limits this way). */
export const withOverrides = (base: ServerConfig, overrides: ConfigOverrides = {}): ServerConfig => {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const current = merged[key];
    const isSection = typeof current === 'object' && current !== null && !Array.isArray(current);
    merged[key] = isSection ? { ...current, ...(value as object) } : value;
  }
  return merged as unknown as ServerConfig;
};

/** Whether the demo outbox (codes readable over HTTP) may be served. */
export const demoOutboxEnabled = (config: ServerConfig): boolean => config.mode !== 'production';

/** Whether the demo world lives here: seeded on an empty database, liking newcomers, answering messages. */
export const demoWorldEnabled = (config: ServerConfig): boolean => config.mode !== 'production';
