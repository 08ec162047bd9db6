import type pg from 'pg';
import type { Portal } from '../../portal/portal.js';
import { addUser, createOrganisation } from '../../identity/organisations.js';
import { signedIn } from './client.js';
import { DEMO_CONTACTS, DEMO_DIMENSIONS } from './master-data.js';
import { seedWork } from './work.js';

export const DEMO_PASSWORD = 'tally-demo';

export const DEMO_LOGINS = [
  { role: 'admin', email: 'admin@demo.tally.test', name_first: 'Anouk', name_last: 'Jansen' },
  { role: 'manager', email: 'manager@demo.tally.test', name_first: 'Maarten', name_last: 'de Vries' },
  { role: 'user', email: 'sanne@demo.tally.test', name_first: 'Sanne', name_last: 'Bakker' },
  { role: 'user', email: 'daan@demo.tally.test', name_first: 'Daan', name_last: 'Visser' },
  { role: 'user', email: 'lotte@demo.tally.test', name_first: 'Lotte', name_last: 'Smit' },
] as const;

export async function isEmpty(db: pg.Pool): Promise<boolean> {
  const { rows } = await db.query<{ n: string }>('SELECT count(*) AS n FROM clients');
  return Number(rows[0]?.n) === 0;
}

/**
 * A demo firm to try the portal with: an administrator, a manager and three users; contacts, projects,
 * subprojects and working codes; for each user two weeks of work (older days published, recent ones at
 * various stages) and today's detected activity, still to process.
 */
export async function seedDemo(portal: Portal, today: Date = new Date()): Promise<void> {
  const { pool } = portal.deps;
  const [admin, ...others] = DEMO_LOGINS;
  const { clientId } = await createOrganisation(
    pool,
    { name: 'Demo Accountants', email: 'office@demo.tally.test' },
    { email: admin.email, password: DEMO_PASSWORD, name_first: admin.name_first, name_last: admin.name_last, language: 'nl' },
  );
  for (const user of others) await addUser(pool, clientId, { ...user, password: DEMO_PASSWORD });

  const asAdmin = await signedIn(portal.app, admin.email, DEMO_PASSWORD);
  const contacts: string[] = [];
  for (const contact of DEMO_CONTACTS) {
    contacts.push((await asAdmin<{ data: { id: string } }>('POST', '/v1/contacts', contact)).data.id);
  }
  const create = async (level: 1 | 2 | 3, fields: object) =>
    (await asAdmin<{ data: { id: string } }>('POST', `/v1/dimension_levels/${level}/dimensions`, fields)).data.id;
  const bookings: Array<{ project_id: string; subproject_id: string | null; working_code_id: string }> = [];
  const workingCodes = [];
  for (const code of DEMO_DIMENSIONS.workingCodes) workingCodes.push(await create(3, code));
  for (const project of DEMO_DIMENSIONS.projects) {
    const projectId = await create(1, { name: project.name, code: project.code, internal: project.internal ?? false });
    if (project.subprojects.length === 0) bookings.push({ project_id: projectId, subproject_id: null, working_code_id: workingCodes[0]! });
    for (const sub of project.subprojects) {
      const subprojectId = await create(2, { ...sub, parent_id: projectId });
      for (const workingCode of workingCodes) bookings.push({ project_id: projectId, subproject_id: subprojectId, working_code_id: workingCode });
    }
  }
  for (const user of others.filter((u) => u.role === 'user')) {
    await seedWork(await signedIn(portal.app, user.email, DEMO_PASSWORD), { contacts, bookings, today, seed: user.email.length });
  }
}
