import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_SENDER_DOMAINS, parseSenderDomains } from '@peil/contract/broadcasts';

/**
 * The only place that reads process.env. An invalid value stops the start with one line
 * naming the variable, so a typo in deployment never runs with a silent default.
 */
const ZEnvironment = z.object({
  // Any name (staging, acceptance …) runs as production; only development and test differ.
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce
    .number({ error: 'must be a port number (0-65535)' })
    .int('must be a port number (0-65535)')
    .min(0, 'must be a port number (0-65535)')
    .max(65535, 'must be a port number (0-65535)')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'must be a whole number of connections (1-500)' })
    .int('must be a whole number of connections (1-500)')
    .min(1, 'must be a whole number of connections (1-500)')
    .max(500, 'must be a whole number of connections (1-500)')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  RESTART_TOKEN: z.string().min(1).optional(),
  RESTART_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  PEIL_ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  PEIL_ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
  PEIL_DEMO_DATA: z.enum(['on', 'off']).optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  SUPPORT_EMAIL: z.email('must be an e-mail address').optional(),
  TRUST_PROXY: z
    .string()
    .refine(isTrustProxySetting, 'must be a hop count (1, 2 …) or a comma-separated list of addresses or CIDRs')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds (1-3600)' })
    .int('must be a number of seconds (1-3600)')
    .min(1, 'must be a number of seconds (1-3600)')
    .max(3600, 'must be a number of seconds (1-3600)')
    .default(30),
  APP_TIME_ZONE: z
    .string()
    .refine(isTimeZone, 'must be an IANA time zone such as Europe/Amsterdam')
    .default('Europe/Amsterdam'),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(/^([^<>\r\n]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/, {
      error: 'must be an address such as no-reply@kliniek.nl or "Peil <no-reply@kliniek.nl>"',
    })
    .optional(),
  MAIL_SENDER_DOMAINS: z
    .string()
    .refine(
      (value) => parseSenderDomains(value).invalid.length === 0 && parseSenderDomains(value).domains.length > 0,
      'must be a comma-separated list of domain names such as peil.nl,kliniek.nl',
    )
    .optional(),
  BACKUP_KEEP: z.coerce
    .number({ error: 'must be a whole number of at least 1' })
    .int('must be a whole number of at least 1')
    .min(1, 'must be a whole number of at least 1')
    .default(7),
});

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections for requests on PostgreSQL; undefined: sized by the machine (db/database.ts). */
  databasePoolSize: number | undefined;
  smtpUrl: string | undefined;
  publicUrl: string;
  restartToken: string | undefined;
  /** The update host that restarts Peil when it receives GET with the header X-restart-token. */
  restartUrl: string | undefined;
  adminPassword: string | undefined;
  /** The first superadmin's address; without it a placeholder on a reserved domain. */
  adminEmail: string | undefined;
  seedDemoData: boolean;
  logLevel: string;
  /** The built web apps; another directory lets several builds be served side by side. */
  webDistDir: string | undefined;
  /** Where questions from the ask-a-question screen go. */
  supportEmail: string;
  /**
   * Which peers may tell the client address (X-Forwarded-For) and protocol: false trusts no
   * forwarded header, a number trusts that many proxy hops, a list trusts those addresses.
   */
  trustProxy: false | number | string[];
  /** After SIGTERM, running requests may finish for this long before the process exits. */
  shutdownTimeoutSeconds: number;
  /** The one clock for day and month boundaries, on every database connection and in the browser. */
  timeZone: string;
  /** How many nightly backups DATA_DIR/backups keeps. */
  backupKeep: number;
  /** The sender of system mail (resets, verification, support, reports). */
  mailFrom: string;
  /** Domains any broadcast may be sent from; a client may add its own. */
  mailSenderDomains: string[];
};

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const blankAsMissing = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = ZEnvironment.safeParse(blankAsMissing);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(
      `Invalid configuration: ${name}=${JSON.stringify(maskSecret(name, env[name] ?? ''))} ${issue.message}`,
    );
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV === 'development' || e.NODE_ENV === 'test' ? e.NODE_ENV : 'production',
    port: e.PORT,
    host: e.HOST,
    // Relative paths mean relative to where `npm start` ran, not to apps/server where it runs.
    dataDir: path.resolve(invocationDirectory(env), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    smtpUrl: e.SMTP_URL,
    publicUrl,
    restartToken: e.RESTART_TOKEN,
    restartUrl: e.RESTART_URL,
    adminPassword: e.PEIL_ADMIN_PASSWORD,
    adminEmail: e.PEIL_ADMIN_EMAIL,
    // The demo is for trying Peil on one machine; a real server starts empty unless asked.
    seedDemoData: e.PEIL_DEMO_DATA ? e.PEIL_DEMO_DATA === 'on' : !e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(invocationDirectory(env), e.WEB_DIST_DIR) : undefined,
    supportEmail: e.SUPPORT_EMAIL ?? `support@${new URL(publicUrl).hostname}`,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
    timeZone: e.APP_TIME_ZONE,
    backupKeep: e.BACKUP_KEEP,
    mailFrom: e.MAIL_FROM ?? `Peil <no-reply@${new URL(publicUrl).hostname}>`,
    mailSenderDomains: e.MAIL_SENDER_DOMAINS
      ? parseSenderDomains(e.MAIL_SENDER_DOMAINS).domains
      : [...DEFAULT_SENDER_DOMAINS],
  };
}

function parseTrustProxy(value: string | undefined): false | number | string[] {
  if (value === undefined) return false;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  return value.split(',').map((entry) => entry.trim());
}

function isTrustProxySetting(value: string): boolean {
  if (/^\s*[1-9]\d*\s*$/.test(value)) return true;
  return value.split(',').every((entry) => {
    const [address, prefix, ...rest] = entry.trim().split('/');
    const family = net.isIP(address ?? '');
    if (family === 0 || rest.length > 0) return false;
    if (prefix === undefined) return true;
    return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
  });
}

const SECRETS = new Set(['PEIL_ADMIN_PASSWORD', 'RESTART_TOKEN']);

/** A value as it may appear in an error: passwords and tokens never, URLs without their password. */
function maskSecret(name: string, value: string): string {
  if (SECRETS.has(name)) return '***';
  return value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@]*):.*@/i, '$1:***@');
}

/** Where the user ran the command: npm runs workspace scripts elsewhere but keeps this in INIT_CWD. */
export function invocationDirectory(env: Record<string, string | undefined> = process.env): string {
  return env.INIT_CWD || process.cwd();
}
