import type pg from 'pg';
import { activeCrmMappings } from '../../../integrations/connections/index.js';
import type { UserRow } from '../../../identity/users.js';
import { toUserResource, type UserResource } from './schemas.js';

/** Users of one organisation as answered, each with its user in the organisation's active CRM. */
export async function presentUsers(db: pg.Pool, clientId: string, users: readonly UserRow[], withClient: boolean): Promise<UserResource[]> {
  const mapped = await activeCrmMappings(db, clientId, users.map((user) => user.id), 'users');
  return users.map((user) => toUserResource(user, withClient, mapped.get(user.id) ?? null));
}
