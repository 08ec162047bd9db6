import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Translatable } from '../i18n/message.js';
import { say } from '../i18n/text.js';
import { hashPassword, MIN_PASSWORD_LENGTH } from './passwords.js';
import { EmailInUse, insertPerson } from './people.js';
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

/** An organisation or person that cannot be made as asked; said in the reader's language, its message is its English. */
export class IdentityError extends Error {
  constructor(readonly said: Translatable) {
    super(said.in('en'));
  }
}

/** Creates an organisation (client) with its first administrator; used by the CLI and the demo seed. */
export async function createOrganisation(
  db: pg.Pool,
  organisation: { name: string; email?: string | null },
  admin: Omit<NewUser, 'role'>,
): Promise<{ clientId: string; userId: string }> {
  if (!organisation.name.trim()) throw new IdentityError(say('organisation_name_missing'));
  const clientId = randomUUID();
  await db.query('INSERT INTO clients (id, name, email) VALUES ($1, $2, $3)', [clientId, organisation.name.trim(), organisation.email ?? null]);
  const userId = await addUser(db, clientId, { ...admin, role: 'admin' });
  return { clientId, userId };
}

export async function addUser(db: pg.Pool, clientId: string, user: NewUser): Promise<string> {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(user.email)) throw new IdentityError(say('invalid_email'));
  if (user.password.length < MIN_PASSWORD_LENGTH) throw new IdentityError(say('password_too_short', { length: MIN_PASSWORD_LENGTH }));
  const { password, ...person } = user;
  try {
    return await insertPerson(db, clientId, { ...person, password_hash: await hashPassword(password) });
  } catch (error) {
    if (error instanceof EmailInUse) throw new IdentityError(say('user_email_exists', { email: user.email }));
    throw error;
  }
}
