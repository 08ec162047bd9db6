import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OAuthSystem } from '../integrations/oauth/vendors.js';

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
  oauthClients: Record<OAuthSystem, { clientId: string | undefined; clientSecret: string | undefined }>;
}

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
  };
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
