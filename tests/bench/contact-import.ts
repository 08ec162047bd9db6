import { randomUUID } from 'node:crypto';
import type { ImportRow } from '../../imports/queries.js';
import { createOrganisation } from '../../identity/organisations.js';
import { openPortal } from '../../portal/portal.js';
import { signIn } from '../support/portal.js';
import { round, scratchDatabase, seconds, type BenchOptions, type BenchResult } from './support.js';

const PASSWORD = 'correct horse battery';
const BASE = '/v1/rpc/contacts/import';

/** A CSV as a firm exports it from its CRM: code, name, an e-mail address and a phone number per contact. */
function contactsFile(count: number): Buffer {
  const lines = ['Code;Naam;E-mail;Telefoon'];
  for (let n = 0; n < count; n++) lines.push(`K${n};Relatie ${n} BV;info@relatie-${n}.nl;+31 20 ${String(10_000_000 + n).slice(1)}`);
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

/**
 * Contact import (issue 12): a CSV of 50,000 contacts, each with an e-mail address and a phone number (references,
 * so general tags too), through the calls the wizard makes: prepare, upload, start, process; timed from process to
 * processed, with the progress the job reports on the way.
 */
export async function contactImportBench({ quick, server }: BenchOptions): Promise<BenchResult> {
  const count = quick ? 5_000 : 50_000;
  const db = await scratchDatabase(server.adminUrl, 'contact_import');
  const portal = await openPortal({ databaseUrl: db.url, logger: false, poolSize: 20 });
  try {
    const email = `import-${randomUUID()}@bench.tally.example`;
    await createOrganisation(portal.deps.pool, { name: 'Import firm' }, { email, password: PASSWORD, name_first: 'Ada', name_last: 'Admin' });
    const admin = await signIn(portal.app, email, PASSWORD);
    const prepared = (await admin.post(`${BASE}/prepare`, { filename: 'relaties.csv' })).json().data as ImportRow & { upload_url: string };
    const file = contactsFile(count);
    const upload = await admin.request({ method: 'PUT', url: prepared.upload_url, payload: file, headers: { 'content-type': 'text/csv' } });
    if (upload.statusCode !== 204) throw new Error(`Upload answered ${upload.statusCode}: ${upload.body}`);
    await admin.post(`${BASE}/start?uuid=${prepared.id}`);
    const start = process.hrtime.bigint();
    const processing = await admin.post(`${BASE}/process/${prepared.id}`, { mapping: { company_code: 'Code', company_name: 'Naam', email_addresses: ['E-mail'], phone_numbers: ['Telefoon'] } });
    if (processing.statusCode !== 202) throw new Error(`Process answered ${processing.statusCode}: ${processing.body}`);
    const progress: Array<{ seconds: number; done: number }> = [];
    let status: ImportRow | undefined;
    while (status?.status !== 'processed') {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = (await admin.post(`${BASE}/status/${prepared.id}`)).json().data as ImportRow;
      if (status.status === 'failed') throw new Error(`The import failed: ${status.error}`);
      progress.push({ seconds: round(seconds(start)), done: status.rows_done });
    }
    const took = seconds(start);
    if (status.rows_failed > 0) throw new Error(`${status.rows_failed} rows failed: ${(await admin.post(`${BASE}/errors/${prepared.id}`, { limit: 1 })).body}`);
    return {
      figures: [{ figure: `contact import: ${count} contacts with an e-mail address and a phone number`, value: round(took), unit: 's', goal: { atMost: quick ? 3 : 30 } }],
      details: {
        method: 'prepare, upload (PUT), start and process as the wizard calls them; timed from process to processed, the status looked at every 250 ms',
        fileMb: round(file.length / 2 ** 20, 2),
        progress: progress.filter((_, index) => index % 4 === 0),
      },
    };
  } finally {
    await portal.close();
    await db.drop();
  }
}
