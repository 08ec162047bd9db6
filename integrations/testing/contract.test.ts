import { describe, expect, it } from 'vitest';
import type { OpenApiContract, RequestToCheck } from './contract.js';
import { harvestContract as harvest } from './contracts/harvest.js';
import { jiraContract as jira } from './contracts/jira.js';
import { xeroIdentityContract as identity, xeroProjectsContract as xero } from './contracts/xero.js';

/** The checker the contract servers rely on, with our contracts of the vendors: it must catch the mistakes a client can make. */

const harvestHeaders = { authorization: 'Bearer t', 'harvest-account-id': '1' };
const request = (overrides: Partial<RequestToCheck>): RequestToCheck => ({
  method: 'GET',
  path: '/',
  query: new URLSearchParams(),
  headers: {},
  body: undefined,
  ...overrides,
});
const harvestPost = (body: unknown, headers: RequestToCheck['headers'] = harvestHeaders) =>
  request({ method: 'POST', path: '/v2/time_entries', headers, contentType: 'application/json', body });

describe('OpenAPI contract checker', () => {
  it('finds every operation our clients call in our contracts of the vendors', () => {
    const id = (contract: OpenApiContract, method: string, path: string) => contract.match(method, path)?.operationId;
    const uuid = 'b021e7cb-1903-4292-b48b-5b27b4271e3e';

    expect(
      [['GET', '/v2/users/me'], ['GET', '/v2/users'], ['GET', '/v2/clients'], ['GET', '/v2/projects'], ['GET', '/v2/tasks'],
       ['GET', '/v2/projects/3001/task_assignments'], ['GET', '/v2/time_entries'], ['POST', '/v2/time_entries']].map(([m, p]) => id(harvest, m!, p!)),
    ).toEqual(['retrieveTheCurrentlyAuthenticatedUser', 'listUsers', 'listClients', 'listProjects', 'listTasks',
      'listTaskAssignmentsForSpecificProject', 'listTimeEntries', 'createTimeEntry']);
    expect(
      [['GET', '/projects.xro/2.0/Projects'], ['GET', '/projects.xro/2.0/ProjectsUsers'], ['GET', `/projects.xro/2.0/Projects/${uuid}/Tasks`],
       ['GET', `/projects.xro/2.0/Projects/${uuid}/Time`], ['POST', `/projects.xro/2.0/Projects/${uuid}/Time`]].map(([m, p]) => id(xero, m!, p!)),
    ).toEqual(['getProjects', 'getProjectUsers', 'getTasks', 'getTimeEntries', 'createTimeEntry']);
    expect(id(identity, 'GET', '/connections')).toBe('getConnections');
    expect(
      [['GET', '/rest/api/3/myself'], ['GET', '/rest/api/3/project/search'], ['GET', '/rest/api/3/issue/PRJ-1/worklog'], ['POST', '/rest/api/3/issue/PRJ-1/worklog']].map(([m, p]) => id(jira, m!, p!)),
    ).toEqual(['getCurrentUser', 'searchProjects', 'getIssueWorklog', 'addWorklog']);
  });

  it('reports a missing security requirement, an unknown operation and a body where none is taken', () => {
    expect(harvest.checkRequest(request({ path: '/v2/users/me', headers: { authorization: 'Bearer t' } })).errors).toEqual([
      'no security requirement is met (BearerAuth+AccountAuth)',
    ]);
    expect(harvest.checkRequest(request({ path: '/v2/time_entries/1/approve', headers: harvestHeaders })).errors).toEqual([
      'GET /v2/time_entries/1/approve is not an operation of Harvest API v2',
    ]);
    expect(harvest.checkRequest(request({ path: '/v2/users/me', headers: harvestHeaders, body: { a: 1 } })).errors).toEqual([
      'GET /users/me takes no body',
    ]);
  });

  it('reports wrong types, formats, missing and undeclared body properties, and undeclared query parameters', () => {
    expect(harvest.checkRequest(harvestPost({ task_id: '1', spent_date: 'today', hours: 1, minutes: 60 })).errors).toEqual([
      "body must have required property 'project_id'",
      'body must NOT have additional properties: minutes',
      'body/task_id must be integer',
      'body/spent_date must match format "date"',
    ]);
    const listing = request({ path: '/v2/time_entries', headers: harvestHeaders, query: new URLSearchParams('external_reference=x&page=two') });
    expect(harvest.checkRequest(listing).errors).toEqual(['query parameter page must be integer', 'query parameter external_reference is not declared by listTimeEntries']);
  });

  it('reports a required header declared through a $ref, and path parameters of the wrong format', () => {
    const check = xero.checkRequest(
      request({ method: 'POST', path: '/projects.xro/2.0/Projects/not-a-uuid/Time', headers: { authorization: 'Bearer t' }, contentType: 'application/json',
        body: { userId: 'b021e7cb-1903-4292-b48b-5b27b4271e3e', taskId: 'b021e7cb-1903-4292-b48b-5b27b4271e3e', dateUtc: '2024-03-04T08:30:00Z', duration: 90 } }),
    );
    expect(check.errors).toEqual(['header parameter Xero-Tenant-Id is required', 'path parameter projectId must match format "uuid"']);
  });

  it('checks answers against the documented response, and lets undocumented error statuses pass', () => {
    const named = { id: 1, name: 'Ann Admin' };
    const entry = { id: 12, spent_date: '2024-03-04', user: named, project: named, task: named, hours: 1, is_running: false };
    expect(harvest.checkResponse('POST', '/v2/time_entries', 201, { ...entry, id: '12' })).toEqual(['HTTP 201 answer/id must be integer']);
    expect(harvest.checkResponse('POST', '/v2/time_entries', 201, entry)).toEqual([]);
    expect(jira.checkResponse('POST', '/rest/api/3/issue/PRJ-1/worklog', 200, { id: '1' })).toEqual(['addWorklog does not document HTTP 200']);
    expect(jira.checkResponse('POST', '/rest/api/3/issue/PRJ-1/worklog', 429, { anything: true })).toEqual([]);
  });
});
