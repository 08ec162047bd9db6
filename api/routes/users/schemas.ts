import { z } from 'zod';
import { fullName, type UserRow } from '../../../identity/users.js';
import { externalCrm } from '../connect/schemas.js';

export const userResource = z
  .object({
    id: z.uuid(),
    email: z.string(),
    name_first: z.string(),
    name_prefix: z.string().nullable(),
    name_last: z.string(),
    name_full: z.string(),
    language: z.string(),
    role: z.enum(['user', 'manager', 'admin']),
    is_admin: z.boolean(),
    is_manager: z.boolean().describe('Managers see the published days of the organisation.'),
    is_deactivated: z.boolean(),
    created_at: z.string(),
    client_id: z.uuid(),
    two_factor_enabled: z.boolean().describe('Signing in asks for a two-factor code.'),
    client: z
      .object({ id: z.uuid(), name: z.string(), status: z.string(), two_factor_required: z.boolean().describe('Everyone must sign in with two-factor.') })
      .optional()
      .describe('With include=client, and always for users/self.'),
    time_zone: z.string().describe('Days are local dates in this zone.'),
    day_processing: z
      .object({ published_days: z.number().int(), required: z.number().int(), unlocked: z.boolean() })
      .optional()
      .describe('users/self only: day processing unlocks after 7 published days.'),
    external_crm: externalCrm.describe("The CRM user time is booked as (PUT /v1/users/{id}/external-crm); null when not mapped (or no CRM)."),
  })
  .meta({ id: 'User' });

export type UserResource = z.infer<typeof userResource>;

export function toUserResource(user: UserRow, withClient: boolean, crm: UserResource['external_crm']): UserResource {
  return {
    id: user.id,
    email: user.email,
    name_first: user.name_first,
    name_prefix: user.name_prefix,
    name_last: user.name_last,
    name_full: fullName(user),
    language: user.language,
    role: user.role,
    is_admin: user.role === 'admin',
    is_manager: user.role === 'manager' || user.role === 'admin',
    is_deactivated: user.is_deactivated,
    two_factor_enabled: user.two_factor_enabled,
    created_at: user.created_at.toISOString(),
    client_id: user.client_id,
    time_zone: user.time_zone,
    external_crm: crm,
    ...(withClient ? { client: { id: user.client_id, name: user.client_name, status: user.client_status, two_factor_required: user.client_two_factor_required } } : {}),
  };
}
