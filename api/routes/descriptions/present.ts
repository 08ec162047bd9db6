import type { FastifyRequest } from 'fastify';
import { expandDynamicTags } from '../../../domain/descriptions/index.js';
import type { DescriptionRow } from '../../../projections/descriptions/queries.js';
import type { DescriptionResource } from './schemas.js';

/** A description as the caller reads it: its dynamic tags written out for their day, zone and language. */
export function toDescriptionResource(row: DescriptionRow, request: FastifyRequest, now: Date): DescriptionResource {
  const { time_zone: timeZone, language: locale } = request.user;
  return {
    id: row.id,
    user_id: row.owner_id,
    owner: { id: row.owner_id, name: row.owner_name },
    dimension_id: row.dimension_id,
    description: row.description,
    text: expandDynamicTags(row.description, { now: now.toISOString(), timeZone, locale }),
    enabled: row.enabled,
    personal: row.personal,
    users: row.users,
    user_count: row.users.length,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
