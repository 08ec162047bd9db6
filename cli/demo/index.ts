import { DateTime } from 'luxon';
import type pg from 'pg';
import type { Portal } from '../../portal/portal.js';
import { addUser, createOrganisation } from '../../identity/organisations.js';
import { signedIn, withToken } from './client.js';
import { condenseNow, readModelsCaughtUp, sendDetectedDays } from './detect.js';
import { contactReferences, DEMO_CLIENTS, DEMO_DIMENSIONS, KNOWN_REFERENCES } from './master-data.js';
import { detectedDay, type DemoPerson } from './watchers.js';
import { seedWork, workingDaysBefore, type Slots } from './work.js';

export const DEMO_PASSWORD = 'tally-demo';

export const DEMO_LOGINS = [
  { role: 'admin', email: 'admin@demo.tally.test', name_first: 'Anouk', name_last: 'Jansen' },
  { role: 'manager', email: 'manager@demo.tally.test', name_first: 'Maarten', name_last: 'de Vries' },
  { role: 'user', email: 'sanne@demo.tally.test', name_first: 'Sanne', name_last: 'Bakker' },
  { role: 'user', email: 'daan@demo.tally.test', name_first: 'Daan', name_last: 'Visser' },
  { role: 'user', email: 'lotte@demo.tally.test', name_first: 'Lotte', name_last: 'Smit' },
] as const;

/** The firm's zone, and its people's: where their working days lie. */
export const DEMO_ZONE = 'Europe/Amsterdam';
/** Two weeks of working days before today. */
const WORKING_DAYS = 10;

/** Whether the demo firm's people are in the database (seeded on an earlier start), so their logins still work. */
export async function hasDemoFirm(db: pg.Pool): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM users WHERE lower(email) = ANY($1) LIMIT 1', [DEMO_LOGINS.map((login) => login.email)]);
  return rows.length > 0;
}

export async function isEmpty(db: pg.Pool): Promise<boolean> {
  const { rows } = await db.query<{ n: string }>('SELECT count(*) AS n FROM clients');
  return Number(rows[0]?.n) === 0;
}

/**
 * A demo user at their laptop: its name, and the contacts they mostly work for (three or four of the firm's
 * clients each, overlapping); now and then they work for any other.
 */
export function demoPerson(email: string, index: number): DemoPerson {
  const regulars = DEMO_CLIENTS.filter((contact) => contact.fields.type === 'regular');
  const clients = regulars.filter((_, n) => (n - index * 3 + regulars.length) % regulars.length < 4);
  return { email, hostname: `laptop-${email.slice(0, email.indexOf('@'))}`, clients, others: DEMO_CLIENTS.filter((contact) => !clients.includes(contact)) };
}

/** A demo user's detected days: the working days before today, then today until `now`. */
function demoDays(person: DemoPerson, now: Date) {
  const current = DateTime.fromJSDate(now, { zone: DEMO_ZONE });
  const today = current.startOf('day');
  return { before: workingDaysBefore(today, WORKING_DAYS).map((day) => detectedDay(person, day)), today: detectedDay(person, today, { until: current }) };
}

/**
 * A demo firm to try the portal with: an administrator, a manager and three users; contacts, projects,
 * subprojects and working codes; for each user two weeks of detected work and today until now, as their laptop's
 * ActivityWatch watchers report it (watchers.ts), sent to /api/0 with a token of their own and condensed. Older
 * days are tagged, booked and published, recent ones stop at various steps, today is still to process.
 */
export async function seedDemo(portal: Portal, now: Date = new Date()): Promise<void> {
  const { pool } = portal.deps;
  const [admin, ...others] = DEMO_LOGINS;
  const { clientId } = await createOrganisation(
    pool,
    { name: 'Demo Accountants', email: 'office@demo.tally.test' },
    { email: admin.email, password: DEMO_PASSWORD, name_first: admin.name_first, name_last: admin.name_last, language: 'nl' },
  );
  for (const user of others) await addUser(pool, clientId, { ...user, password: DEMO_PASSWORD });

  const asAdmin = await signedIn(portal.app, admin.email, DEMO_PASSWORD);
  // The firm corrects to the minute: detected work comes in spans of minutes, which blocks of six would often round to nothing.
  await asAdmin('PUT', '/v1/preferences/client/block_calculation_settings', { forced_block_size: 60, default_block_size: 60 });
  const contacts = new Map<string, string>();
  for (const contact of DEMO_CLIENTS) {
    const references = KNOWN_REFERENCES.has(contact.code) ? contactReferences(contact) : [];
    contacts.set(contact.code, (await asAdmin<{ data: { id: string } }>('POST', '/v1/contacts', { ...contact.fields, references })).data.id);
  }
  const create = async (level: 1 | 2 | 3, fields: object) =>
    (await asAdmin<{ data: { id: string } }>('POST', `/v1/dimension_levels/${level}/dimensions`, fields)).data.id;
  const bookings: { contacts: Slots[]; internal: Slots[] } = { contacts: [], internal: [] };
  const workingCodes = [];
  for (const code of DEMO_DIMENSIONS.workingCodes) workingCodes.push(await create(3, code));
  for (const project of DEMO_DIMENSIONS.projects) {
    const internal = project.internal ?? false;
    const projectId = await create(1, { name: project.name, code: project.code, internal });
    const slots = internal ? bookings.internal : bookings.contacts;
    if (project.subprojects.length === 0) slots.push({ project_id: projectId, subproject_id: null, working_code_id: workingCodes[0]! });
    for (const sub of project.subprojects) {
      const subprojectId = await create(2, { ...sub, parent_id: projectId });
      for (const workingCode of workingCodes) slots.push({ project_id: projectId, subproject_id: subprojectId, working_code_id: workingCode });
    }
  }

  // The users' laptops send, and their days are processed, side by side: each user's days are streams of their own.
  const users = await Promise.all(
    others
      .filter((u) => u.role === 'user')
      .map(async (user, index) => {
        const call = await signedIn(portal.app, user.email, DEMO_PASSWORD);
        const person = demoPerson(user.email, index);
        const userId = (await call<{ data: { id: string } }>('GET', '/v1/users/self')).data.id;
        // The hand-off the agent makes (docs/detection.md): a token of the user's own, named after the laptop.
        const token = (await call<{ data: { token: string } }>('POST', '/v1/auth/tokens/transfer', { device_name: person.hostname, kind: 'native' })).data.token;
        const { before, today } = demoDays(person, now);
        await sendDetectedDays(withToken(portal.app, token), [...before, today]);
        await condenseNow(portal, userId);
        return { call, email: user.email, days: before };
      }),
  );
  const detected = await readModelsCaughtUp(portal);
  await Promise.all(users.map((user) => seedWork(user.call, user.email, { contacts, bookings, days: user.days })));
  // The demo is ready when its screens and reports show all of it: the read models have what the work appended.
  await readModelsCaughtUp(portal, detected);
}
