import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readSharePoint } from '../../../calendar/sharepoint.js';
import type { GraphSharePointReader } from '../../../integrations/microsoft/sharepoint.js';
import { errorAnswers } from '../../errors/schema.js';
import { answering, CONNECT_FLOW_REFUSALS, VENDOR_REFUSALS } from '../connect/errors.js';
import { calendarContext } from './index.js';

const tags = ['calendars'];
const refusals = errorAnswers(...CONNECT_FLOW_REFUSALS, ...VENDOR_REFUSALS);
const id = z.string().min(1).max(500);

const site = z.object({ id: z.string(), name: z.string(), web_url: z.string().nullable() }).meta({ id: 'SharePointSite' });
const folder = z
  .object({
    id: z.string(),
    name: z.string(),
    path: z.string().describe("The folder's path in its document library (/Clients/Acme): what a folder tag matches."),
    web_url: z.string().nullable(),
    child_count: z.number().int().describe('Items in it, files and folders.'),
  })
  .meta({ id: 'SharePointFolder' });

/**
 * SharePoint sites, document libraries and folders to choose document folders from (api-contract §7.16), read through
 * the person's own Microsoft grant (POST /v1/rpc/microsoft/graph). The folders chosen are kept in the
 * `sharepoint_folders` preference chapter.
 */
export const sharePointRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = <T>(request: FastifyRequest, work: (sharePoint: GraphSharePointReader) => Promise<T>) =>
    answering(() => readSharePoint(calendarContext(app), { clientId: request.user.client_id, userId: request.user.id }, work));

  app.post('/v1/rpc/microsoft/sharepoint-sites', {
    schema: {
      tags,
      summary: 'The SharePoint sites you can see, found by a word of their name (all of them without one)',
      querystring: z.strictObject({ search: z.string().max(200).optional() }),
      response: { 200: z.object({ data: z.array(site) }), ...refusals },
    },
    handler: async (request) => ({ data: await read(request, (sharePoint) => sharePoint.sites(request.query.search ?? '')) }),
  });

  app.post('/v1/rpc/microsoft/sharepoint-drives', {
    schema: {
      tags,
      summary: "A SharePoint site's document libraries",
      querystring: z.strictObject({ site_id: id }),
      response: { 200: z.object({ data: z.array(site) }), ...refusals },
    },
    handler: async (request) => ({ data: await read(request, (sharePoint) => sharePoint.drives(request.query.site_id)) }),
  });

  app.post('/v1/rpc/microsoft/sharepoint-folders', {
    schema: {
      tags,
      summary: "The folders in a document library's root, or in one of its folders (parent_id); files are left out",
      querystring: z.strictObject({ site_id: id, drive_id: id, parent_id: id.optional() }),
      response: { 200: z.object({ data: z.array(folder) }), ...refusals },
    },
    handler: async (request) => ({ data: await read(request, (sharePoint) => sharePoint.folders(request.query.drive_id, request.query.parent_id ?? null)) }),
  });
};
