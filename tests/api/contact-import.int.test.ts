import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { imported, processed, uploaded, type ImportView } from '../support/contact-import.js';
import { createTestOrganisation, startTestPortal, type Organisation, type Session, type TestPortal } from '../support/portal.js';

const BASE = '/v1/rpc/contacts/import';
const MAPPING = { company_code: 'Code', company_name: 'Naam', email_addresses: ['E-mail'], phone_numbers: ['Telefoon'] };
const csv = (lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n`);

describe('importing contacts', () => {
  let test: TestPortal;
  let firm: Organisation;
  let admin: Session;

  beforeAll(async () => {
    test = await startTestPortal();
    firm = await createTestOrganisation(test);
    admin = firm.admin;
    expect((await admin.post('/v1/contacts', { name: 'Bestaande Relatie' })).statusCode).toBe(201);
  }, 60_000);

  afterAll(async () => {
    await test.close();
  });

  type Contact = { name: string; code: string | null; email: string | null; references: Array<{ type: string; value: string }> };
  const listed = async (name: string) => {
    const list = await admin.get(`/v1/contacts?name=eq:${encodeURIComponent(name)}`);
    return (list.json().data as Contact[]).find((c) => c.name === name);
  };
  /** The contact once the contacts' read model has passed the import's events (the job does not wait for it). */
  const contactNamed = (name: string) =>
    vi.waitFor(
      async () => {
        const contact = await listed(name);
        if (!contact) throw new Error(`no contact ${name} yet`);
        return contact;
      },
      { timeout: 10_000, interval: 50 },
    );

  it('goes through the stages: columns detected, rows mapped and made contacts with their references as tags, errors per row, finished', async () => {
    const file = csv([
      'Code;Naam;E-mail;Telefoon;Opmerking',
      'K001;Bakkerij Brood;info@brood.nl;+31 20 123 4567;',
      'K002;Slagerij Vlees;winkel@vlees.nl, boekhouding@vlees.nl;;',
      'K003;;leeg@naam.nl;;',
      'K004;bestaande relatie;;;',
      'K005;Kapper Knip;geen-adres;;',
    ]);
    const { id } = await uploaded(admin, file);
    const started = await admin.post(`${BASE}/start?uuid=${id}`);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data).toMatchObject({ status: 'structured', file_type: 'csv', encoding: 'utf-8', rows_total: 5 });
    expect((started.json().data as ImportView).columns.map(({ name, empty }) => [name, empty])).toEqual([['Code', false], ['Naam', false], ['E-mail', false], ['Telefoon', false], ['Opmerking', true]]);
    expect((started.json().data as ImportView).columns[1]?.sample).toEqual(['Bakkerij Brood', 'Slagerij Vlees', 'bestaande relatie']);

    const processing = await admin.post(`${BASE}/process/${id}`, { mapping: MAPPING });
    expect(processing.statusCode, processing.body).toBe(202);
    const done = await processed(admin, id);
    expect(done).toMatchObject({ rows_total: 5, rows_done: 5, rows_failed: 3, progress: 100 });

    const errors = await admin.post(`${BASE}/errors/${id}`);
    expect(errors.statusCode, errors.body).toBe(200);
    expect(errors.json().meta.pagination.total).toBe(3);
    expect(errors.json().data.map((record: { row_number: number; validation_error: string }) => [record.row_number, record.validation_error])).toEqual([
      [4, 'The company name is empty.'],
      [5, 'Another contact is already called bestaande relatie.'],
      [6, 'geen-adres: Not a valid email address.'],
    ]);
    // The records keep their errors as texts: a Dutch reader reads them in Dutch.
    const dutch = await admin.request({ method: 'POST', url: `${BASE}/errors/${id}`, headers: { 'accept-language': 'nl' } });
    expect(dutch.json().data.map((record: { validation_error: string }) => record.validation_error)).toEqual([
      'De bedrijfsnaam is leeg.',
      'Een ander contact heet al bestaande relatie.',
      'geen-adres: Geen geldig e-mailadres.',
    ]);
    const brood = await contactNamed('Bakkerij Brood');
    expect(brood).toMatchObject({ code: 'K001', email: 'info@brood.nl' });
    expect(brood?.references.map((reference) => reference.type)).toEqual(['email', 'phone']);
    const vlees = await contactNamed('Slagerij Vlees');
    expect(vlees?.references.map((reference) => reference.value)).toEqual(['winkel@vlees.nl', 'boekhouding@vlees.nl']);
    // The tags read model follows the import's events (read-your-writes covers the admin's own writes, not the job's).
    await expect
      .poll(async () => (await admin.get('/v1/tags?value=eq:info@brood.nl')).json().data[0])
      .toMatchObject({ value: 'info@brood.nl', contact_id: brood && expect.any(String) });

    const finished = await admin.post(`${BASE}/finish/${id}`);
    expect(finished.json().data).toMatchObject({ status: 'finished', upload_url: null });
    expect((await admin.post(`${BASE}/finish/${id}`)).statusCode).toBe(412);
    expect((await admin.post(`${BASE}/status`)).json().data.map((view: ImportView) => view.id)).toContain(id);
  });

  it('tags an imported phone number as the contact keeps it: saving the contact leaves it one tag, the import’s', async () => {
    await imported(admin, csv(['Naam;Telefoon', 'Bloemist Roos;+31 20 765 4321']), { company_name: 'Naam', phone_numbers: ['Telefoon'] });
    const roos = (await contactNamed('Bloemist Roos')) as Contact & { id: string };
    const phone = roos.references.find((reference) => reference.type === 'phone')?.value ?? '';
    const tagsOf = async () => (await admin.get(`/v1/tags?value=eq:${encodeURIComponent(phone)}`)).json().data as Array<{ id: string }>;
    const before = await vi.waitFor(async () => {
      const found = await tagsOf();
      if (found.length === 0) throw new Error('no tag yet');
      return found;
    });

    const saved = await admin.put(`/v1/contacts/${roos.id}`, { name: roos.name, references: roos.references });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await tagsOf()).map((tag) => tag.id)).toEqual(before.map((tag) => tag.id));
  });

  it('reads XLSX, and a CSV written in Windows-1252 (Latin-1) by detecting its encoding', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Relaties');
    sheet.addRow(['Naam', 'Code']);
    sheet.addRow(['Notaris Excel', 'X1']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const fromExcel = await imported(admin, xlsx, { company_name: 'Naam', company_code: 'Code' }, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(fromExcel).toMatchObject({ file_type: 'xlsx', rows_failed: 0 });
    expect(await contactNamed('Notaris Excel')).toMatchObject({ code: 'X1' });

    const latin1 = Buffer.from('Naam,Plaats\r\nCafé Müller,Zürich\r\n', 'latin1');
    const fromLatin1 = await imported(admin, latin1, { company_name: 'Naam' });
    expect(fromLatin1).toMatchObject({ file_type: 'csv', encoding: 'windows-1252', rows_failed: 0 });
    expect(await contactNamed('Café Müller')).toBeDefined();
  });

  it('refuses a file that is no CSV or XLSX, one over 50 MB, and a mapping to a column that is empty or missing', async () => {
    const pdf = await uploaded(admin, Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(64)]), 'application/pdf');
    const notCsv = await admin.post(`${BASE}/start?uuid=${pdf.id}`);
    expect(notCsv.statusCode).toBe(422);
    expect(notCsv.json()).toMatchObject({ code: 'validation_failed', errors: { file: ['This file is not a CSV or XLSX file.'] } });

    const prepared = (await admin.post(`${BASE}/prepare`, { filename: 'groot.csv' })).json().data as ImportView;
    const tooLarge = await admin.request({ method: 'PUT', url: prepared.upload_url ?? '', payload: Buffer.alloc(50 * 1024 * 1024 + 1, 'a'), headers: { 'content-type': 'text/csv' } });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'payload_too_large', message: expect.stringContaining('larger than 50 MB') });

    const withEmpty = await uploaded(admin, csv(['Naam,E-mail,', 'Alfa,,', 'Bravo,,']));
    const started = (await admin.post(`${BASE}/start?uuid=${withEmpty.id}`)).json().data as ImportView;
    expect(started.columns.map(({ name, empty }) => [name, empty])).toEqual([['Naam', false], ['E-mail', true], ['Column 3', true]]);
    const refused = await admin.post(`${BASE}/process/${withEmpty.id}`, { mapping: { company_name: 'Naam', email_addresses: ['E-mail'], phone_numbers: ['Telefoon'] } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ 'mapping.email_addresses.0': ['The column E-mail is empty.'], 'mapping.phone_numbers.0': ['The file has no column Telefoon.'] });
  });

  it('fails 10,000 invalid rows each with its error, and makes contacts of the rest', async () => {
    const rows = Array.from({ length: 10_000 }, (_, index) => `Ongeldig ${index},niet-een-adres-${index}`);
    const file = csv(['Naam,E-mail', 'Geldig Een,een@geldig.nl', ...rows, 'Geldig Twee,twee@geldig.nl']);
    const done = await imported(admin, file, { company_name: 'Naam', email_addresses: ['E-mail'] });
    expect(done).toMatchObject({ rows_total: 10_002, rows_done: 10_002, rows_failed: 10_000 });
    const errors = await admin.post(`${BASE}/errors/${done.id}`, { page: 100, limit: 100 });
    expect(errors.json().meta.pagination).toEqual({ count: 100, total: 10_000 });
    expect(errors.json().data[99]).toMatchObject({ row_number: 10_002, company_name: 'Ongeldig 9999', validation_error: 'niet-een-adres-9999: Not a valid email address.' });
    expect(await contactNamed('Geldig Een')).toBeDefined();
    expect(await contactNamed('Geldig Twee')).toBeDefined();
    expect(await listed('Ongeldig 1')).toBeUndefined();
  }, 120_000);

  it('says why an import that kept stopping failed, in the reader’s language: German', async () => {
    const { id } = await uploaded(admin, csv(['Naam', 'Alfa']));
    expect((await admin.post(`${BASE}/start?uuid=${id}`)).statusCode).toBe(200);
    // As if its worker had died five times (the limit) before this run.
    await test.portal.deps.pool.query('UPDATE contact_imports SET runs = 5 WHERE id = $1', [id]);
    expect((await admin.post(`${BASE}/process/${id}`, { mapping: { company_name: 'Naam' } })).statusCode).toBe(202);
    const failed = await vi.waitFor(
      async () => {
        const view = await admin.request({ method: 'POST', url: `${BASE}/status/${id}`, headers: { 'accept-language': 'de' } });
        if (view.json().data.status !== 'failed') throw new Error(`import ${view.json().data.status}`);
        return view.json().data as ImportView & { error: string | null };
      },
      { timeout: 30_000, interval: 50 },
    );
    expect(failed.error).toBe('Der Import wurde 5-mal abgebrochen; verarbeiten Sie ihn erneut, um fortzufahren.');
  });

  it('shows an import to its organisation only', async () => {
    const { id } = await uploaded(admin, csv(['Naam', 'Alfa']));
    const other = await createTestOrganisation(test, 'Andere firma');
    expect((await other.admin.post(`${BASE}/status/${id}`)).statusCode).toBe(404);
    expect((await other.admin.post(`${BASE}/delete/${id}`)).statusCode).toBe(404);
    expect((await admin.post(`${BASE}/delete/${id}`)).statusCode).toBe(204);
    expect((await admin.post(`${BASE}/status/${id}`)).statusCode).toBe(404);
  });
});
