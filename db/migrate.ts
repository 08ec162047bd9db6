import path from 'node:path';
import { runner } from 'node-pg-migrate';
import { projectRoot } from '../config/settings.js';

/** Applies the SQL files under migrations/ that the database has not seen yet. */
export async function migrate(databaseUrl: string, log: (message: string) => void = () => undefined): Promise<void> {
  await runner({
    databaseUrl,
    dir: path.join(projectRoot, 'migrations'),
    direction: 'up',
    migrationsTable: 'schema_migrations',
    migrationLoaderStrategies: [{ extensions: ['.sql'], loader: 'sql' }],
    checkOrder: true,
    log,
  });
}
