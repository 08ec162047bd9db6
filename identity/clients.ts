import type pg from 'pg';

/** The organisation's details a person edits (api-contract §7.4, PUT /v1/clients). */
export const CLIENT_DETAILS = ['name', 'email', 'website', 'phone', 'address', 'address_extra', 'postal', 'city', 'country'] as const;
export type ClientDetail = (typeof CLIENT_DETAILS)[number];
export type ClientDetails = { name: string } & Record<Exclude<ClientDetail, 'name'>, string | null>;

export interface CompanyData {
  debit_name: string;
  debit_iban: string;
  debit_bic: string | null;
  debit_email: string;
  debit_btw: string | null;
  activation_confirmed: boolean;
  set_at: string;
}

export interface ClientRecord extends ClientDetails {
  id: string;
  status: string;
  time_zone: string;
  is_onboarded: boolean;
  company_data: CompanyData | null;
}

const CLIENT_SELECT = `SELECT c.id, ${CLIENT_DETAILS.map((field) => `c.${field}`).join(', ')}, c.status, c.time_zone, c.onboarded_at IS NOT NULL AS is_onboarded,
    CASE WHEN d.client_id IS NULL THEN NULL ELSE json_build_object('debit_name', d.debit_name, 'debit_iban', d.debit_iban, 'debit_bic', d.debit_bic,
      'debit_email', d.debit_email, 'debit_btw', d.debit_btw, 'activation_confirmed', d.activation_confirmed, 'set_at', d.set_at) END AS company_data
  FROM clients c LEFT JOIN client_company_data d ON d.client_id = c.id WHERE c.id = $1`;

export async function loadClient(db: pg.Pool | pg.PoolClient, clientId: string): Promise<ClientRecord> {
  const { rows } = await db.query<ClientRecord>(CLIENT_SELECT, [clientId]);
  const client = rows[0];
  if (!client) throw new Error(`Organisation ${clientId} does not exist.`);
  // json_build_object writes the time as PostgreSQL does; the API answers ISO 8601.
  return client.company_data ? { ...client, company_data: { ...client.company_data, set_at: new Date(client.company_data.set_at).toISOString() } } : client;
}

/**
 * Changes the details given and answers which of them changed (for the audit log), in one statement that locks the
 * row: two administrators saving at once each see what the other left.
 */
export async function updateClientDetails(db: pg.Pool, clientId: string, changes: Partial<ClientDetails>): Promise<ClientDetail[]> {
  const fields = CLIENT_DETAILS.filter((field) => changes[field] !== undefined);
  if (fields.length === 0) return [];
  const { rows } = await db.query<{ changed: ClientDetail[] }>(
    `WITH before AS (SELECT * FROM clients WHERE id = $1 FOR UPDATE),
       after AS (UPDATE clients c SET ${fields.map((field, index) => `${field} = $${index + 2}`).join(', ')} FROM before WHERE c.id = before.id RETURNING c.*)
     SELECT ARRAY(SELECT key FROM jsonb_each(to_jsonb(before)) b JOIN jsonb_each(to_jsonb(after)) a USING (key) WHERE a.value IS DISTINCT FROM b.value
       AND key = ANY($${fields.length + 2}::text[])) AS changed FROM before, after`,
    [clientId, ...fields.map((field) => changes[field]), fields],
  );
  return rows[0]?.changed ?? [];
}

/**
 * Sets the company data and marks the organisation onboarded, once: false when it had been set before (the table's
 * primary key decides, so two requests at the same moment cannot both set it).
 */
export async function setCompanyDataOnce(db: pg.Pool, clientId: string, userId: string, data: Omit<CompanyData, 'set_at'>): Promise<boolean> {
  const { rowCount } = await db.query(
    `WITH inserted AS (
       INSERT INTO client_company_data (client_id, debit_name, debit_iban, debit_bic, debit_email, debit_btw, activation_confirmed, set_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (client_id) DO NOTHING RETURNING client_id)
     UPDATE clients SET onboarded_at = coalesce(onboarded_at, now()) WHERE id IN (SELECT client_id FROM inserted)`,
    [clientId, data.debit_name, data.debit_iban, data.debit_bic, data.debit_email, data.debit_btw, data.activation_confirmed, userId],
  );
  return rowCount === 1;
}
