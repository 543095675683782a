import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, OWASP_SCRYPT_COST, loadConfig } from './config';

/** The problems `loadConfig` refuses `env` with (one a line): it must throw a ConfigError. */
function problemsOf(env: Record<string, string>): string {
  let error: unknown;
  try {
    loadConfig(env);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(ConfigError);
  return (error as ConfigError).problems.join('\n');
}

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: null,
      seedDemo: false,
      logLevel: 'info',
      trustProxy: false,
      publicUrl: null,
      passwordHashCost: OWASP_SCRYPT_COST,
      attachmentMaxBytes: 25 * 1024 * 1024,
      importMaxBytes: 50 * 1024 * 1024,
      apiTokenRateLimit: 300,
      workspaceTimeZone: 'UTC',
      workspaceCurrency: 'EUR',
      webConcurrency: availableParallelism(),
      heapGrowthPercent: 50,
    });
    expect(config.dataDir).toMatch(/data$/);
    expect(config.staticDir).toMatch(/packages\/app\/dist$/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/keel-data',
      DATABASE_URL: 'postgres://keel@db/keel',
      SEED_DEMO: '1',
      ADMIN_EMAIL: 'Boss@Example.com',
      ADMIN_PASSWORD: 'long-enough-password',
      LOG_LEVEL: 'debug',
      TRUST_PROXY: '1',
      PUBLIC_URL: 'https://keel.example.com/',
      WEB_CONCURRENCY: '3',
      HEAP_GROWTH_PERCENT: '0',
      API_TOKEN_RATE_LIMIT: '1000000',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/tmp/keel-data',
      databaseUrl: 'postgres://keel@db/keel',
      seedDemo: true,
      adminEmail: 'boss@example.com',
      logLevel: 'debug',
      trustProxy: true,
      publicUrl: 'https://keel.example.com',
      webConcurrency: 3,
      heapGrowthPercent: 0,
      apiTokenRateLimit: 1_000_000,
    });
  });

  it('reports every bad value at once, each naming its variable', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      SEED_DEMO: 'maybe',
      ADMIN_EMAIL: 'not-an-email',
      LOG_LEVEL: 'loud',
      PUBLIC_URL: 'ftp://x',
      PASSWORD_HASH_COST: '4',
      WEB_CONCURRENCY: '0',
      HEAP_GROWTH_PERCENT: '301',
      API_TOKEN_RATE_LIMIT: '0',
    });
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'SEED_DEMO',
      'ADMIN_EMAIL',
      'ADMIN_PASSWORD',
      'LOG_LEVEL',
      'PUBLIC_URL',
      'PASSWORD_HASH_COST',
      'WEB_CONCURRENCY',
      'HEAP_GROWTH_PERCENT',
      'API_TOKEN_RATE_LIMIT',
    ]) {
      expect(problems).toContain(name);
    }
  });

  it('reads SMTP and the mail outbox settings, with defaults', () => {
    const defaults = loadConfig({});
    expect(defaults.smtp).toBeNull();
    expect(defaults.mailOutbox).toEqual({
      maxAttempts: 10,
      retryMinMs: 60_000,
      retryMaxMs: 3_600_000,
      batchSize: 10,
      pollIntervalMs: 5000,
      leaseMs: 600_000,
    });
    const config = loadConfig({
      SMTP_URL: 'smtp://127.0.0.1:2525',
      SMTP_FROM: 'Keel <keel@example.com>',
      MAIL_MAX_ATTEMPTS: '3',
      MAIL_RETRY_MIN_SECONDS: '10',
      MAIL_RETRY_MAX_SECONDS: '600',
      MAIL_BATCH_SIZE: '5',
      MAIL_POLL_SECONDS: '2',
      MAIL_LEASE_SECONDS: '120',
    });
    expect(config.smtp).toEqual({
      transport: 'smtp://127.0.0.1:2525',
      from: 'Keel <keel@example.com>',
    });
    expect(config.mailOutbox).toEqual({
      maxAttempts: 3,
      retryMinMs: 10_000,
      retryMaxMs: 600_000,
      batchSize: 5,
      pollIntervalMs: 2000,
      leaseMs: 120_000,
    });
  });

  it('names every bad SMTP and mail outbox value', () => {
    const problems = problemsOf({
      SMTP_URL: 'http://mail.example.com',
      SMTP_PORT: '99999',
      SMTP_SECURE: 'perhaps',
      MAIL_MAX_ATTEMPTS: '0',
      MAIL_RETRY_MIN_SECONDS: '600',
      MAIL_RETRY_MAX_SECONDS: '60',
      MAIL_BATCH_SIZE: 'many',
      MAIL_POLL_SECONDS: '0',
      MAIL_LEASE_SECONDS: '5',
    });
    for (const name of [
      'SMTP_URL',
      'SMTP_PORT',
      'SMTP_SECURE',
      'MAIL_MAX_ATTEMPTS',
      'MAIL_RETRY_MAX_SECONDS must be at least MAIL_RETRY_MIN_SECONDS',
      'MAIL_BATCH_SIZE',
      'MAIL_POLL_SECONDS',
      'MAIL_LEASE_SECONDS',
    ])
      expect(problems).toContain(name);
  });

  it('reads the workspace time zone and refuses one the runtime does not know', () => {
    expect(loadConfig({ WORKSPACE_TIME_ZONE: 'Europe/Berlin' }).workspaceTimeZone).toBe(
      'Europe/Berlin',
    );
    expect(() => loadConfig({ WORKSPACE_TIME_ZONE: 'Mars/Olympus_Mons' })).toThrow(
      /WORKSPACE_TIME_ZONE must be an IANA time zone/,
    );
    expect(() => loadConfig({ WORKSPACE_TIME_ZONE: '+02:00' })).toThrow(/WORKSPACE_TIME_ZONE/);
  });

  it('validates every answer under tests and when asked, not otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).validateResponses).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).validateResponses).toBe(false);
    expect(loadConfig({}).validateResponses).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', KEEL_VALIDATE_RESPONSES: '1' }).validateResponses,
    ).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', KEEL_VALIDATE_RESPONSES: '0' }).validateResponses).toBe(
      false,
    );
    expect(problemsOf({ KEEL_VALIDATE_RESPONSES: 'sometimes' })).toContain(
      'KEEL_VALIDATE_RESPONSES must be 1 or 0 (got "sometimes")',
    );
  });

  it('reads OpenID Connect sign-in and the password sign-in switch', () => {
    const defaults = loadConfig({});
    expect(defaults.oidc).toBeNull();
    expect(defaults.passwordLogin).toBe(true);
    expect(defaults.passwordLoginBreakGlass).toBeNull();
    const config = loadConfig({
      OIDC_ISSUER: 'https://login.example.com/',
      OIDC_CLIENT_ID: 'keel',
      OIDC_CLIENT_SECRET: 'secret',
      OIDC_BUTTON_LABEL: 'Acme SSO',
      OIDC_AUTO_CREATE: '1',
      OIDC_DEFAULT_ROLE: 'Project Manager',
      PASSWORD_LOGIN: '0',
      PASSWORD_LOGIN_BREAK_GLASS: 'Root@Example.com',
    });
    expect(config.oidc).toEqual({
      issuer: 'https://login.example.com',
      clientId: 'keel',
      clientSecret: 'secret',
      scopes: 'openid email profile',
      buttonLabel: 'Acme SSO',
      autoCreate: true,
      defaultRole: 'Project Manager',
    });
    expect(config.passwordLogin).toBe(false);
    expect(config.passwordLoginBreakGlass).toBe('root@example.com');
    const minimal = loadConfig({ OIDC_ISSUER: 'http://127.0.0.1:4769', OIDC_CLIENT_ID: 'keel' });
    expect(minimal.oidc).toMatchObject({
      clientSecret: null,
      autoCreate: false,
      defaultRole: 'Team Member',
      buttonLabel: 'single sign-on',
    });
  });

  it('refuses OpenID Connect settings that cannot work', () => {
    expect(problemsOf({ OIDC_ISSUER: 'http://login.example.com', OIDC_CLIENT_ID: 'k' })).toContain(
      'OIDC_ISSUER must be an https URL',
    );
    expect(problemsOf({ OIDC_ISSUER: 'https://login.example.com' })).toContain(
      'OIDC_CLIENT_ID must be set with OIDC_ISSUER',
    );
    expect(
      problemsOf({
        OIDC_ISSUER: 'https://l.example.com',
        OIDC_CLIENT_ID: 'k',
        OIDC_SCOPES: 'openid',
      }),
    ).toContain('OIDC_SCOPES must include openid and email');
    expect(problemsOf({ OIDC_CLIENT_ID: 'k', OIDC_AUTO_CREATE: '1' })).toContain(
      'OIDC_CLIENT_ID, OIDC_AUTO_CREATE need OIDC_ISSUER',
    );
    expect(problemsOf({ PASSWORD_LOGIN: '0' })).toContain('PASSWORD_LOGIN=0 needs OIDC_ISSUER');
    expect(problemsOf({ PASSWORD_LOGIN: 'off' })).toContain('PASSWORD_LOGIN must be 1 or 0');
    expect(problemsOf({ PASSWORD_LOGIN_BREAK_GLASS: 'root' })).toContain(
      'PASSWORD_LOGIN_BREAK_GLASS must be an email address',
    );
  });
});
