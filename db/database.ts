import pg from 'pg';
import type { Settings } from '../config/settings.js';
import { startEmbeddedPostgres } from './embedded.js';
import { migrate } from './migrate.js';

export interface Database {
  url: string;
  /** Stops the embedded PostgreSQL when this process started it. */
  stop(): Promise<void>;
}

const EMBEDDED_DATABASE = 'tally';
/** The embedded PostgreSQL's log lines passed on: trouble, and copying its binaries (running as root). */
const WORTH_TELLING = /error|fatal|panic|cannot reach|copying/i;
/**
 * Expected, so not passed on: what it says of each connection when it stops (Ctrl-C reaches it too) and of a
 * connection asked for meanwhile, and graphile-worker's look for its migrations table before the first start creates it.
 */
const EXPECTED = /terminating connection due to administrator command|the database system is shutting down|relation "graphile_worker\.migrations" does not exist/;

/**
 * The database of DATABASE_URL, or else the embedded PostgreSQL: the one already running on its port (the
 * portal, when a CLI command runs beside it), or one started now. Migrations are applied either way.
 */
export async function openDatabase(settings: Settings, log: (message: string) => void): Promise<Database> {
  let database: Database;
  if (settings.databaseUrl) {
    database = { url: settings.databaseUrl, stop: async () => undefined };
  } else {
    const running = `postgres://postgres:embedded@127.0.0.1:${settings.embeddedPort}/${EMBEDDED_DATABASE}`;
    if (await answers(running)) {
      database = { url: running, stop: async () => undefined };
    } else {
      log(`Starting the embedded PostgreSQL (data in ${settings.embeddedDataDir}, port ${settings.embeddedPort})`);
      const server = await startEmbeddedPostgres({
        dataDir: settings.embeddedDataDir,
        port: settings.embeddedPort,
        database: EMBEDDED_DATABASE,
        log: (message) => {
          const worth = message.split('\n').filter((line) => WORTH_TELLING.test(line) && !EXPECTED.test(line));
          if (worth.length > 0) log(worth.join('\n'));
        },
      });
      database = { url: server.url, stop: server.stop };
    }
  }
  await migrate(database.url);
  return database;
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
