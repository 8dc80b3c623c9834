// The one place that reads the environment: every setting parsed and checked here.
import { isIP } from 'node:net';
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../domain/common/limits';
import { E164_PHONE } from '../domain/common/phone-number';
import { newPasswordProblem } from './modules/auth';
import type { TwilioSettings } from './modules/sms';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5001),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('TCC <no-reply@tcc.local>'),
  SMS_API_URL: z.string().url().default('https://api.twilio.com'),
  SMS_ACCOUNT_SID: z.string().min(1).optional(),
  SMS_AUTH_TOKEN: z.string().min(1).optional(),
  SMS_INBOUND_UNSIGNED: flag.optional(),
  SMS_FROM: z.string().regex(E164_PHONE, 'SMS_FROM must be a number in international format, e.g. +14125550123').optional(),
  STANDING_ORDER_DAYS_AHEAD: z.coerce.number().int().min(1).max(60).default(7),
  MAX_STANDING_ORDERS: z.coerce.number().int().min(1).max(100_000).default(500),
  OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(10).max(3600).default(120),
  WEBHOOKS_ALLOW_PRIVATE: flag.optional(),
  WEBHOOKS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(60).default(10),
  MAX_WEBHOOK_ENDPOINTS: z.coerce.number().int().min(1).max(1000).default(10),
  SSO_ALLOW_INSECURE: flag.optional(),
  GEOCODER_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  TZ: z.string().optional(),
  SEED_DEMO: flag.optional(),
  ADMIN_EMAIL: z.string().email('ADMIN_EMAIL must be an e-mail address').optional(),
  ADMIN_PASSWORD: z.string().min(MIN_PASSWORD_LENGTH, `ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters`).optional(),
  TRUST_PROXY: z.string().default(''),
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(15),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(72),
  MAX_CONNECTIONS: z.coerce.number().int().min(1).default(2000),
  // a hospital's staff may share one address behind its NAT: a quarter of the connections by default
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).optional(),
  NAMED_STATEMENTS: flag.optional(),
  ACCESS_LOG_RETENTION_DAYS: z.coerce.number().int().min(30).max(36_500).default(2192),
  INTEGRATION_KEY_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(120),
  REQUIRE_TWO_FACTOR_FOR_ADMINS: flag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The SMS provider's account (Twilio's Messages API or a compatible one); text messages are off without it. */
  sms: TwilioSettings | undefined;
  /**
   * Texts to TCC's number without the provider's signature are taken (a developer's machine without an SMS account);
   * off, they are refused unless `sms` is set to check the signature. Never on in production.
   */
  smsInboundUnsigned: boolean;
  /** How many days ahead the worker turns a standing order's dates into trips. */
  standingOrderDaysAhead: number;
  /** How many running standing orders one facility may have: a runaway script cannot flood the region with trips. */
  maxStandingOrders: number;
  /** How long an instance's claim on an outgoing message holds: after it lapses (the instance died) another sends it. */
  outboxLeaseSeconds: number;
  /**
   * Webhook deliveries: `allowPrivate` lets endpoints be plain http and on private, loopback or link-local addresses
   * (an operator's own network); `timeoutMs` bounds each attempt (tests shorten it); `maxEndpoints` is how many
   * endpoints one organisation may register.
   */
  webhooks: { allowPrivate: boolean; timeoutMs: number; maxEndpoints: number };
  /** Organisations' identity providers may be plain http and on private or loopback addresses (tests, a developer's machine); never in production. */
  ssoAllowInsecure: boolean;
  geocoderUrl: string | undefined;
  publicUrl: string;
  /** Leaflet tile template; maps still show their markers when tiles cannot load. */
  mapTileUrl: string;
  /** IANA zone for times sent without an offset (a browser's datetime-local value). */
  timeZone: string;
  seedDemo: boolean;
  /** The first administrator of a database that has none; never a known password. */
  firstAdmin: { email: string; password: string } | undefined;
  logLevel: string;
  /** Prepared queries run as named statements through the drivers' internals (src/server/db/named-statements); off only if an update breaks them. */
  namedStatements: boolean;
  production: boolean;
  /** Requests per minute per address on registration and geocoding; tests raise it. */
  publicRateLimit: number;
  /** How long the access log keeps an entry: six years by default, as HIPAA keeps its documentation. */
  accessLogRetentionDays: number;
  /** Calls per minute one API key may make, whatever addresses they come from. */
  keyRateLimit: number;
  /** Administrators must sign in with a second factor (enrolling at their next sign-in): on by default in production only, so demo and test accounts keep signing in with a password. */
  requireTwoFactorForAdmins: boolean;
  /** Proxies whose X-Forwarded-For is believed (addresses, CIDRs, or loopback / linklocal / uniquelocal); none by default. */
  trustProxy: string[];
  /** How long a client may take to send its headers and its whole request, how long an idle connection stays open, how many at once. */
  connections: { headersTimeoutMs: number; requestTimeoutMs: number; keepAliveTimeoutMs: number; max: number; perAddress: number };
}

function parsedEnv<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv): z.output<S> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const first = parsed.error.issues[0]!;
    throw new Error(`Invalid configuration: ${first.path.join('.')}: ${first.message}`);
  }
  return parsed.data;
}

/** Where the database is: all the backup and restore commands need, so they run without the server's other settings. */
export function loadDatabaseConfig(env: NodeJS.ProcessEnv): Pick<Config, 'dataDir' | 'databaseUrl'> {
  const e = parsedEnv(envSchema.pick({ DATA_DIR: true, DATABASE_URL: true }), env);
  return { dataDir: e.DATA_DIR, databaseUrl: e.DATABASE_URL };
}

export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const e = parsedEnv(envSchema, env);
  const production = e.NODE_ENV === 'production';
  if (production && !e.JWT_SECRET) throw new Error('Invalid configuration: JWT_SECRET is required when NODE_ENV=production');
  if (!e.ADMIN_EMAIL !== !e.ADMIN_PASSWORD) throw new Error('Invalid configuration: ADMIN_EMAIL and ADMIN_PASSWORD go together');
  const smsSet = [e.SMS_ACCOUNT_SID, e.SMS_AUTH_TOKEN, e.SMS_FROM].filter(Boolean).length;
  if (smsSet !== 0 && smsSet !== 3) throw new Error('Invalid configuration: SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM go together');
  if (production && e.SMS_INBOUND_UNSIGNED) throw new Error('Invalid configuration: SMS_INBOUND_UNSIGNED cannot be on when NODE_ENV=production');
  if (production && e.SSO_ALLOW_INSECURE) throw new Error('Invalid configuration: SSO_ALLOW_INSECURE cannot be on when NODE_ENV=production');
  const adminPasswordProblem = e.ADMIN_PASSWORD && newPasswordProblem(e.ADMIN_PASSWORD, { email: e.ADMIN_EMAIL });
  if (adminPasswordProblem) throw new Error(`Invalid configuration: ADMIN_PASSWORD: ${adminPasswordProblem}`);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    sms:
      e.SMS_ACCOUNT_SID && e.SMS_AUTH_TOKEN && e.SMS_FROM
        ? { apiUrl: e.SMS_API_URL, accountSid: e.SMS_ACCOUNT_SID, authToken: e.SMS_AUTH_TOKEN, from: e.SMS_FROM }
        : undefined,
    smsInboundUnsigned: e.SMS_INBOUND_UNSIGNED ?? false,
    standingOrderDaysAhead: e.STANDING_ORDER_DAYS_AHEAD,
    maxStandingOrders: e.MAX_STANDING_ORDERS,
    outboxLeaseSeconds: e.OUTBOX_LEASE_SECONDS,
    webhooks: { allowPrivate: e.WEBHOOKS_ALLOW_PRIVATE ?? false, timeoutMs: e.WEBHOOKS_TIMEOUT_SECONDS * 1000, maxEndpoints: e.MAX_WEBHOOK_ENDPOINTS },
    ssoAllowInsecure: e.SSO_ALLOW_INSECURE ?? false,
    geocoderUrl: e.GEOCODER_URL,
    mapTileUrl: e.MAP_TILE_URL,
    timeZone: validTimeZone(e.TZ) ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    // demo data by default only on a developer's embedded database: never silently into PostgreSQL or production
    seedDemo: e.SEED_DEMO ?? (!e.DATABASE_URL && !production),
    firstAdmin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    logLevel: e.LOG_LEVEL,
    namedStatements: e.NAMED_STATEMENTS ?? true,
    production,
    publicRateLimit: 30,
    keyRateLimit: e.INTEGRATION_KEY_RATE_LIMIT,
    requireTwoFactorForAdmins: e.REQUIRE_TWO_FACTOR_FOR_ADMINS ?? production,
    accessLogRetentionDays: e.ACCESS_LOG_RETENTION_DAYS,
    trustProxy: trustedProxies(e.TRUST_PROXY),
    connections: {
      // the headers arrive within the request's time, never after it
      headersTimeoutMs: Math.min(e.HEADERS_TIMEOUT_SECONDS, e.REQUEST_TIMEOUT_SECONDS) * 1000,
      requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
      max: e.MAX_CONNECTIONS,
      perAddress: Math.min(e.MAX_CONNECTIONS, e.MAX_CONNECTIONS_PER_ADDRESS ?? Math.ceil(e.MAX_CONNECTIONS / 4)),
    },
  };
}

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function trustedProxies(list: string): string[] {
  const entries = list.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32));
    if (!PROXY_RANGE_NAMES.has(entry) && (!family || !prefixOk || extra !== undefined)) {
      throw new Error(`Invalid configuration: TRUST_PROXY: ${entry} is not an address, a CIDR range or one of ${[...PROXY_RANGE_NAMES].join(', ')}`);
    }
  }
  return entries;
}

function validTimeZone(zone: string | undefined): string | undefined {
  if (!zone) return undefined;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone.replace(/^:/, '') });
    return zone.replace(/^:/, '');
  } catch {
    throw new Error(`Invalid configuration: TZ: unknown time zone ${zone}`);
  }
}
