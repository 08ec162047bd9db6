import { describe, expect, it } from 'vitest';
import { readAnswer } from './answers.js';
import { answers as harvest, readError as harvestError } from './harvest/answers.js';
import { answers as jira } from './jira/answers.js';
import { referenceProperty } from './jira/mapping.js';
import { answers as teamleader, readError as teamleaderError } from './teamleader/answers.js';
import { VendorError, unexpectedResultMessage } from './vendor.js';
import { answers as xero } from './xero/answers.js';

const ok = (body: unknown) => ({ status: 200, body });

describe("reading a vendor's answer", () => {
  it('refuses an answer without what we use as unexpected, naming the call and the place of the problem', () => {
    const body = { projects: [{ id: 3001, name: 'Website' }, { id: '3002', name: 'Archived' }], next_page: null };
    const read = () => readAnswer('harvest', 'list projects', harvest.projects, ok(body));
    expect(read).toThrow(VendorError);
    expect(read).toThrow(
      expect.objectContaining({
        kind: 'unexpected',
        status: 200,
        message: unexpectedResultMessage('harvest'),
        vendorMessage: 'list projects: an answer of an unexpected shape (HTTP 200) at projects[1].id: Invalid input: expected number, received string',
      }),
    );
  });

  it('passes over fields the vendor added and nulls its document allows', () => {
    const project = { id: 3001, name: 'Website', code: null, client: null, is_active: null, budget_is_monthly: false, new_field: { x: 1 } };
    expect(readAnswer('harvest', 'list projects', harvest.projects, ok({ projects: [project], next_page: null, page: 1 }))).toEqual({
      records: [{ id: '3001', name: 'Website', active: true }],
      next: null,
    });
  });

  it('reads a status the vendor added as text, without failing the list', () => {
    const projects = readAnswer('teamleader', 'projects.list', teamleader.projects, ok({ data: [{ id: 'p1', title: 'Relaunch', status: 'paused_for_audit' }] }));
    expect(projects).toEqual([{ id: 'p1', name: 'Relaunch', active: false }]);
    const tasks = readAnswer('xero', 'list tasks', xero.tasks, ok({ pagination: { pageCount: 1 }, items: [{ taskId: 't1', name: 'Tiling', status: 'INVOICED' }] }));
    expect(tasks.records).toEqual([{ id: 't1', name: 'Tiling', active: true }]);
  });

  it("finds our push reference among a worklog's properties, whatever other apps keep there", () => {
    const worklog = {
      id: '100028',
      properties: [
        { key: 'other.app', value: 42 },
        { key: referenceProperty, value: { reference: 'push-1' } },
      ],
    };
    const page = readAnswer('jira', 'get issue worklogs', jira.worklogs, ok({ worklogs: [worklog, { id: '100029' }], total: 2 }));
    expect(page.worklogs).toEqual([
      { id: '100028', references: ['push-1'] },
      { id: '100029', references: [] },
    ]);
  });
});

describe("reading a vendor's error body", () => {
  it('takes the message it gives, passing over fields of another type', () => {
    expect(harvestError({ message: 42, error_description: 'The access token expired' })).toBe('The access token expired');
    expect(teamleaderError({ errors: [{ status: 422, title: 'Invalid', detail: { field: 'x' } }] })).toBe('Invalid');
  });

  it('trims an error page that is not JSON to its text', () => {
    expect(harvestError('<html><body><h1>502</h1>Bad gateway</body></html>')).toBe('502 Bad gateway');
  });
});
