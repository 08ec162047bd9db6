import { describe, expect, it } from 'vitest';
import { missingMappingFailure, resolveTarget, type Mappings } from './target.js';

const ours = { contact: 'c-ours', project: 'p-ours', subproject: 's-ours', workingCode: 'w-ours', user: 'u-ours' };
const booked = (overrides: Partial<{ contact_id: string | null; subproject_id: string | null; working_code_id: string | null }> = {}) => ({
  contact_id: ours.contact,
  project_id: ours.project,
  subproject_id: ours.subproject,
  working_code_id: null,
  ...overrides,
});
const mapped: Mappings = {
  contact: { [ours.contact]: 'client-9' },
  project: { [ours.project]: 'project-9' },
  subproject: { [ours.subproject]: 'task-9' },
  working_code: { [ours.workingCode]: 'type-9' },
  user: { [ours.user]: 'user-9' },
};
const without = (kind: keyof Mappings): Mappings => ({ ...mapped, [kind]: {} });

describe('the vendor ids of a booking', () => {
  it('books Harvest on the mapped project and task, and names what is not mapped', () => {
    expect(resolveTarget('harvest', booked(), ours.user, mapped)).toEqual({ target: { projectId: 'project-9', taskId: 'task-9' }, externalUserId: 'user-9', missing: [] });
    const failure = missingMappingFailure('harvest', resolveTarget('harvest', booked(), ours.user, without('project')).missing);
    expect(failure).toEqual({ kind: 'invalid_request', code: 'invalid_request', message: 'No Harvest id is mapped for the project; map it and retry.', status: null });
  });

  it('asks for the user in Xero (provide_user): Xero books time on a person', () => {
    const failure = missingMappingFailure('xero', resolveTarget('xero', booked(), ours.user, without('user')).missing);
    expect(failure).toMatchObject({ kind: 'invalid_request', code: 'provide_user', message: 'No Xero id is mapped for the user; map it and retry.' });
  });

  it('books internal time in Teamleader on a milestone, and asks for a contact for internal time without one (internal_contact_required)', () => {
    const internal = booked({ contact_id: null });
    expect(resolveTarget('teamleader', internal, ours.user, mapped).target).toEqual({ taskId: 'task-9' });
    const failure = missingMappingFailure('teamleader', resolveTarget('teamleader', { ...internal, subproject_id: null }, ours.user, mapped).missing);
    expect(failure).toMatchObject({ kind: 'invalid_request', code: 'internal_contact_required' });
    expect(resolveTarget('teamleader', booked({ subproject_id: null, working_code_id: ours.workingCode }), ours.user, mapped).target).toEqual({ clientId: 'client-9', workTypeId: 'type-9' });
    const unmapped = resolveTarget('teamleader', booked({ subproject_id: null }), ours.user, without('contact')).missing;
    expect(missingMappingFailure('teamleader', unmapped).code).toBe('invalid_request');
  });

  it("gives Teamleader time the connection's default work type when its working code maps to none", () => {
    const settings = { default_work_type_id: 'type-default' };
    expect(resolveTarget('teamleader', booked(), ours.user, mapped, settings).target).toEqual({ taskId: 'task-9', workTypeId: 'type-default' });
    expect(resolveTarget('teamleader', booked({ working_code_id: 'w-unmapped' }), ours.user, mapped, settings).target).toEqual({ taskId: 'task-9', workTypeId: 'type-default' });
    expect(resolveTarget('teamleader', booked({ working_code_id: ours.workingCode }), ours.user, mapped, settings).target).toEqual({ taskId: 'task-9', workTypeId: 'type-9' });
  });

  it('puts a Jira worklog on the issue mapped to the subproject, else the project', () => {
    expect(resolveTarget('jira', booked(), ours.user, mapped).target).toEqual({ issueKey: 'task-9' });
    expect(resolveTarget('jira', booked({ subproject_id: null }), ours.user, mapped).target).toEqual({ issueKey: 'project-9' });
  });
});
