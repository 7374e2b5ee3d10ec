import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('uses the defaults of DESIGN §9 on an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemoData).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.timeZone).toBe('Europe/Amsterdam');
    expect(config.backupKeep).toBe(7);
  });

  it('takes any IANA time zone and a number of backups to keep', () => {
    expect(loadConfig({ APP_TIME_ZONE: 'America/New_York', BACKUP_KEEP: '30' })).toMatchObject({
      timeZone: 'America/New_York',
      backupKeep: 30,
    });
  });

  it('sends system mail from MAIL_FROM and broadcasts from MAIL_SENDER_DOMAINS, each with a default', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://peil.kliniek.nl' })).toMatchObject({
      mailFrom: 'Peil <no-reply@peil.kliniek.nl>',
      mailSenderDomains: ['peil.nl', 'peil.de', 'peil.be', 'peil.at', 'peil.ch', 'peil.eu'],
    });
    expect(
      loadConfig({
        MAIL_FROM: 'Kliniek Zuid <noreply@kliniek-zuid.nl>',
        MAIL_SENDER_DOMAINS: 'Kliniek-Zuid.nl, zorg.de',
      }),
    ).toMatchObject({
      mailFrom: 'Kliniek Zuid <noreply@kliniek-zuid.nl>',
      mailSenderDomains: ['kliniek-zuid.nl', 'zorg.de'],
    });
    expect(loadConfig({ MAIL_FROM: 'noreply@kliniek-zuid.nl' }).mailFrom).toBe('noreply@kliniek-zuid.nl');
    expect(() => loadConfig({ MAIL_FROM: 'Peil' })).toThrow(
      /^Invalid configuration: MAIL_FROM="Peil" must be an address/,
    );
    expect(() => loadConfig({ MAIL_SENDER_DOMAINS: 'kliniek.nl,info@zorg.de' })).toThrow(
      /^Invalid configuration: MAIL_SENDER_DOMAINS="kliniek.nl,info@zorg.de" must be a comma-separated list of domain names/,
    );
  });

  it('turns the demo off by default on a real PostgreSQL server', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@127.0.0.1/db' }).seedDemoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@127.0.0.1/db', PEIL_DEMO_DATA: 'on' }).seedDemoData).toBe(true);
    expect(loadConfig({ PEIL_DEMO_DATA: 'off' }).seedDemoData).toBe(false);
  });

  it('resolves relative paths from where npm start ran (INIT_CWD), not from apps/server', () => {
    const config = loadConfig({ INIT_CWD: '/srv/peil', DATA_DIR: './data', WEB_DIST_DIR: 'web' });
    expect(config.dataDir).toBe('/srv/peil/data');
    expect(config.webDistDir).toBe('/srv/peil/web');
    expect(loadConfig({ INIT_CWD: '/srv/peil', DATA_DIR: '/var/lib/peil' }).dataDir).toBe('/var/lib/peil');
  });

  it('runs any other NODE_ENV (staging, acceptance) as production', () => {
    expect(loadConfig({ NODE_ENV: 'staging' }).env).toBe('production');
    expect(loadConfig({ NODE_ENV: 'production' }).env).toBe('production');
    expect(loadConfig({ NODE_ENV: 'test' }).env).toBe('test');
    expect(loadConfig({}).env).toBe('development');
  });

  it.each([
    [
      'DATABASE_URL',
      'mysql://peil:geheim-wachtwoord@db.example.org/peil',
      /^Invalid configuration: DATABASE_URL="mysql:\/\/peil:\*\*\*@db/,
    ],
    [
      'SMTP_URL',
      'http://mailer:geheim-wachtwoord@smtp.example.org',
      /^Invalid configuration: SMTP_URL="http:\/\/mailer:\*\*\*@smtp/,
    ],
    ['PEIL_ADMIN_PASSWORD', 'geheim', /^Invalid configuration: PEIL_ADMIN_PASSWORD="\*\*\*" must be at least 8/],
  ])('never prints the secret in an invalid %s', (name, value, expected) => {
    let message = '';
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(expected);
    expect(message).not.toContain('geheim');
  });

  it('takes the first superadmin address from PEIL_ADMIN_EMAIL', () => {
    expect(loadConfig({ PEIL_ADMIN_EMAIL: 'it@kliniek.example.org' }).adminEmail).toBe('it@kliniek.example.org');
    expect(() => loadConfig({ PEIL_ADMIN_EMAIL: 'geen-adres' })).toThrow(/PEIL_ADMIN_EMAIL="geen-adres"/);
  });

  it('gives running requests 30 seconds after SIGTERM unless SHUTDOWN_TIMEOUT_SECONDS says otherwise', () => {
    expect(loadConfig({}).shutdownTimeoutSeconds).toBe(30);
    expect(loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: '90' }).shutdownTimeoutSeconds).toBe(90);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: '0' })).toThrow(/SHUTDOWN_TIMEOUT_SECONDS="0" must be/);
  });

  it('sizes the PostgreSQL pool by the machine unless DATABASE_POOL_SIZE says otherwise', () => {
    expect(loadConfig({}).databasePoolSize).toBeUndefined();
    expect(loadConfig({ DATABASE_POOL_SIZE: '12' }).databasePoolSize).toBe(12);
  });

  it('trusts no forwarded header unless TRUST_PROXY names the proxy', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT="abc"'],
    [{ PORT: '70000' }, 'PORT="70000"'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ PEIL_ADMIN_PASSWORD: 'short' }, 'PEIL_ADMIN_PASSWORD'],
    [{ PEIL_DEMO_DATA: 'yes' }, 'PEIL_DEMO_DATA'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '0' }, 'TRUST_PROXY'],
    [{ APP_TIME_ZONE: 'Europe/Amsterdan' }, 'APP_TIME_ZONE="Europe/Amsterdan"'],
    [{ BACKUP_KEEP: '0' }, 'BACKUP_KEEP'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE="0"'],
    [{ DATABASE_POOL_SIZE: 'many' }, 'DATABASE_POOL_SIZE="many"'],
  ])('refuses %o with one line naming the variable', (env, expected) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message).toContain(expected);
      expect((error as Error).message).not.toContain('\n');
    }
  });
});
