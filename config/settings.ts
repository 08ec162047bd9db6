import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The checkout's root folder: relative settings are resolved against it, not the working directory. */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface Settings {
  port: number;
  host: string;
  /** A PostgreSQL server to use; without it the embedded PostgreSQL is started. */
  databaseUrl: string | undefined;
  embeddedDataDir: string;
  embeddedPort: number;
  eventStore: 'postgres' | 'kurrentdb';
  kurrentdbUrl: string | undefined;
  logLevel: string;
  /** Marks cookies Secure; on by default whenever the portal is not on localhost. */
  secureCookies: boolean;
  seedDemo: boolean;
  /** Base64 of the 32-byte key that encrypts connection credentials; generated beside the embedded database when unset. */
  credentialsKey: string | undefined;
  /** Where browsers reach the portal; OAuth vendors send people back to its /integrations/… routes. */
  publicUrl: string;
  /** Our OAuth apps at the vendors (`<SYSTEM>_CLIENT_ID`, `<SYSTEM>_CLIENT_SECRET`). */
  oauthClients: Record<'teamleader' | 'xero' | 'jira', { clientId: string | undefined; clientSecret: string | undefined }>;
  /** Whose X-Forwarded-For names the client's address: no one, that many proxy hops, or these proxies. */
  trustProxy: TrustProxy;
}

export type TrustProxy = false | number | string[];

export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const host = env.HOST ?? '127.0.0.1';
  const kurrentdbUrl = env.KURRENTDB_URL || undefined;
  const eventStore = env.EVENT_STORE ?? (kurrentdbUrl ? 'kurrentdb' : 'postgres');
  if (eventStore !== 'postgres' && eventStore !== 'kurrentdb') {
    throw new Error(`EVENT_STORE must be postgres or kurrentdb, not ${eventStore}`);
  }
  return {
    port: integer(env.PORT, 3000, 'PORT'),
    host,
    databaseUrl: env.DATABASE_URL || undefined,
    embeddedDataDir: path.resolve(projectRoot, env.EMBEDDED_PG_DATA_DIR ?? '.data/postgres'),
    embeddedPort: integer(env.EMBEDDED_PG_PORT, 54329, 'EMBEDDED_PG_PORT'),
    eventStore,
    kurrentdbUrl,
    logLevel: env.LOG_LEVEL ?? 'info',
    secureCookies: flag(env.SECURE_COOKIES, !['127.0.0.1', 'localhost', '::1'].includes(host)),
    seedDemo: flag(env.SEED_DEMO, true),
    credentialsKey: env.CREDENTIALS_KEY || undefined,
    publicUrl: env.PUBLIC_URL || `http://${['0.0.0.0', '::'].includes(host) ? 'localhost' : host}:${env.PORT || 3000}`,
    oauthClients: {
      teamleader: { clientId: env.TEAMLEADER_CLIENT_ID || undefined, clientSecret: env.TEAMLEADER_CLIENT_SECRET || undefined },
      xero: { clientId: env.XERO_CLIENT_ID || undefined, clientSecret: env.XERO_CLIENT_SECRET || undefined },
      jira: { clientId: env.JIRA_CLIENT_ID || undefined, clientSecret: env.JIRA_CLIENT_SECRET || undefined },
    },
    trustProxy: trustProxy(env.TRUST_PROXY),
  };
}

/** Names proxy-addr knows for the loopback, link-local and private ranges. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY: unset (or 0) trusts no proxy, so that no client can choose its own address (for the login limits)
 * with an X-Forwarded-For header; a number trusts that many hops; else addresses, CIDR ranges or the names above,
 * separated by commas.
 */
function trustProxy(value: string | undefined): TrustProxy {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return false;
  if (/^\d+$/.test(trimmed)) return Number(trimmed) || false;
  const proxies = trimmed.split(',').map((proxy) => proxy.trim());
  const wrong = proxies.find((proxy) => !isProxy(proxy));
  if (wrong !== undefined) throw new Error(`TRUST_PROXY must be a number of proxy hops, or addresses and CIDR ranges separated by commas; "${wrong}" is neither`);
  return proxies;
}

function isProxy(proxy: string): boolean {
  if (NAMED_RANGES.includes(proxy)) return true;
  const [address = '', prefix, ...rest] = proxy.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32));
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, not ${value}`);
  return parsed;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}
