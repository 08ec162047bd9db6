import type pg from 'pg';
import type { Portal } from '../api/portal.js';
import { contactStream, type ContactFields } from '../domain/contacts/index.js';
import { addUser, createOrganisation } from '../identity/organisations.js';

export const DEMO_PASSWORD = 'tally-demo';

export const DEMO_LOGINS = [
  { role: 'admin', email: 'admin@demo.tally.test', name_first: 'Anouk', name_last: 'Jansen' },
  { role: 'manager', email: 'manager@demo.tally.test', name_first: 'Maarten', name_last: 'de Vries' },
  { role: 'user', email: 'sanne@demo.tally.test', name_first: 'Sanne', name_last: 'Bakker' },
  { role: 'user', email: 'daan@demo.tally.test', name_first: 'Daan', name_last: 'Visser' },
  { role: 'user', email: 'lotte@demo.tally.test', name_first: 'Lotte', name_last: 'Smit' },
] as const;

const DEMO_CONTACTS: ContactFields[] = [
  { name: 'Bakkerij de Gouden Korst', code: 'C1001', type: 'regular' },
  { name: 'Van Dijk Installatietechniek', code: 'C1002', type: 'regular' },
  { name: 'Huisartsenpraktijk Zuid', code: 'C1003', type: 'regular' },
  { name: 'Stichting Groen Wonen', code: 'C1004', type: 'regular' },
  { name: 'Meijer & Zonen Transport', code: 'C1005', type: 'regular' },
  { name: 'Atelier Noord', code: 'C1006', type: 'regular' },
  { name: 'Koffiebranderij Boon', code: 'C1007', type: 'regular' },
  { name: 'Tandartspraktijk Lachgas', code: 'C1008', type: 'regular' },
  { name: 'De Boer Vastgoed', code: 'C1009', type: 'regular' },
  { name: 'Fietsenmakerij Trapper', code: 'C1010', type: 'regular' },
  { name: 'Brouwer Advies', code: 'P2001', type: 'partner' },
  { name: 'Hendriks Juridisch Partner', code: 'P2002', type: 'partner' },
];

export async function isEmpty(db: pg.Pool): Promise<boolean> {
  const { rows } = await db.query<{ n: string }>('SELECT count(*) AS n FROM clients');
  return Number(rows[0]?.n) === 0;
}

/** A demo firm to try the portal with: an administrator, a manager, three users and a dozen contacts. */
export async function seedDemo(portal: Portal): Promise<void> {
  const { pool, contacts, runner } = portal.deps;
  const [admin, ...others] = DEMO_LOGINS;
  const { clientId, userId } = await createOrganisation(
    pool,
    { name: 'Demo Accountants', email: 'office@demo.tally.test' },
    { email: admin.email, password: DEMO_PASSWORD, name_first: admin.name_first, name_last: admin.name_last, language: 'nl' },
  );
  for (const user of others) await addUser(pool, clientId, { ...user, password: DEMO_PASSWORD });
  const metadata = { client_id: clientId, user_id: userId, request: 'demo-seed' };
  let position;
  for (const fields of DEMO_CONTACTS) {
    const outcome = await contacts.handle(
      contactStream(clientId),
      { type: 'CreateContact', contactId: crypto.randomUUID(), fields, at: new Date().toISOString() },
      metadata,
    );
    position = outcome.position ?? position;
  }
  if (position) await runner.waitFor(position);
}
