import { describe, expect, it } from 'vitest';
import { ConfigError, demoOutboxEnabled, loadConfig, withOverrides } from './config';

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

  it('overrides replace single values inside a section and keep the rest', () => {
    const base = loadConfig({});
    const config = withOverrides(base, { port: 0, otp: { maxAttempts: 3 } });
    expect(config.port).toBe(0);
    expect(config.otp).toEqual({ ...base.otp, maxAttempts: 3 });
    expect(config.auth).toBe(base.auth);
  });
});
