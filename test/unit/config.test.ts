import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { resolveJwtSecret } from '@/server/modules/auth/jwt-secret';

describe('configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 5001, dataDir: './data', seedDemo: true, production: false, publicUrl: 'http://localhost:5001' });
  });

  it('refuses private webhook addresses and gives each delivery 10 s unless told otherwise', () => {
    expect(loadConfig({}).webhooks).toEqual({ allowPrivate: false, timeoutMs: 10_000, maxEndpoints: 10 });
    expect(loadConfig({ WEBHOOKS_ALLOW_PRIVATE: 'on', WEBHOOKS_TIMEOUT_SECONDS: '3', MAX_WEBHOOK_ENDPOINTS: '4' }).webhooks).toEqual({
      allowPrivate: true,
      timeoutMs: 3_000,
      maxEndpoints: 4,
    });
    expect(() => loadConfig({ WEBHOOKS_TIMEOUT_SECONDS: '0' })).toThrow(/WEBHOOKS_TIMEOUT_SECONDS/);
    expect(() => loadConfig({ WEBHOOKS_ALLOW_PRIVATE: 'maybe' })).toThrow(/WEBHOOKS_ALLOW_PRIVATE/);
  });

  it('caps standing orders at 500 a facility, and takes unsigned texts to its number only when told, never in production', () => {
    expect(loadConfig({}).maxStandingOrders).toBe(500);
    expect(loadConfig({ MAX_STANDING_ORDERS: '40' }).maxStandingOrders).toBe(40);
    expect(() => loadConfig({ MAX_STANDING_ORDERS: '0' })).toThrow(/MAX_STANDING_ORDERS/);
    expect(loadConfig({}).smsInboundUnsigned).toBe(false);
    expect(loadConfig({ SMS_INBOUND_UNSIGNED: 'on' }).smsInboundUnsigned).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 's'.repeat(32), SMS_INBOUND_UNSIGNED: 'on' })).toThrow(/SMS_INBOUND_UNSIGNED/);
  });

  it('seeds demo data by default only on the embedded database', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/tcc' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/tcc', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('never seeds the demo accounts in production unless told to', () => {
    const secret = { NODE_ENV: 'production', JWT_SECRET: 's'.repeat(32) };
    expect(loadConfig(secret).seedDemo).toBe(false);
    expect(loadConfig({ ...secret, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('takes the first administrator from ADMIN_EMAIL and ADMIN_PASSWORD, both or neither', () => {
    expect(loadConfig({}).firstAdmin).toBeUndefined();
    expect(loadConfig({ ADMIN_EMAIL: 'chief@example.org', ADMIN_PASSWORD: 'long enough' }).firstAdmin).toEqual({
      email: 'chief@example.org',
      password: 'long enough',
    });
    expect(() => loadConfig({ ADMIN_EMAIL: 'chief@example.org' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD go together/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'chief', ADMIN_PASSWORD: 'long enough' })).toThrow(/ADMIN_EMAIL/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'chief@example.org', ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD must be at least 8/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'chief@example.org', ADMIN_PASSWORD: 'password1' })).toThrow(/ADMIN_PASSWORD: This password is one of the most commonly used/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'chief@example.org', ADMIN_PASSWORD: 'Chief-2026!' })).toThrow(/ADMIN_PASSWORD: Password must not contain your email/);
  });

  it('takes the SMS provider from SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM, all or none', () => {
    expect(loadConfig({}).sms).toBeUndefined();
    const account = { SMS_ACCOUNT_SID: 'AC0001', SMS_AUTH_TOKEN: 'token', SMS_FROM: '+14125550000' };
    expect(loadConfig(account).sms).toEqual({ apiUrl: 'https://api.twilio.com', accountSid: 'AC0001', authToken: 'token', from: '+14125550000' });
    expect(loadConfig({ ...account, SMS_API_URL: 'http://127.0.0.1:9999' }).sms?.apiUrl).toBe('http://127.0.0.1:9999');
    expect(() => loadConfig({ SMS_ACCOUNT_SID: 'AC0001' })).toThrow(/SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM go together/);
    expect(() => loadConfig({ ...account, SMS_FROM: '412-555-0000' })).toThrow(/SMS_FROM must be a number in international format/);
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET is required/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 's'.repeat(32) }).jwtSecret).toBe('s'.repeat(32));
  });

  it('reads the time zone for times sent without an offset', () => {
    expect(loadConfig({ TZ: 'America/New_York' }).timeZone).toBe('America/New_York');
    expect(() => loadConfig({ TZ: 'Mars/Olympus' })).toThrow(/TZ/);
  });

  it('believes forwarded addresses only from the proxies named in TRUST_PROXY', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.4,loopback, fd00::/8' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.4', 'loopback', 'fd00::/8']);
    for (const bad of ['everyone', '10.0.0.0/33', '10.0.0.1/8/8', 'fd00::/129', 'true']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('limits how long a client may take and how many connect at once', () => {
    expect(loadConfig({}).connections).toEqual({ headersTimeoutMs: 15_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 72_000, max: 2_000, perAddress: 500 });
    // an address's share is never more than the whole
    expect(loadConfig({ MAX_CONNECTIONS: '100', MAX_CONNECTIONS_PER_ADDRESS: '300' }).connections.perAddress).toBe(100);
    expect(loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: '40' }).connections.perAddress).toBe(40);
    expect(() => loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: '0' })).toThrow(/MAX_CONNECTIONS_PER_ADDRESS/);
    // the headers never get longer than the whole request
    expect(loadConfig({ REQUEST_TIMEOUT_SECONDS: '10' }).connections.headersTimeoutMs).toBe(10_000);
    expect(() => loadConfig({ MAX_CONNECTIONS: '0' })).toThrow(/MAX_CONNECTIONS/);
  });

  it('runs prepared queries as named statements unless NAMED_STATEMENTS turns them off', () => {
    expect(loadConfig({}).namedStatements).toBe(true);
    expect(loadConfig({ NAMED_STATEMENTS: 'off' }).namedStatements).toBe(false);
    expect(() => loadConfig({ NAMED_STATEMENTS: 'sometimes' })).toThrow(/NAMED_STATEMENTS/);
  });

  it('names the bad setting', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('generates a JWT secret once and keeps it in DATA_DIR', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tcc-secret-'));
    const config = loadConfig({ DATA_DIR: dir });
    const first = await resolveJwtSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(48);
    expect(await resolveJwtSecret(config)).toBe(first);
    expect((await readFile(join(dir, 'jwt-secret'), 'utf8')).trim()).toBe(first);
    await rm(dir, { recursive: true });
  });
});
