import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact, register } from '../support/day-flow.js';
import { exportDone } from '../support/exports.js';
import { createTestOrganisation, startTestPortal, type Organisation, type Session, type TestPortal } from '../support/portal.js';

/** 2026-03-02 (a Monday) in Europe/Amsterdam, UTC+1: 09:00Z is 10:00 there. */
const WEEK = { period: 'week', date_start: '2026-03-04' };

describe('exporting activity', () => {
  let test: TestPortal;
  let firm: Organisation;
  let dutch: Session;
  let dutchId: string;
  let english: Session;
  let manager: Session;

  beforeAll(async () => {
    test = await startTestPortal();
    firm = await createTestOrganisation(test);
    dutch = await firm.member('user');
    dutchId = (await dutch.get('/v1/users/self')).json().data.id;
    english = await firm.member('user');
    const englishId = (await english.get('/v1/users/self')).json().data.id;
    expect((await english.put(`/v1/users/profile/${englishId}`, { language: 'en' })).statusCode).toBe(200);
    manager = await firm.member('manager');
    const contact = await createContact(firm.admin, 'Bakkerij de Gouden Korst');
    await register(dutch, '09:00', '10:30', { contact_id: contact, description: 'Jaarrekening; "concept"' });
    await register(dutch, '11:00', '11:20');
    await register(english, '13:00', '14:45', { contact_id: contact });
  }, 60_000);

  afterAll(async () => {
    await test.close();
  });

  const download = (session: Session, url: string) => session.get(url);

  it('writes CSV as Dutch Excel reads it: Dutch headers, names, local times, decimal commas and semicolons', async () => {
    const made = await exportDone(dutch, { ...WEEK, format: 'csv' });
    expect(made).toMatchObject({ date_start: '2026-03-02', date_end: '2026-03-08', rows_total: 2, progress: 100, file_name: 'activities-2026-03-02-2026-03-08.csv' });
    const file = await download(dutch, made.download_url ?? '');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.headers['content-disposition']).toContain('activities-2026-03-02-2026-03-08.csv');
    const lines = file.body.replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Medewerker;Datum;Begin;Einde;Uren;Relatie;Omschrijving;Status');
    expect(lines[1]).toBe('Uma user;02-03-2026;10:00;11:30;1,50;Bakkerij de Gouden Korst;"Jaarrekening; ""concept""";Open');
    expect(lines[2]).toBe('Uma user;02-03-2026;12:00;12:20;0,33;;;Open');
    expect(lines).toHaveLength(3);
  });

  it('writes CSV in English with commas and decimal points for an English-speaking person', async () => {
    const made = await exportDone(english, { period: 'day', date_start: '2026-03-02', format: 'csv' });
    const lines = (await download(english, made.download_url ?? '')).body.replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines).toEqual(['Person,Date,Start,End,Hours,Contact,Description,Status', 'Uma user,2026-03-02,14:00,15:45,1.75,Bakkerij de Gouden Korst,,Open']);
  });

  it('writes Excel with the hours as numbers, and plain text a line per activity', async () => {
    const excel = await exportDone(dutch, { period: 'month', date_start: '2026-03-15', format: 'excel' });
    expect(excel).toMatchObject({ date_start: '2026-03-01', date_end: '2026-03-31', file_name: 'activities-2026-03-01-2026-03-31.xlsx' });
    const file = await dutch.request({ method: 'GET', url: excel.download_url ?? '' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from([file.rawPayload]));
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Medewerker', 'Datum', 'Begin', 'Einde', 'Uren', 'Relatie', 'Omschrijving', 'Status']);
    expect(sheet?.getRow(2).getCell(5).value).toBe(1.5);
    expect(sheet?.getRow(2).getCell(6).value).toBe('Bakkerij de Gouden Korst');
    expect(sheet?.rowCount).toBe(3);

    const text = await exportDone(dutch, { period: 'year', date_start: '2026-06-01', format: 'text' });
    expect(text).toMatchObject({ date_start: '2026-01-01', date_end: '2026-12-31' });
    const lines = (await download(dutch, text.download_url ?? '')).body.trim().split('\n');
    expect(lines[1]).toBe('Uma user\t02-03-2026\t10:00\t11:30\t1,50\tBakkerij de Gouden Korst\tJaarrekening; "concept"\tOpen');
  });

  it('exports the extended columns of your own activity: detected and corrected hours, booking, source, internal', async () => {
    const made = await exportDone(dutch, { period: 'custom', date_start: '01-03-2026', date_end: '2026-03-02', format: 'csv', type: 'extended', user_id: dutchId });
    expect(made).toMatchObject({ date_start: '2026-03-01', date_end: '2026-03-02', file_name: 'activities-extended-2026-03-01-2026-03-02.csv' });
    const lines = (await download(dutch, made.download_url ?? '')).body.replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Medewerker;Datum;Begin;Einde;Uren;Relatie;Omschrijving;Status;Gedetecteerd (uren);Gecorrigeerd (uren);Project;Subproject;Werkcode;Bron;Intern');
    expect(lines[2]).toBe('Uma user;02-03-2026;12:00;12:20;0,33;;;Open;0,33;;;;;Chrome;nee');
  });

  it('refuses what names no period, in the catalogue’s shape', async () => {
    const refused = async (body: Record<string, unknown>) => {
      const response = await dutch.post('/v1/rpc/activities/export', body);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toMatchObject({ code: 'validation_failed', status: 422 });
      return response.json().errors as Record<string, string[]>;
    };
    expect(await refused({ period: 'custom', date_start: '2026-03-05', date_end: '2026-03-01', format: 'csv' })).toEqual({ date_end: ['The end date cannot be before the start date.'] });
    expect(await refused({ period: 'custom', date_start: '2026-03-05', format: 'csv' })).toHaveProperty('date_end');
    expect(await refused({ period: 'week', date_start: '2026-03-05', week: 54, format: 'csv' })).toHaveProperty('week');
    expect(await refused({ period: 'month', date_start: '2026-02-30', format: 'csv' })).toHaveProperty('date_start');
    expect(await refused({ period: 'month', date_start: '2026-03-01', format: 'pdf' })).toHaveProperty('format');
    expect(await refused({ period: 'fortnight', date_start: '2026-03-01', format: 'csv' })).toHaveProperty('period');
  });

  it('offers an export to the person who asked for it only', async () => {
    const made = await exportDone(dutch, { ...WEEK, format: 'csv' });
    const status = await english.post('/v1/rpc/activities/export/status', { id: made.id });
    expect(status.statusCode).toBe(404);
    expect(status.json()).toMatchObject({ code: 'model_not_found' });
    expect((await english.get(made.download_url ?? '')).statusCode).toBe(404);
    expect((await english.get('/v1/exports')).json().data.map((row: { id: string }) => row.id)).not.toContain(made.id);
    expect((await dutch.get('/v1/exports')).json().data[0]).toMatchObject({ id: made.id, status: 'done' });
  });

  it('exports someone else’s activity only for a manager, only basic, and only their published days', async () => {
    const extended = await manager.post('/v1/rpc/activities/export', { ...WEEK, format: 'csv', type: 'extended', user_id: dutchId });
    expect(extended.statusCode).toBe(403);
    expect(extended.json()).toMatchObject({ code: 'forbidden' });
    expect((await english.post('/v1/rpc/activities/export', { ...WEEK, format: 'csv', user_id: dutchId })).statusCode).toBe(403);
    expect((await english.post('/v1/rpc/activities/export', { ...WEEK, format: 'csv', user_id: 'all' })).statusCode).toBe(403);
    const everyone = await exportDone(manager, { ...WEEK, format: 'csv', user_id: 'all' });
    // Nobody published the week: the manager sees none of it.
    expect(everyone.rows_total).toBe(0);
    const lines = (await download(manager, everyone.download_url ?? '')).body.replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines).toEqual(['Medewerker;Datum;Begin;Einde;Uren;Relatie;Omschrijving;Status']);
  });

  it('writes the status and a source without a name in the export’s language, not as codes: German', async () => {
    const german = await firm.member('user');
    const germanId = (await german.get('/v1/users/self')).json().data.id;
    expect((await german.put(`/v1/users/profile/${germanId}`, { language: 'de' })).statusCode).toBe(200);
    await register(german, '15:00', '16:00', { source: { type: 'manual', identifier: null, name: null } });
    const made = await exportDone(german, { period: 'day', date_start: '2026-03-02', format: 'csv', type: 'extended', user_id: germanId });
    const lines = (await download(german, made.download_url ?? '')).body.replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines[1]?.split(';')).toEqual(['Uma user', '02.03.2026', '16:00', '17:00', '1,00', '', '', 'Offen', '1,00', '', '', '', '', 'Manuell', 'nein']);
  });
});
