import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dimensionRoutes } from './dimensions.js';
import { dimensionLevelRoutes } from './levels.js';
import { dimensionRpcRoutes } from './rpc.js';
import { dimensionTemplateRoutes } from './templates.js';

/** Dimension levels, dimensions (projects, subprojects, working codes) and their templates. */
export const dimensionsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(dimensionLevelRoutes);
  await app.register(dimensionRoutes);
  await app.register(dimensionTemplateRoutes);
  await app.register(dimensionRpcRoutes);
};
