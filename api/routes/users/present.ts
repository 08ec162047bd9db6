import type pg from 'pg';
import { latestLinks } from '../../../identity/account-links.js';
import { activeCrmMappings } from '../../../integrations/connections/index.js';
import type { Impersonator } from '../../../identity/sessions.js';
import { fullName, type UserRow } from '../../../identity/users.js';
import { toUserResource, type UserResource } from './schemas.js';

/** Users of one organisation as answered, each with its user in the organisation's active CRM and its latest invitation. */
export async function presentUsers(db: pg.Pool, clientId: string, users: readonly UserRow[], withClient: boolean, now = new Date()): Promise<UserResource[]> {
  const ids = users.map((user) => user.id);
  const [mapped, invitations] = await Promise.all([activeCrmMappings(db, clientId, ids, 'users'), latestLinks(db, ids, 'invite', now)]);
  return users.map((user) => toUserResource(user, withClient, mapped.get(user.id) ?? null, invitations.get(user.id)));
}

/** The administrator acting as the person, as users/self answers it. */
export function impersonatorOf(impersonator: Impersonator | null): UserResource['impersonator'] {
  return impersonator && { id: impersonator.id, name_full: fullName(impersonator) };
}
