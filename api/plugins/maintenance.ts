import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../errors/catalogue.js';
import { isApiCall } from '../paths.js';
import { say } from '../../i18n/text.js';

/** How long the maintenance flag, once read, holds: `npm run maintenance -- on` shows within this. */
const MAINTENANCE_CACHE_MS = 2000;

/**
 * While `system_state.maintenance` is on (`npm run maintenance -- on`), every API call answers 503 maintenance,
 * before anything else is checked: the portal's page goes to its maintenance screen and waits. The web portal
 * itself and /docs stay reachable, so that the maintenance screen can be shown.
 */
export const maintenancePlugin = fp(
  async (app: FastifyInstance) => {
    let maintenance = { on: false, checkedAt: 0 };

    app.addHook('onRequest', async (request) => {
      if (!isApiCall(request.url)) return;
      if (Date.now() - maintenance.checkedAt > MAINTENANCE_CACHE_MS) {
        const { rows } = await app.deps.pool.query<{ maintenance: boolean }>('SELECT maintenance FROM system_state');
        maintenance = { on: rows[0]?.maintenance ?? false, checkedAt: Date.now() };
      }
      if (maintenance.on) throw new ApiError('maintenance', say('maintenance_retry'), undefined, { 'Retry-After': '60' });
    });
  },
  { name: 'maintenance', dependencies: ['dependencies'] },
);
