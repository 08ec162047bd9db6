import type pg from 'pg';
import type { ContactDetails } from '../../domain/contacts/index.js';

export type ContactRow = ContactDetails & {
  id: string;
  name: string;
  code: string | null;
  type: 'regular' | 'partner';
  deleted_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

export const CONTACT_COLUMNS = 'id, name, code, type, location, email, phone, company_name, "references", deleted_at, created_at, updated_at';

export async function findContact(db: pg.Pool, clientId: string, id: string): Promise<ContactRow | undefined> {
  const { rows } = await db.query<ContactRow>(`SELECT ${CONTACT_COLUMNS} FROM contacts WHERE client_id = $1 AND id = $2`, [clientId, id]);
  return rows[0];
}

