import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientDetailRoutes } from './details.js';
import { clientPropertyRoutes } from './properties.js';

/** The organisation's calls (api-contract §7.4). */
export const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(clientPropertyRoutes);
  await app.register(clientDetailRoutes);
};
