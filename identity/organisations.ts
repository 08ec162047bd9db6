import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { hashPassword, MIN_PASSWORD_LENGTH, PASSWORD_RULES } from './passwords.js';
import type { Role } from './users.js';

export interface NewUser {
  email: string;
  password: string;
  name_first: string;
  name_prefix?: string | null;
  name_last: string;
  role: Role;
  language?: string;
}

export class IdentityError extends Error {}

/** Creates an organisation (client) with its first administrator; used by the CLI and the demo seed. */
export async function createOrganisation(
  db: pg.Pool,
  organisation: { name: string; email?: string | null },
  admin: Omit<NewUser, 'role'>,
): Promise<{ clientId: string; userId: string }> {
  if (!organisation.name.trim()) throw new IdentityError('The organisation needs a name.');
  const clientId = randomUUID();
  await db.query('INSERT INTO clients (id, name, email) VALUES ($1, $2, $3)', [clientId, organisation.name.trim(), organisation.email ?? null]);
  const userId = await addUser(db, clientId, { ...admin, role: 'admin' });
  return { clientId, userId };
}

export async function addUser(db: pg.Pool, clientId: string, user: NewUser): Promise<string> {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(user.email)) throw new IdentityError('Invalid email address');
  if (user.password.length < MIN_PASSWORD_LENGTH) throw new IdentityError(PASSWORD_RULES.tooShort);
  const existing = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [user.email]);
  if (existing.rowCount) throw new IdentityError(`A user with the email address ${user.email} already exists.`);
  const id = randomUUID();
  await db.query(
    `INSERT INTO users (id, client_id, email, password_hash, name_first, name_prefix, name_last, role, language)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [id, clientId, user.email, await hashPassword(user.password), user.name_first, user.name_prefix ?? null, user.name_last, user.role, user.language ?? 'nl'],
  );
  return id;
}
