import { describe, expect, it } from 'vitest';
import { ConfigError, demoOutboxEnabled, demoWorldEnabled, loadConfig, withOverrides } from './config';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('configuration', () => {
  it('has a default for everything: npm start on a fresh machine runs the demo world on port 8080', () => {
    const config = loadConfig({}, '/srv/spark');
    expect(config).toMatchObject({
      port: 8080,
      host: 'localhost',
      dataDir: '/srv/spark/data',
      databaseUrl: undefined,
      mode: 'demo',
      apiBase: '/api',
      trustProxy: false,
      trustedOrigins: [],
      auth: { accessTokenTtlMs: 30 * MINUTE, refreshTokenTtlMs: 30 * DAY, onboardingTokenTtlMs: 60 * MINUTE },
      otp: {
        length: 6,
        ttlMs: 10 * MINUTE,
        maxAttempts: 5,
        resendCooldownMs: 30_000,
        perDestinationShort: { max: 3, windowMs: 15 * MINUTE },
        perDestinationDaily: { max: 10, windowMs: DAY },
        perIp: { max: 30, windowMs: 60 * MINUTE },
      },
      captcha: { afterIpSends: { max: 10, windowMs: 15 * MINUTE }, ttlMs: 10 * MINUTE },
    });
  });

  it('logs requests (info) only in dev mode by default; warnings and errors otherwise; LOG_LEVEL decides when set', () => {
    expect(loadConfig({}).logLevel).toBe('warn');
    expect(loadConfig({ MODE: 'production' }).logLevel).toBe('warn');
    expect(loadConfig({ MODE: 'dev' }).logLevel).toBe('info');
    expect(loadConfig({ MODE: 'production', LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
  });

  it('reads PORT, DATA_DIR, DATABASE_URL, MODE, TTLs, limits and trusted origins from the environment', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        DATA_DIR: '/var/lib/spark',
        DATABASE_URL: 'postgres://spark@db:5432/spark',
        MODE: 'production',
        AUTH_TOKEN_TTL_SECONDS: '600',
        OTP_SENDS_PER_IP_PER_HOUR: '100',
        CAPTCHA_AFTER_IP_SENDS_PER_15_MINUTES: '4',
        TRUSTED_ORIGINS: 'https://app.example.com, http://localhost:5173',
        TRUST_PROXY: 'true',
      },
      '/ignored',
    );
    expect(config).toMatchObject({
      port: 9000,
      dataDir: '/var/lib/spark',
      databaseUrl: 'postgres://spark@db:5432/spark',
      mode: 'production',
      trustProxy: true,
      trustedOrigins: ['https://app.example.com', 'http://localhost:5173'],
      auth: { accessTokenTtlMs: 600_000 },
      otp: { perIp: { max: 100 } },
      captcha: { afterIpSends: { max: 4 } },
    });
  });

  it('stops with one message naming every bad variable', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', MODE: 'staging', DATABASE_URL: 'mysql://db', TRUSTED_ORIGINS: 'example.com', API_BASE: 'api/', AUTH_TOKEN_TTL_SECONDS: '-5' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems).toHaveLength(6);
    for (const name of ['PORT', 'MODE', 'DATABASE_URL', 'TRUSTED_ORIGINS', 'API_BASE', 'AUTH_TOKEN_TTL_SECONDS']) expect(message).toContain(name);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT must be a whole number from 0 to 65535/);
  });

  it('the demo outbox is served in demo and dev modes only', () => {
    expect(demoOutboxEnabled(loadConfig({ MODE: 'demo' }))).toBe(true);
    expect(demoOutboxEnabled(loadConfig({ MODE: 'dev' }))).toBe(true);
    expect(demoOutboxEnabled(loadConfig({ MODE: 'production' }))).toBe(false);
  });

  it('the demo world: Berlin, 600 members, replies after 3 s by default; DEMO_* variables change it; bad values stop start-up', () => {
    expect(loadConfig({}).demo).toEqual({ lat: 52.52, lng: 13.405, radiusKm: 100, members: 600, seed: 20_260_101, replies: true, replyDelayMs: 3000, guestEmail: 'demo@spark.example' });
    expect(loadConfig({ DEMO_LAT: '40.7128', DEMO_LNG: '-74.006', DEMO_MEMBERS: '800', DEMO_SEED: '7', DEMO_REPLIES: '0', DEMO_REPLY_DELAY_MS: '500', DEMO_GUEST_EMAIL: 'guest@example.org' }).demo).toEqual({
      lat: 40.7128,
      lng: -74.006,
      radiusKm: 100,
      members: 800,
      seed: 7,
      replies: false,
      replyDelayMs: 500,
      guestEmail: 'guest@example.org',
    });
    let error: unknown;
    try {
      loadConfig({ DEMO_LAT: 'north', DEMO_LNG: '200', DEMO_MEMBERS: '10', DEMO_REPLIES: 'maybe', DEMO_GUEST_EMAIL: 'Not An Address' });
    } catch (caught) {
      error = caught;
    }
    expect((error as ConfigError).problems).toHaveLength(5);
    expect(demoWorldEnabled(loadConfig({ MODE: 'dev' }))).toBe(true);
    expect(demoWorldEnabled(loadConfig({ MODE: 'production' }))).toBe(false);
  });

  it('overrides replace single values inside a section and keep the rest', () => {
    const base = loadConfig({});
    const config = withOverrides(base, { port: 0, otp: { maxAttempts: 3 } });
    expect(config.port).toBe(0);
    expect(config.otp).toEqual({ ...base.otp, maxAttempts: 3 });
    expect(config.auth).toBe(base.auth);
  });
});
