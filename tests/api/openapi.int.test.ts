import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app.js';
import { catalogue, isErrorCode } from '../../api/errors/catalogue.js';
import { startTestPortal, type TestPortal } from '../support/portal.js';

type Json = Record<string, unknown>;
interface Operation {
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Json }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json> };
}

/**
 * The API: resource and rpc calls under /v1, sign-in under /auth, the CSRF cookie, and the ActivityWatch surface under
 * /api/0. Everything else is the UI or /docs. The ActivityWatch calls answer aw-server's shapes, not the catalogue's:
 * tests/api/aw-openapi.int.test.ts checks those.
 */
const API_PATH = /^\/(v1|auth|csrf-cookie|api\/0)(\/|$)/;
const answersTheCatalogue = (call: Call) => !call.path.startsWith('/api/0/');
const STATE_CHANGING = ['post', 'put', 'patch', 'delete'];
/** Calls this portal keeps only to refuse (systems it does not connect to); the document tags them. */
const UNAVAILABLE = 'unavailable';

interface Call {
  method: string;
  path: string;
  route: RouteOptions;
}
const name = (call: Call) => `${call.method} ${call.path}`;
/** A change a browser makes needs the CSRF header; one another server signs (the payment provider's webhook, `csrf: false`) does not. */
const needsCsrf = ({ method, route }: Call) => STATE_CHANGING.includes(method) && route.config?.csrf !== false;

/** Error answers a call gives by what it is: maintenance always; CSRF and an unreadable body on changes; session on private calls; input checks. */
function expectedErrors(call: Call): string[] {
  const { method, path, route } = call;
  const statuses = ['503'];
  if (needsCsrf(call)) statuses.push('419');
  if (STATE_CHANGING.includes(method)) statuses.push('400', '413', '415');
  if (!route.config?.public) statuses.push('401', '403');
  if (route.schema?.body) statuses.push('400', '422');
  if (route.schema?.querystring || path.includes('{')) statuses.push('422');
  if (path.includes('{')) statuses.push('404');
  return [...new Set(statuses)].sort();
}

const ref = (component: string) => ({ $ref: `#/components/schemas/${component}` });
const jsonSchema = (operation: Operation | undefined, status: string) => operation?.responses[status]?.content?.['application/json']?.schema;
const operationOf = (call: Pick<Call, 'method' | 'path'>) => doc.paths[call.path]?.[call.method];

/** Every object in a JSON tree, with where it is. */
function* objects(node: unknown, where: string): Generator<[Json, string]> {
  if (typeof node !== 'object' || node === null) return;
  if (!Array.isArray(node)) yield [node as Json, where];
  for (const [key, value] of Object.entries(node)) yield* objects(value, `${where}/${key}`);
}
const withoutDescriptions = (node: unknown): string => JSON.stringify(node, (key, value: unknown) => (key === 'description' ? undefined : value));

let test: TestPortal;
let app: FastifyInstance;
let doc: Document;
/** The app's API routes, as registered (HEAD routes are Fastify's copies of GET ones). */
const calls: Call[] = [];
beforeAll(async () => {
  test = await startTestPortal();
  // The portal's app once more, on the same dependencies, told of each route as it is registered.
  app = await buildApp(test.portal.deps, {
    logger: false,
    onRoute: (route) => {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD' || !API_PATH.test(route.url)) continue;
        calls.push({ method: method.toLowerCase(), path: route.url.replace(/:(\w+)/g, '{$1}'), route });
      }
    },
  });
  await app.ready();
  const response = await app.inject({ method: 'GET', url: '/docs/json' });
  expect(response.statusCode, response.body).toBe(200);
  doc = response.json();
});
afterAll(async () => {
  await app.close();
  await test.close();
});

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    await expect(SwaggerParser.validate(structuredClone(doc) as unknown as Parameters<typeof SwaggerParser.validate>[0])).resolves.toBeDefined();
  });

  it('refers only to components it defines', () => {
    const refs = [...objects(doc, '#')].flatMap(([node, where]) => (typeof node.$ref === 'string' ? [[node.$ref, where] as const] : []));
    expect(refs.length).toBeGreaterThan(100);
    for (const [target, where] of refs) expect(Object.keys(doc.components.schemas).map((component) => ref(component).$ref), where).toContain(target);
  });

  it("documents every API route of the app, and nothing else", () => {
    expect(calls.length).toBeGreaterThan(100);
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`));
    expect(documented.sort()).toEqual(calls.map(name).sort());
  });

  it('declares what every call answers when it succeeds: JSON with its schema, or 204 without a body', () => {
    for (const call of calls.filter(answersTheCatalogue)) {
      const operation = operationOf(call);
      const successes = Object.keys(operation?.responses ?? {}).filter((status) => status.startsWith('2'));
      if (operation?.tags?.includes(UNAVAILABLE)) {
        expect([successes, jsonSchema(operation, '422')], name(call)).toEqual([[], ref('Error')]);
        continue;
      }
      expect(successes, name(call)).not.toEqual([]);
      for (const status of successes) {
        if (status === '204') expect(operation?.responses[status]?.content, name(call)).toBeUndefined();
        else expect(Object.keys(jsonSchema(operation, status) ?? {}), `${name(call)} ${status}`).not.toEqual([]);
      }
    }
  });

  it('declares the error answers of every call by what it is, each an Error naming the codes it may carry', () => {
    for (const call of calls.filter(answersTheCatalogue)) {
      const operation = operationOf(call);
      const errors = Object.keys(operation?.responses ?? {}).filter((status) => Number(status) >= 400);
      expect(errors, name(call)).toEqual(expect.arrayContaining(expectedErrors(call)));
      for (const status of errors) {
        expect(jsonSchema(operation, status), `${name(call)} ${status}`).toEqual(ref('Error'));
        const codes = [...(operation?.responses[status]?.description ?? '').matchAll(/`(\w+)`/g)].map(([, code]) => code ?? '');
        expect(codes.length, `${name(call)} ${status}`).toBeGreaterThan(0);
        for (const code of codes) expect(isErrorCode(code) && catalogue[code].status, `${name(call)} ${status} ${code}`).toBe(Number(status));
      }
    }
  });

  it('declares no CSRF answer on reads, and the session only where a call needs one', () => {
    for (const call of calls.filter(answersTheCatalogue)) {
      const operation = operationOf(call);
      const schemes = Object.keys(operation?.security?.[0] ?? {}).sort();
      const expected = [...(call.route.config?.public ? [] : ['session']), ...(needsCsrf(call) ? ['csrf'] : [])].sort();
      expect(schemes, name(call)).toEqual(expected);
      if (call.method === 'get') expect(operation?.responses, name(call)).not.toHaveProperty('419');
    }
  });

  it('declares the refusals particular to a call', () => {
    const codes = (method: string, path: string, status: string) => operationOf({ method, path })?.responses[status]?.description ?? '';
    expect(codes('post', '/auth/login', '422')).toContain('`invalid_credentials`');
    expect(codes('post', '/auth/login', '429')).toContain('`too_many_attempts`');
    expect(codes('post', '/v1/contacts', '422')).toContain('`duplicate_contact_name`');
    expect(codes('post', '/v1/contacts', '409')).toContain('`concurrency_conflict`');
    expect(codes('post', '/v1/dimension_levels/{id}/dimensions', '422')).toContain('`duplicate_dimension_code`');
    expect(codes('post', '/v1/rpc/logs/assign-dimensions', '422')).toContain('`dimension_structure_invalid`');
    expect(codes('post', '/v1/rpc/days/publish', '409')).toContain('`day_published`');
    expect(codes('post', '/v1/rpc/days/publish', '422')).toContain('`publish`');
    expect(codes('put', '/v1/preferences/language', '422')).toContain('`no_preference_provided`');
    expect(codes('post', '/v1/rpc/services/crm/initiate', '502')).toContain('`unexpected_result`');
    expect(codes('post', '/v1/rpc/crm/external/sync', '429')).toContain('`cooldown_or_crm_sync_already`');
    expect(codes('put', '/v1/contacts/{id}/external-crm', '412')).toContain('`precondition_failed`');
    expect(codes('post', '/v1/rpc/services/crm/meta/divisions', '422')).toContain('`system_not_available`');
    expect(codes('put', '/v1/tags/{id}', '403')).toContain('`tag_locked`');
    expect(codes('delete', '/v1/tags/{id}', '409')).toContain('`tag_forced`');
    expect(codes('post', '/v1/tags', '409')).toContain('`tag_exists`');
    expect(codes('post', '/v1/rpc/tags/batch-edit', '403')).toContain('`forbidden`');
    expect(codes('post', '/v1/billing/webhooks', '400')).toContain('`bad_request`');
    expect(codes('post', '/v1/billing/webhooks', '419'), 'Stripe signs its calls instead').toBe('');
  });
});

describe('the components of the OpenAPI document', () => {
  it('names the resources of the spec once, and every call that answers one refers to it', () => {
    const answers: Array<[method: string, path: string, component: string]> = [
      ['get', '/v1/users/self', 'User'],
      ['get', '/v1/users', 'User'],
      ['get', '/v1/contacts', 'Contact'],
      ['get', '/v1/contacts', 'ListMeta'],
      ['get', '/v1/activities/{id}', 'Activity'],
      ['post', '/v1/rpc/activities/overview', 'ActivityCluster'],
      ['get', '/v1/days/{id}', 'Day'],
      ['get', '/v1/days/{id}/history', 'HistoryEntry'],
      ['get', '/v1/dimension_levels', 'DimensionLevel'],
      ['get', '/v1/dimension_levels/{level}/dimensions/{id}', 'Dimension'],
      ['put', '/v1/dimension_levels/{level}/templates/{id}', 'DimensionTemplate'],
      ['get', '/v1/preferences', 'PreferenceEntry'],
      ['post', '/v1/rpc/reports/interval/contacts', 'Report'],
      ['get', '/v1/sources', 'Source'],
      ['get', '/v1/sources/{id}', 'Source'],
      ['post', '/v1/rpc/activities/external-crm/errors', 'SyncError'],
      ['post', '/v1/rpc/days/external-crm/status', 'DaySyncStatus'],
      ['post', '/v1/rpc/services/ticket/status', 'ConnectionStatus'],
      ['put', '/v1/users/{id}/external-crm', 'ExternalCrmMapping'],
      ['get', '/v1/detectors', 'Detector'],
      ['get', '/v1/detectors/coverage', 'DetectionCoverage'],
      ['get', '/v1/tags', 'Tag'],
      ['put', '/v1/tags/{id}/personalize', 'Tag'],
      ['post', '/v1/rpc/tags/batch-edit', 'Tag'],
    ];
    for (const [method, path, component] of answers) {
      const success = jsonSchema(operationOf({ method, path }), method === 'post' && path === '/v1/contacts' ? '201' : '200');
      expect(JSON.stringify(success), `${method} ${path}`).toContain(JSON.stringify(ref(component)));
    }
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['Error', 'Pagination', 'ReportRow', 'ReportTotals', 'ExternalCrmReference']));
  });

  it('repeats no component inline, in a call or in another component', () => {
    const shapes = new Map(Object.entries(doc.components.schemas).map(([component, schema]) => [withoutDescriptions(schema), component]));
    const inline = [
      ...objects(doc.paths, '#/paths'),
      ...Object.entries(doc.components.schemas).flatMap(([component, schema]) => [...objects(schema, `#/components/schemas/${component}`)].slice(1)),
    ].flatMap(([node, where]) => (shapes.has(withoutDescriptions(node)) ? [`${where}: ${shapes.get(withoutDescriptions(node))}`] : []));
    expect(inline).toEqual([]);
  });

  it('lists only components the document refers to', () => {
    const referred = new Set(JSON.stringify(doc).match(/#\/components\/schemas\/\w+/g));
    for (const component of Object.keys(doc.components.schemas)) expect(referred, component).toContain(ref(component).$ref);
  });

  it('defines Error and Contact and refers to them from the contact calls', () => {
    expect(doc.components.schemas.Error).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['status', 'code', 'title', 'message', 'reference']),
    });
    expect(Object.keys(doc.components.schemas.Contact?.properties as Json)).toEqual(
      expect.arrayContaining(['id', 'name', 'code', 'type', 'status', 'is_deleted', 'deleted_at']),
    );
    const contacts = doc.paths['/v1/contacts'];
    const one = doc.paths['/v1/contacts/{id}'];
    for (const operation of [contacts?.post, one?.get, one?.put, one?.delete, one?.patch]) {
      const success = jsonSchema(operation, '201') ?? jsonSchema(operation, '200');
      expect(success).toMatchObject({ properties: { data: ref('Contact') } });
    }
    expect(JSON.stringify(jsonSchema(contacts?.get, '200'))).toContain(JSON.stringify(ref('Contact')));
    expect(contacts?.post?.requestBody?.content['application/json']?.schema).toEqual({ $ref: expect.stringMatching(/^#\/components\/schemas\/ContactFields/) });
  });

  it('describes the list filters and the id parameter', () => {
    const listParameters = (doc.paths['/v1/contacts']?.get?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    expect(listParameters).toEqual(expect.arrayContaining(['page', 'limit', 'sort', 'include', 'q', 'range', 'filter', 'name', 'code', 'type', 'status', 'created_at']));
    expect(doc.paths['/v1/contacts/{id}']?.get?.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'path', name: 'id' })]));
  });
});

/** The product contract's calls, normalised to our paths (docs/contract-calls.tsv). */
const CONTRACT_CALLS = fileURLToPath(new URL('../../docs/contract-calls.tsv', import.meta.url));

describe('the contract', () => {
  it('has each of its calls that the API answers documented at its own path', () => {
    const shape = (method: string, path: string) => `${method.toLowerCase()} ${path.replace(/\{\w+\}/g, '{}')}`;
    const documented = new Set(Object.entries(doc.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => shape(method, path))));
    const answered = new Set(calls.map((call) => shape(call.method, call.path)));
    const contract = readFileSync(CONTRACT_CALLS, 'utf8')
      .split('\n')
      .slice(1)
      .filter((line) => line.trim())
      .map((line) => line.split('\t'))
      .map(([, method = '', path = '']) => shape(method, path));
    const implemented = contract.filter((call) => answered.has(call));
    expect(implemented.length).toBeGreaterThan(80);
    expect(implemented.filter((call) => !documented.has(call))).toEqual([]);
  });
});

describe('the API documentation UI', () => {
  it('is served at /docs without signing in', async () => {
    const response = await app.inject({ method: 'GET', url: '/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('Swagger UI');
  });
});
