import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkedCustomChanges, customFieldDecider, customFieldsStream, type CustomFieldLevel, type CustomValueChanges } from '../../../domain/custom-fields/index.js';
import { CommandHandler } from '../../../eventstore/command-handler.js';
import { findCustomFields } from '../../../projections/custom-fields/queries.js';
import { execute } from '../../commands.js';
import { ApiError } from '../../errors/catalogue.js';
import { errorAnswers } from '../../errors/schema.js';
import { customFieldsAnswer, customFieldsCall, toCustomFieldResource } from './schemas.js';
import { say } from '../../../i18n/text.js';

/** Custom fields (api-contract §7.12): everyone reads them, administrators define, change and remove them. */
export const customFieldRoutes: FastifyPluginAsyncZod = async (app) => {
  // The one writer of custom field definitions.
  const definitions = new CommandHandler(app.deps.store, customFieldDecider);

  app.post('/v1/rpc/custom_fields', {
    schema: {
      tags: ['custom fields'],
      summary: "The firm's custom fields; administrators define, change and remove them in the same call",
      description:
        'Without define or remove it only answers the fields (of applies_to, or all). A definition without id defines a new field; ' +
        'with the id of one it changes its name and options (its key, type and target stay: 422 otherwise). A select needs options. ' +
        'Values are set on dimensions and activities under customfields, by key, and checked by type (422 with customfields.<key>).',
      body: customFieldsCall.nullish(),
      response: { 200: customFieldsAnswer, ...errorAnswers('forbidden', 'model_not_found', 'concurrency_conflict') },
    },
    handler: async (request) => {
      const { define = [], remove = [], applies_to } = request.body ?? {};
      if ((define.length > 0 || remove.length > 0) && request.user.role !== 'admin') {
        throw new ApiError('forbidden', say('custom_fields_admins_only'));
      }
      const stream = customFieldsStream(request.user.client_id);
      const at = app.deps.clock().toISOString();
      for (const { id, ...fields } of define) {
        await execute(app, request, definitions, stream, { type: 'DefineCustomField', definition: { id: id ?? randomUUID(), ...fields }, at });
      }
      for (const id of remove) await execute(app, request, definitions, stream, { type: 'RemoveCustomField', id, at });
      const rows = await findCustomFields(app.deps.pool, request.user.client_id, applies_to);
      return { data: rows.map(toCustomFieldResource) };
    },
  });
};

/**
 * Values a caller sends for an activity or a dimension of a level, checked against the firm's fields for it (422 per
 * bad value, also for a field not kept on the dimension's level).
 */
export async function checkedValues(
  app: FastifyInstance,
  request: FastifyRequest,
  on: 'activity' | CustomFieldLevel,
  values: Readonly<Record<string, unknown>> | undefined,
): Promise<CustomValueChanges | undefined> {
  if (values === undefined) return undefined;
  if (on === 'activity') return checkedCustomChanges(await findCustomFields(app.deps.pool, request.user.client_id, 'activity'), values);
  return checkedCustomChanges(await findCustomFields(app.deps.pool, request.user.client_id, 'dimension'), values, on);
}
