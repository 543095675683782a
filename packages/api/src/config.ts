import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_TOKEN_REQUESTS_PER_MINUTE, CURRENCIES, DEFAULT_CURRENCY } from '@keel/types';
import { smtpSettingsFrom, type SmtpSettings } from './modules/admin-users/mailer';

/** Runtime configuration, read once from the environment (ARCHITECTURE.md § Runtime). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; SQLite at `$DATA_DIR/keel.sqlite` when absent. */
  databaseUrl: string | null;
  /**
   * SEED_DEMO=1 asks for the demo workspace (an empty embedded database, or
   * PostgreSQL); never honoured in production or with an administrator
   * configured. `npm start` asks for it on a fresh clone.
   */
  seedDemo: boolean;
  /** NODE_ENV=production, in any case (`Production`, `PRODUCTION`). */
  production: boolean;
  adminEmail: string | null;
  adminPassword: string | null;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Folder of the built app (`index.html` + `assets/`). */
  staticDir: string;
  /** Express `trust proxy` setting: false, true, a hop count or a list of addresses. */
  trustProxy: boolean | number | string;
  /** The public origin, e.g. `https://keel.example.com`; also accepted as a same-site `Origin`. */
  publicUrl: string | null;
  /** log2 of the scrypt cost N; 17 is OWASP's recommendation. Lower only in tests. */
  passwordHashCost: number;
  /** Largest file a task attachment may be, in bytes (larger uploads get 413). */
  attachmentMaxBytes: number;
  /** Largest file an import may read, in bytes (`IMPORT_MAX_BYTES`; larger uploads get 413). */
  importMaxBytes: number;
  /** Requests one personal API token may make per minute in one process (`API_TOKEN_RATE_LIMIT`); then 429. */
  apiTokenRateLimit: number;
  /**
   * The workspace's IANA time zone (`Europe/Berlin`; default `UTC`): where a
   * calendar day starts and ends, e.g. "today" for a new status report and
   * the end of the day a portfolio status snapshot stands at.
   */
  workspaceTimeZone: string;
  /**
   * The workspace currency (`WORKSPACE_CURRENCY`, ISO 4217; default the
   * projects' default, EUR): the portfolio finances convert every currency's
   * totals into it with the dated exchange rates (`modules/finances/READING.md`).
   */
  workspaceCurrency: string;
  /** Outgoing mail (`SMTP_URL`, or `SMTP_HOST` and its companions); null: no e-mail at all. */
  smtp: SmtpSettings | null;
  /** How the e-mail outbox of notifications is worked through (`MAIL_*`). */
  mailOutbox: MailOutboxSettings;
  /** How webhook deliveries are sent (`WEBHOOK_*`). */
  webhooks: WebhookSettings;
  /**
   * `IMPORT_ALLOW_PRIVATE=1`: a Redmine server to import from may be at a
   * private, loopback or link-local address (tests, a closed network);
   * otherwise such addresses are refused as webhooks' are (`lib/outbound-address.ts`).
   */
  importAllowPrivate: boolean;
  /**
   * Worker processes serving requests (`WEB_CONCURRENCY`; default one per
   * core, `os.availableParallelism()`). 1 runs one process with no primary,
   * as before; more fork a primary's workers (`cluster.ts`).
   */
  webConcurrency: number;
  /**
   * How far V8 lets each process's heap grow past what its last full
   * collection left alive before it collects again, in percent
   * (`HEAP_GROWTH_PERCENT`; default 50, 0 leaves V8's own choice, which
   * reaches 300 % when collections are cheap). A long walk that promotes
   * garbage (an import of 100,000 rows) otherwise holds four times its live
   * heap: set by `main.ts` in every process.
   */
  heapGrowthPercent: number;
  /**
   * Every answer also through zod's full `parse`, the picker's copy checked
   * against it (`KEEL_VALIDATE_RESPONSES`; default on only with
   * `NODE_ENV=test`): a service returning a value of the wrong type (a
   * refinement the picker does not check) fails its test. `lib/response-picker.ts`.
   */
  validateResponses: boolean;
  /** OpenID Connect sign-in (`OIDC_*`); null: off (modules/sso/README.md). */
  oidc: OidcSettings | null;
  /**
   * Password sign-in (`PASSWORD_LOGIN`, default on). Off: only SSO, except
   * the break-glass administrator (`passwordLoginBreakGlass`).
   */
  passwordLogin: boolean;
  /**
   * `PASSWORD_LOGIN_BREAK_GLASS`: the one e-mail that may still sign in with
   * a password when `passwordLogin` is off; null: every active holder of the
   * Administrator role may.
   */
  passwordLoginBreakGlass: string | null;
}

/** The OpenID provider Keel signs in with (authorization code flow, PKCE S256, state, nonce). */
export interface OidcSettings {
  issuer: string;
  clientId: string;
  /** null: a public client (PKCE only, `token_endpoint_auth_method=none`). */
  clientSecret: string | null;
  /** Space-separated; always holds `openid` and `email`. */
  scopes: string;
  /** "Sign in with <buttonLabel>". */
  buttonLabel: string;
  /** `OIDC_AUTO_CREATE=1`: a verified e-mail without a Keel user creates one. */
  autoCreate: boolean;
  /** The role a created user gets (a role's name; default the built-in Team Member). */
  defaultRole: string;
}

/** Is this host the local machine (an http issuer is allowed only there)? */
export function isLoopbackHost(hostname: string): boolean {
  return ['localhost', '127.0.0.1', '[::1]', '::1'].includes(hostname.toLowerCase());
}

/**
 * The notification e-mail outbox (`modules/notifications/README.md`): a
 * failed send is retried after `retryMinMs`, doubling up to `retryMaxMs`
 * (with jitter), until `maxAttempts` sends have failed; then the mail is
 * kept as failed. The worker looks for due mails every `pollIntervalMs`,
 * `batchSize` at a time, and holds a claimed mail for `leaseMs` (a mail
 * left claimed by a crash is sent again once its lease has run out).
 */
export interface MailOutboxSettings {
  maxAttempts: number;
  retryMinMs: number;
  retryMaxMs: number;
  batchSize: number;
  pollIntervalMs: number;
  leaseMs: number;
}

/**
 * Webhook deliveries (`modules/webhooks/README.md`): a failed attempt is
 * retried after `retryDelaysMs[n]` (the n-th failure), and the delivery fails
 * for good when the list is used up; the worker looks for due deliveries
 * every `pollIntervalMs` (and at once after a commit that queued some),
 * sends to up to `concurrency` webhooks at a time, each request given
 * `timeoutMs`; `allowPrivate` lets targets resolve to private, loopback or
 * link-local addresses (tests, a closed network).
 */
export interface WebhookSettings {
  allowPrivate: boolean;
  retryDelaysMs: readonly number[];
  pollIntervalMs: number;
  timeoutMs: number;
  concurrency: number;
}

/** 10 s, 30 s, 1 min, 5 min, 15 min, 30 min, 1 h, 2 h, 4 h, 8 h, 8 h: 12 attempts over about 24 hours. */
export const WEBHOOK_RETRY_SECONDS = [
  10, 30, 60, 300, 900, 1800, 3600, 7200, 14_400, 28_800, 28_800,
] as const;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const OWASP_SCRYPT_COST = 17;

/** Is `name` an IANA time zone the runtime knows (`UTC`, `Europe/Berlin`)? */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * Is this NODE_ENV production? Compared without regard to case or
 * surrounding blanks: `Production` must never pass for development (and,
 * e.g., let the demo workspace with its published password be seeded).
 */
export function isProductionEnv(nodeEnv: string | undefined): boolean {
  return (nodeEnv ?? '').trim().toLowerCase() === 'production';
}

/** Both `src/config.ts` and the bundled `dist/main.js` sit one level below the api package. */
function defaultStaticDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, '../../app/dist');
}

/**
 * Reads and validates the configuration. Every bad value is reported at once,
 * each with the variable name and what is expected.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const value = (name: string): string | undefined => {
    const v = env[name];
    return v === undefined || v.trim() === '' ? undefined : v.trim();
  };

  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!/^\d+$/.test(raw) || n < min || n > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return n;
  };

  const flag = (name: string): boolean => {
    const raw = value(name);
    if (raw === undefined) return false;
    if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
    if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
    problems.push(`${name} must be 1 or 0 (got "${raw}")`);
    return false;
  };

  const port = integer('PORT', 3000, 0, 65535);
  const host = value('HOST') ?? '127.0.0.1';

  const databaseUrl = value('DATABASE_URL') ?? null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push(
      'DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/keel',
    );
  }

  const adminEmail = value('ADMIN_EMAIL') ?? null;
  if (adminEmail !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(adminEmail)) {
    problems.push(`ADMIN_EMAIL must be an email address (got "${adminEmail}")`);
  }
  const adminPassword =
    env.ADMIN_PASSWORD && env.ADMIN_PASSWORD.length > 0 ? env.ADMIN_PASSWORD : null;
  if (adminPassword !== null && adminPassword.length < 10) {
    problems.push('ADMIN_PASSWORD must be at least 10 characters');
  }
  if ((adminEmail === null) !== (adminPassword === null)) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }

  const rawLevel = value('LOG_LEVEL') ?? 'info';
  let logLevel: Config['logLevel'] = 'info';
  if ((LOG_LEVELS as readonly string[]).includes(rawLevel)) {
    logLevel = rawLevel as Config['logLevel'];
  } else {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${rawLevel}")`);
  }

  let trustProxy: Config['trustProxy'] = false;
  const rawTrust = value('TRUST_PROXY');
  if (rawTrust !== undefined) {
    if (['1', 'true'].includes(rawTrust)) trustProxy = true;
    else if (['0', 'false'].includes(rawTrust)) trustProxy = false;
    else if (/^\d+$/.test(rawTrust)) trustProxy = Number(rawTrust);
    else if (/^[\w.:/, -]+$/.test(rawTrust)) trustProxy = rawTrust;
    else
      problems.push(
        `TRUST_PROXY must be true, false, a hop count or a list of addresses (got "${rawTrust}")`,
      );
  }

  let publicUrl: string | null = null;
  const rawPublic = value('PUBLIC_URL');
  if (rawPublic !== undefined) {
    try {
      const url = new URL(rawPublic);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
      publicUrl = url.origin;
    } catch {
      problems.push(
        `PUBLIC_URL must be an http(s) URL such as https://keel.example.com (got "${rawPublic}")`,
      );
    }
  }

  const smtpUrl = value('SMTP_URL');
  if (smtpUrl !== undefined && !/^smtps?:\/\/[^/\s]+/i.test(smtpUrl))
    problems.push(
      'SMTP_URL must be an smtp:// or smtps:// URL such as smtps://user:pass@mail.example.com:465',
    );
  integer('SMTP_PORT', 587, 1, 65535);
  flag('SMTP_SECURE');

  const retryMinSeconds = integer('MAIL_RETRY_MIN_SECONDS', 60, 1, 86_400);
  const retryMaxSeconds = integer('MAIL_RETRY_MAX_SECONDS', 3600, 1, 7 * 86_400);
  if (retryMaxSeconds < retryMinSeconds)
    problems.push(
      `MAIL_RETRY_MAX_SECONDS must be at least MAIL_RETRY_MIN_SECONDS (${retryMinSeconds})`,
    );
  const mailOutbox: MailOutboxSettings = {
    maxAttempts: integer('MAIL_MAX_ATTEMPTS', 10, 1, 100),
    retryMinMs: retryMinSeconds * 1000,
    retryMaxMs: retryMaxSeconds * 1000,
    batchSize: integer('MAIL_BATCH_SIZE', 10, 1, 100),
    pollIntervalMs: integer('MAIL_POLL_SECONDS', 5, 1, 3600) * 1000,
    leaseMs: integer('MAIL_LEASE_SECONDS', 600, 60, 86_400) * 1000,
  };
  const rawDelays = value('WEBHOOK_RETRY_DELAYS');
  const retryDelays = rawDelays?.split(',').map((d) => Number(d.trim()));
  if (retryDelays?.some((d) => !Number.isFinite(d) || d < 0 || d > 86_400))
    problems.push(
      `WEBHOOK_RETRY_DELAYS must be a comma-separated list of seconds, each 0 to 86400 (got "${rawDelays}")`,
    );
  const webhooks: WebhookSettings = {
    allowPrivate: flag('WEBHOOK_ALLOW_PRIVATE'),
    retryDelaysMs: (retryDelays ?? WEBHOOK_RETRY_SECONDS).map((d) => Math.round(d * 1000)),
    pollIntervalMs: integer('WEBHOOK_POLL_MS', 200, 10, 60_000),
    timeoutMs: integer('WEBHOOK_TIMEOUT_SECONDS', 10, 1, 60) * 1000,
    concurrency: integer('WEBHOOK_CONCURRENCY', 16, 1, 64),
  };
  const workspaceTimeZone = value('WORKSPACE_TIME_ZONE') ?? 'UTC';
  if (!isTimeZone(workspaceTimeZone))
    problems.push(
      `WORKSPACE_TIME_ZONE must be an IANA time zone such as Europe/Berlin or UTC (got "${workspaceTimeZone}")`,
    );

  const workspaceCurrency = (value('WORKSPACE_CURRENCY') ?? DEFAULT_CURRENCY).toUpperCase();
  if (!(CURRENCIES as readonly string[]).includes(workspaceCurrency))
    problems.push(
      `WORKSPACE_CURRENCY must be one of ${CURRENCIES.join(', ')} (got "${workspaceCurrency}")`,
    );

  const oidcIssuer = value('OIDC_ISSUER');
  let oidc: OidcSettings | null = null;
  if (oidcIssuer !== undefined) {
    let issuer = oidcIssuer;
    try {
      const url = new URL(oidcIssuer);
      if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname)))
        throw new Error('protocol');
      issuer = url.href.replace(/\/+$/, '');
    } catch {
      problems.push(
        `OIDC_ISSUER must be an https URL such as https://login.example.com (http only for localhost) (got "${oidcIssuer}")`,
      );
    }
    const clientId = value('OIDC_CLIENT_ID');
    if (clientId === undefined) problems.push('OIDC_CLIENT_ID must be set with OIDC_ISSUER');
    const scopes = (value('OIDC_SCOPES') ?? 'openid email profile').split(/\s+/);
    if (!scopes.includes('openid') || !scopes.includes('email'))
      problems.push(`OIDC_SCOPES must include openid and email (got "${scopes.join(' ')}")`);
    oidc = {
      issuer,
      clientId: clientId ?? '',
      clientSecret: value('OIDC_CLIENT_SECRET') ?? null,
      scopes: scopes.join(' '),
      buttonLabel: (value('OIDC_BUTTON_LABEL') ?? 'single sign-on').slice(0, 60),
      autoCreate: flag('OIDC_AUTO_CREATE'),
      defaultRole: value('OIDC_DEFAULT_ROLE') ?? 'Team Member',
    };
  } else {
    const orphans = [
      'OIDC_CLIENT_ID',
      'OIDC_CLIENT_SECRET',
      'OIDC_SCOPES',
      'OIDC_BUTTON_LABEL',
      'OIDC_AUTO_CREATE',
      'OIDC_DEFAULT_ROLE',
    ].filter((name) => value(name) !== undefined);
    if (orphans.length > 0) problems.push(`${orphans.join(', ')} need OIDC_ISSUER`);
  }
  const passwordLogin = value('PASSWORD_LOGIN') === undefined ? true : flag('PASSWORD_LOGIN');
  if (!passwordLogin && oidc === null)
    problems.push('PASSWORD_LOGIN=0 needs OIDC_ISSUER (otherwise nobody could sign in)');
  const breakGlass = value('PASSWORD_LOGIN_BREAK_GLASS')?.toLowerCase() ?? null;
  if (breakGlass !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(breakGlass))
    problems.push(`PASSWORD_LOGIN_BREAK_GLASS must be an email address (got "${breakGlass}")`);

  const config: Config = {
    port,
    host,
    dataDir: path.resolve(value('DATA_DIR') ?? './data'),
    databaseUrl,
    seedDemo: flag('SEED_DEMO'),
    production: isProductionEnv(env.NODE_ENV),
    adminEmail: adminEmail?.toLowerCase() ?? null,
    adminPassword,
    logLevel,
    staticDir: path.resolve(value('STATIC_DIR') ?? defaultStaticDir()),
    trustProxy,
    publicUrl,
    passwordHashCost: integer('PASSWORD_HASH_COST', OWASP_SCRYPT_COST, 10, 20),
    attachmentMaxBytes: integer('ATTACHMENT_MAX_BYTES', 25 * 1024 * 1024, 1, 1024 ** 3),
    importMaxBytes: integer('IMPORT_MAX_BYTES', 50 * 1024 * 1024, 1, 1024 ** 3),
    apiTokenRateLimit: integer(
      'API_TOKEN_RATE_LIMIT',
      API_TOKEN_REQUESTS_PER_MINUTE,
      1,
      100_000_000,
    ),
    smtp: smtpSettingsFrom(env),
    mailOutbox,
    webhooks,
    importAllowPrivate: flag('IMPORT_ALLOW_PRIVATE'),
    workspaceTimeZone: isTimeZone(workspaceTimeZone) ? workspaceTimeZone : 'UTC',
    workspaceCurrency,
    webConcurrency: integer('WEB_CONCURRENCY', availableParallelism(), 1, 64),
    heapGrowthPercent: integer('HEAP_GROWTH_PERCENT', 50, 0, 300),
    validateResponses:
      value('KEEL_VALIDATE_RESPONSES') === undefined
        ? env.NODE_ENV?.trim().toLowerCase() === 'test'
        : flag('KEEL_VALIDATE_RESPONSES'),
    oidc,
    passwordLogin,
    passwordLoginBreakGlass: breakGlass,
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
