import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { ApiError } from '../errors/catalogue.js';
import { isApiCall } from '../paths.js';
import { say } from '../../i18n/text.js';

/** How long the maintenance flag, once read, holds: `npm run maintenance -- on` shows within this. */
const MAINTENANCE_CACHE_MS = 2000;

/**
 * The maintenance flag, read at most once per MAINTENANCE_CACHE_MS: the requests that find it out of date share one
 * read (200 watchers' heartbeats in flight asked PostgreSQL 200 times each time it went out of date).
 */
class MaintenanceFlag {
  private on = false;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private reading: Promise<boolean> | undefined;

  constructor(private readonly pool: pg.Pool) {}

  /** The flag, at once while the last read holds, else once the shared read answers. */
  current(): boolean | Promise<boolean> {
    if (Date.now() - this.checkedAt <= MAINTENANCE_CACHE_MS) return this.on;
    this.reading ??= this.read().finally(() => (this.reading = undefined));
    return this.reading;
  }

  private async read(): Promise<boolean> {
    const { rows } = await this.pool.query<{ maintenance: boolean }>('SELECT maintenance FROM system_state');
    this.on = rows[0]?.maintenance ?? false;
    this.checkedAt = Date.now();
    return this.on;
  }
}

const refusal = () => new ApiError('maintenance', say('maintenance_retry'), undefined, { 'Retry-After': '60' });

/**
 * While `system_state.maintenance` is on (`npm run maintenance -- on`), every API call answers 503 maintenance,
 * before anything else is checked: the portal's page goes to its maintenance screen and waits. The web portal
 * itself and /docs stay reachable, so that the maintenance screen can be shown. A callback hook, not an async one:
 * most requests learn the flag without waiting for anything.
 */
export const maintenancePlugin = fp(
  async (app: FastifyInstance) => {
    const flag = new MaintenanceFlag(app.deps.pool);
    app.addHook('onRequest', (request, _reply, done) => {
      if (!isApiCall(request.url)) return done();
      const on = flag.current();
      if (typeof on === 'boolean') return done(on ? refusal() : undefined);
      on.then((known) => done(known ? refusal() : undefined), done);
    });
  },
  { name: 'maintenance', dependencies: ['dependencies'] },
);
