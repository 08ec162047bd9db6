import { randomUUID } from 'node:crypto';
import type { Portal } from '../../portal/portal.js';
import { addUser, createOrganisation } from '../../identity/organisations.js';
import { hashPassword } from '../../identity/passwords.js';
import type { Role } from '../../identity/users.js';
import { httpSession, type HttpSession } from './http.js';

const PASSWORD = 'correct horse battery';

export interface BenchOrganisation {
  clientId: string;
  adminId: string;
  /** The administrator, signed in over HTTP. */
  admin: HttpSession;
}

/** An organisation with its administrator, signed in on the listening portal at `baseUrl`. */
export async function benchOrganisation(portal: Portal, baseUrl: string): Promise<BenchOrganisation> {
  const email = `admin-${randomUUID()}@bench.tally.example`;
  const { clientId, userId } = await createOrganisation(portal.deps.pool, { name: 'Bench firm' }, { email, password: PASSWORD, name_first: 'Ada', name_last: 'Admin' });
  return { clientId, adminId: userId, admin: await httpSession(portal.deps.pool, baseUrl, userId) };
}

/** Users through the identity module (each password hashed, as sign-up does). */
export async function addUsers(portal: Portal, clientId: string, count: number, role: Role = 'user'): Promise<string[]> {
  return Promise.all(
    Array.from({ length: count }, (_, n) =>
      addUser(portal.deps.pool, clientId, { email: `${role}-${n}-${randomUUID()}@bench.tally.example`, password: PASSWORD, name_first: 'Bench', name_last: `${role} ${n}`, role }),
    ),
  );
}

/** Contacts through the API, one request each; answers their ids. */
export async function createContacts(admin: HttpSession, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let n = 0; n < count; n++) ids.push(await created(admin, '/v1/contacts', { name: `${['Bakker', 'Visser', 'Smit', 'Meijer'][n % 4]} Advocaten ${n}` }));
  return ids;
}

/** Projects (level-1 dimensions) through the API; answers their ids. */
export async function createProjects(admin: HttpSession, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let n = 0; n < count; n++) ids.push(await created(admin, '/v1/dimension_levels/1/dimensions', { name: `Project ${n}` }));
  return ids;
}

async function created(admin: HttpSession, path: string, body: unknown): Promise<string> {
  const answer = await admin.request('POST', path, body);
  if (answer.status !== 201) throw new Error(`POST ${path} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
  return (JSON.parse(answer.body) as { data: { id: string } }).data.id;
}

/**
 * Many users at once, straight into `users` with one shared password hash (hashing 200 passwords would time
 * argon2, not the portal); answers their ids in order.
 */
export async function insertUsers(portal: Portal, clientId: string, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  const hash = await hashPassword(PASSWORD);
  await portal.deps.pool.query(
    `INSERT INTO users (id, client_id, email, password_hash, name_first, name_last, role)
     SELECT id, $2, 'user-' || n || '-' || id || '@bench.tally.example', $3, 'Bench', 'User ' || n, 'user'
     FROM unnest($1::uuid[]) WITH ORDINALITY AS u(id, n)`,
    [ids, clientId, hash],
  );
  return ids;
}
