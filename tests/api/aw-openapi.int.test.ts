import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../support/portal.js';

type Operation = { tags?: string[]; security?: Array<Record<string, string[]>>; responses: Record<string, { content?: { 'application/json'?: { schema: unknown } } }> };

let test: TestPortal;
let paths: Record<string, Record<string, Operation>>;
let schemas: Record<string, { properties?: Record<string, unknown> }>;
beforeAll(async () => {
  test = await startTestPortal();
  const doc = (await test.app.inject({ method: 'GET', url: '/docs/json' })).json();
  paths = doc.paths;
  schemas = doc.components.schemas;
});
afterAll(async () => test.close());

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

describe('the OpenAPI document of the detection calls', () => {
  it('documents every /api/0 call under the activitywatch tag, with a bearer token and errors in aw-server’s shape', () => {
    const calls = Object.entries(paths).flatMap(([path, operations]) => Object.entries(operations).map(([method, operation]) => ({ call: `${method.toUpperCase()} ${path}`, operation })));
    const activityWatch = calls.filter(({ call }) => call.includes(' /api/0/'));

    expect(activityWatch.map(({ call }) => call).sort()).toEqual([
      'DELETE /api/0/buckets/{bucket}',
      'DELETE /api/0/buckets/{bucket}/events/{event}',
      'GET /api/0/buckets/',
      'GET /api/0/buckets/{bucket}',
      'GET /api/0/buckets/{bucket}/events',
      'GET /api/0/buckets/{bucket}/events/count',
      'GET /api/0/buckets/{bucket}/events/{event}',
      'GET /api/0/info',
      'POST /api/0/buckets/{bucket}',
      'POST /api/0/buckets/{bucket}/events',
      'POST /api/0/buckets/{bucket}/heartbeat',
    ]);
    for (const { call, operation } of activityWatch) {
      expect(operation.tags, call).toEqual(['activitywatch']);
      expect(operation.security, call).toEqual([{ bearer: [] }]);
      for (const status of ['400', '401', '403', '404', '422', '503']) expect(operation.responses[status]?.content?.['application/json']?.schema, `${call} ${status}`).toEqual(ref('ActivityWatchError'));
    }
    expect(paths['/api/0/buckets/{bucket}/heartbeat']?.post?.responses['200']?.content?.['application/json']?.schema).toEqual(ref('ActivityWatchEvent'));
    expect(Object.keys(schemas.ActivityWatchEvent?.properties ?? {})).toEqual(['id', 'timestamp', 'duration', 'data']);
    expect(Object.keys(schemas.ActivityWatchError?.properties ?? {})).toEqual(['message']);
  });

  it('documents the token calls, and the reads a token may make as taking a session or a bearer token', () => {
    expect(Object.keys(paths['/v1/auth/tokens'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/v1/auth/tokens/{id}'] ?? {})).toEqual(['delete']);
    expect(paths['/v1/auth/tokens/transfer']?.post?.responses['201']?.content?.['application/json']?.schema).toMatchObject({ properties: { data: ref('NewApiToken') } });
    for (const [path, method] of [['/v1/days', 'get'], ['/v1/activities/{id}', 'get'], ['/v1/rpc/activities/overview', 'post'], ['/v1/rpc/reports/interval/users', 'post']] as const) {
      // With the session, a POST also needs the CSRF header; with a token, nothing else.
      expect(paths[path]?.[method]?.security, path).toEqual([method === 'post' ? { session: [], csrf: [] } : { session: [] }, { bearer: [] }]);
    }
  });
});
