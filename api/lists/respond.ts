import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { inReactAdminDialect } from '../plugins/react-admin.js';
import type { ListQuery } from './list-query.js';
import type { ListSpec } from './list-spec.js';

const pagination = z
  .object({
    count: z.number().int().describe('Items on this page.'),
    total: z.number().int().describe('Items matching the filters.'),
    per_page: z.number().int(),
    current_page: z.number().int(),
    total_pages: z.number().int(),
  })
  .meta({ id: 'Pagination' });

/** The contract's list meta: pagination with count and total (also of lists that are not SQL lists, like onboarding tasks). */
export const listMeta = z.object({ pagination }).meta({ id: 'ListMeta' });

/** A list answer in either style: the contract's {data, meta} or react-admin's array with Content-Range. */
export function listResponse<T extends z.ZodType>(item: T) {
  return z.union([
    z.object({ data: z.array(item), meta: listMeta }),
    z.array(item).describe('react-admin style (when range, filter or a JSON sort is sent); Content-Range gives the total.'),
  ]);
}

export function sendList<T>(reply: FastifyReply, spec: ListSpec, query: ListQuery, items: T[], total: number) {
  if (query.style === 'simple-rest' || inReactAdminDialect(reply.request)) {
    // An empty page has no range of its own (RFC 9110 writes it */total); the total still counts.
    const range = items.length === 0 ? '*' : `${query.offset}-${query.offset + items.length - 1}`;
    reply.header('Content-Range', `${spec.resource} ${range}/${total}`);
    return items;
  }
  return {
    data: items,
    meta: {
      pagination: {
        count: items.length,
        total,
        per_page: query.limit,
        current_page: Math.floor(query.offset / query.limit) + 1,
        total_pages: Math.ceil(total / query.limit),
      },
    },
  };
}
