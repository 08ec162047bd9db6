import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { contactDecider } from '../domain/contacts/index.js';
import { dayDecider } from '../domain/days/index.js';
import { dimensionDecider } from '../domain/dimensions/index.js';
import { preferenceDecider } from '../domain/preferences/index.js';
import { CommandHandler } from '../eventstore/command-handler.js';
import type { EventStore } from '../eventstore/port.js';
import { PostgresEventStore } from '../eventstore/postgres/postgres-event-store.js';
import { projections } from '../projections/index.js';
import { ProjectionRunner } from '../projections/runner.js';
import { buildApp } from './app.js';
import type { Dependencies } from './dependencies.js';

export interface PortalOptions {
  databaseUrl: string;
  logger: FastifyBaseLogger | false;
  secureCookies?: boolean;
  /** Another event store (KurrentDB); the PostgreSQL one in the same database otherwise. */
  eventStore?: EventStore;
  clock?: () => Date;
  poolSize?: number;
}

export type Portal = Awaited<ReturnType<typeof openPortal>>;

/** The composition root: database pool, event store, projection runner, command handlers and the API. */
export async function openPortal(options: PortalOptions) {
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 30 });
  // An idle connection the server dropped (restart, failover): the pool replaces it on the next checkout.
  pool.on('error', (error) => (options.logger ? options.logger.warn({ err: error }, 'idle database connection lost') : undefined));
  let store = options.eventStore;
  if (!store) {
    const postgresStore = new PostgresEventStore(pool);
    await postgresStore.listen(options.databaseUrl);
    store = postgresStore;
  }
  const runner = new ProjectionRunner(pool, store, projections, { logger: options.logger || undefined });
  const deps: Dependencies = {
    pool,
    store,
    runner,
    contacts: new CommandHandler(store, contactDecider),
    days: new CommandHandler(store, dayDecider),
    dimensions: new CommandHandler(store, dimensionDecider),
    preferences: new CommandHandler(store, preferenceDecider),
    clock: options.clock ?? (() => new Date()),
    secureCookies: options.secureCookies ?? false,
  };
  const app = await buildApp(deps, { logger: options.logger });
  runner.start();
  return {
    app,
    deps,
    async close() {
      await app.close();
      await runner.stop();
      await store.close();
      await pool.end();
    },
  };
}
