import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot, readSettings } from './settings.js';

const noOAuthApp = { clientId: undefined, clientSecret: undefined };

describe('settings from the environment', () => {
  it('has the defaults of the README without any variable', () => {
    expect(readSettings({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      embeddedDataDir: path.join(projectRoot, '.data/postgres'),
      embeddedPort: 54329,
      eventStore: 'postgres',
      logLevel: 'info',
      logRequests: false,
      secureCookies: false,
      seedDemo: true,
      plans: false,
      publicUrl: 'http://127.0.0.1:3000',
      oauthClients: { teamleader: noOAuthApp, xero: noOAuthApp, jira: noOAuthApp, google: noOAuthApp, microsoft: noOAuthApp },
      signOnClients: { google: noOAuthApp, microsoft: { ...noOAuthApp, tenant: undefined } },
      trustProxy: false,
      mailFrom: 'Tally <tally@localhost>',
      mailFolder: path.join(projectRoot, '.data/mail'),
      filesFolder: path.join(projectRoot, '.data/files'),
    });
  });

  it('turns billing on only with plans on and a Stripe key, at its API unless STRIPE_API_URL says otherwise', () => {
    expect(readSettings({ STRIPE_SECRET_KEY: 'sk_test_1' }).billing).toBeUndefined();
    expect(readSettings({ PLANS: 'on' }).billing).toBeUndefined();
    expect(readSettings({ PLANS: 'on', STRIPE_SECRET_KEY: 'sk_test_1' }).billing).toEqual({ secretKey: 'sk_test_1' });
    expect(readSettings({ PLANS: 'on', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_API_URL: 'http://127.0.0.1:12111' }).billing).toEqual({ secretKey: 'sk_test_1', baseUrl: 'http://127.0.0.1:12111' });
    expect(readSettings({ PLANS: 'on', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }).billing, 'with the webhook secret').toEqual({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1' });
  });

  it('reads every variable', () => {
    const settings = readSettings({
      PORT: '8080',
      HOST: 'portal.example.test',
      DATABASE_URL: 'postgres://tally@db/tally',
      EMBEDDED_PG_DATA_DIR: '/var/lib/tally',
      EMBEDDED_PG_PORT: '5433',
      EVENT_STORE: 'postgres',
      KURRENTDB_URL: 'kurrentdb://localhost:2113?tls=false',
      LOG_LEVEL: 'debug',
      LOG_FORMAT: 'json',
      LOG_REQUESTS: 'on',
      SECURE_COOKIES: 'off',
      SEED_DEMO: 'false',
      PLANS: 'on',
      CREDENTIALS_KEY: 'a2V5',
      PUBLIC_URL: 'https://time.example.test',
      TEAMLEADER_CLIENT_ID: 'tl-id',
      TEAMLEADER_CLIENT_SECRET: 'tl-secret',
      XERO_CLIENT_ID: 'xero-id',
      XERO_CLIENT_SECRET: 'xero-secret',
      JIRA_CLIENT_ID: 'jira-id',
      JIRA_CLIENT_SECRET: 'jira-secret',
      GOOGLE_CLIENT_ID: 'google-id',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      MICROSOFT_CLIENT_ID: 'microsoft-id',
      MICROSOFT_CLIENT_SECRET: 'microsoft-secret',
      MICROSOFT_TENANT: 'organizations',
      TRUST_PROXY: '10.0.0.2',
      SMTP_URL: 'smtp://tally:secret@mail.example.test:587',
      MAIL_FROM: 'Time <time@example.test>',
      FILES_DIR: '/srv/tally-files',
    });
    expect(settings).toEqual({
      port: 8080,
      host: 'portal.example.test',
      databaseUrl: 'postgres://tally@db/tally',
      embeddedDataDir: '/var/lib/tally',
      embeddedPort: 5433,
      eventStore: 'postgres',
      kurrentdbUrl: 'kurrentdb://localhost:2113?tls=false',
      logLevel: 'debug',
      logFormat: 'json',
      logRequests: true,
      secureCookies: false,
      seedDemo: false,
      plans: true,
      credentialsKey: 'a2V5',
      publicUrl: 'https://time.example.test',
      oauthClients: {
        teamleader: { clientId: 'tl-id', clientSecret: 'tl-secret' },
        xero: { clientId: 'xero-id', clientSecret: 'xero-secret' },
        jira: { clientId: 'jira-id', clientSecret: 'jira-secret' },
        google: { clientId: 'google-id', clientSecret: 'google-secret' },
        microsoft: { clientId: 'microsoft-id', clientSecret: 'microsoft-secret' },
      },
      signOnClients: {
        google: { clientId: 'google-id', clientSecret: 'google-secret' },
        microsoft: { clientId: 'microsoft-id', clientSecret: 'microsoft-secret', tenant: 'organizations' },
      },
      trustProxy: ['10.0.0.2'],
      smtpUrl: 'smtp://tally:secret@mail.example.test:587',
      mailFrom: 'Time <time@example.test>',
      mailFolder: '/var/lib/mail',
      filesFolder: '/srv/tally-files',
    });
  });

  it('resolves a relative data folder against the checkout, not the working directory', () => {
    expect(readSettings({ EMBEDDED_PG_DATA_DIR: 'data/pg' }).embeddedDataDir).toBe(path.join(projectRoot, 'data/pg'));
  });

  it('uses KurrentDB when KURRENTDB_URL is set, unless EVENT_STORE says otherwise', () => {
    expect(readSettings({ KURRENTDB_URL: 'kurrentdb://localhost:2113' }).eventStore).toBe('kurrentdb');
    expect(readSettings({ KURRENTDB_URL: 'kurrentdb://localhost:2113', EVENT_STORE: 'postgres' }).eventStore).toBe('postgres');
    expect(readSettings({ EVENT_STORE: 'kurrentdb' }).eventStore).toBe('kurrentdb');
  });

  it('marks cookies Secure unless the portal listens on localhost', () => {
    expect(readSettings({ HOST: 'localhost' }).secureCookies).toBe(false);
    expect(readSettings({ HOST: '::1' }).secureCookies).toBe(false);
    expect(readSettings({ HOST: '0.0.0.0' }).secureCookies).toBe(true);
    expect(readSettings({ HOST: '0.0.0.0', SECURE_COOKIES: 'no' }).secureCookies).toBe(false);
    expect(readSettings({ SECURE_COOKIES: 'ON' }).secureCookies).toBe(true);
  });

  it('reads flags as 1/0, true/false, yes/no or on/off', () => {
    for (const on of ['1', 'true', 'YES', 'on']) expect(readSettings({ SEED_DEMO: on }).seedDemo).toBe(true);
    for (const off of ['0', 'False', 'no', 'off']) expect(readSettings({ SEED_DEMO: off }).seedDemo).toBe(false);
  });

  it('gives the public URL from the host and port, localhost for an any-address host', () => {
    expect(readSettings({ HOST: '0.0.0.0', PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(readSettings({ HOST: 'portal.lan' }).publicUrl).toBe('http://portal.lan:3000');
  });

  it('takes an empty variable as unset', () => {
    expect(readSettings({ PORT: '', DATABASE_URL: '', EVENT_STORE: '', SEED_DEMO: '', TEAMLEADER_CLIENT_ID: '' })).toEqual(readSettings({}));
  });
});

describe('a bad setting', () => {
  it.each([
    ['PORT', 'abc', 'PORT must be a port number (0 to 65535), not "abc"'],
    ['PORT', '80.5', 'PORT must be a port number (0 to 65535), not "80.5"'],
    ['EMBEDDED_PG_PORT', '70000', 'EMBEDDED_PG_PORT must be a port number (0 to 65535), not "70000"'],
    ['EVENT_STORE', 'mysql', 'EVENT_STORE must be postgres or kurrentdb, not "mysql"'],
    ['LOG_LEVEL', 'verbose', 'LOG_LEVEL must be fatal, error, warn, info, debug, trace or silent, not "verbose"'],
    ['SEED_DEMO', 'maybe', 'SEED_DEMO must be true or false (1/0, yes/no, on/off), not "maybe"'],
  ])('%s=%s stops the start, naming the variable', (name, value, message) => {
    expect(() => readSettings({ [name]: value })).toThrow(message);
  });

  it('is reported together with the other bad ones', () => {
    expect(() => readSettings({ PORT: '-1', EVENT_STORE: 'mysql' })).toThrow(
      'Settings: PORT must be a port number (0 to 65535), not "-1"; EVENT_STORE must be postgres or kurrentdb, not "mysql"',
    );
  });
});
describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told to', () => {
    expect(readSettings({}).trustProxy).toBe(false);
    expect(readSettings({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(readSettings({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('reads a number of hops, or addresses, CIDR ranges and named ranges separated by commas', () => {
    expect(readSettings({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readSettings({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1,fd00::/8, loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses anything else at start, naming the wrong entry', () => {
    for (const wrong of ['true', '10.0.0.1,proxy.example', '10.0.0.0/33', '::1/129', '10.0.0.1/8/8', '-1']) {
      expect(() => readSettings({ TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY/);
    }
  });
});
