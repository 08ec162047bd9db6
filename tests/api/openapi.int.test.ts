import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../support/portal.js';

type Json = Record<string, unknown>;
interface Operation {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, { content?: Record<string, { schema: Json }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json> };
}

/** The calls of auth, users and contacts, and what each must declare besides its success answer. */
const CALLS: Array<{ path: string; method: string; public?: true; input?: 'body' | 'query'; id?: true }> = [
  { path: '/csrf-cookie', method: 'get', public: true },
  { path: '/auth/login', method: 'post', public: true, input: 'body' },
  { path: '/auth/logout', method: 'post', public: true },
  { path: '/v1/users/self', method: 'get' },
  { path: '/v1/users', method: 'get', input: 'query' },
  { path: '/v1/contacts', method: 'get', input: 'query' },
  { path: '/v1/contacts', method: 'post', input: 'body' },
  { path: '/v1/contacts/{id}', method: 'get', id: true },
  { path: '/v1/contacts/{id}', method: 'put', input: 'body', id: true },
  { path: '/v1/contacts/{id}', method: 'delete', input: 'query', id: true },
  { path: '/v1/contacts/{id}', method: 'patch', id: true },
];

/** Error answers a call can give, by what it is: maintenance always; CSRF on changes; session on private calls; input checks. */
function expectedErrors(call: (typeof CALLS)[number]): string[] {
  const statuses = ['503'];
  if (call.method !== 'get') statuses.push('419');
  if (!call.public) statuses.push('401', '403');
  if (call.input === 'body') statuses.push('400', '422');
  if (call.input === 'query' || call.id) statuses.push('422');
  if (call.id) statuses.push('404');
  return [...new Set(statuses)].sort();
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const jsonSchema = (operation: Operation | undefined, status: string) => operation?.responses[status]?.content?.['application/json']?.schema;

let test: TestPortal;
let doc: Document;
beforeAll(async () => {
  test = await startTestPortal();
  const response = await test.app.inject({ method: 'GET', url: '/docs/json' });
  expect(response.statusCode, response.body).toBe(200);
  doc = response.json();
});
afterAll(async () => test.close());

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    await expect(SwaggerParser.validate(structuredClone(doc) as unknown as Parameters<typeof SwaggerParser.validate>[0])).resolves.toBeDefined();
  });

  it('documents every auth, users and contacts call with its methods', () => {
    for (const call of CALLS) expect(doc.paths[call.path], call.path).toHaveProperty(call.method);
    expect(Object.keys(doc.paths['/v1/contacts/{id}'] ?? {}).sort()).toEqual(['delete', 'get', 'patch', 'put']);
    expect(Object.keys(doc.paths['/v1/contacts'] ?? {}).sort()).toEqual(['get', 'post']);
  });

  it('documents only calls the API has', () => {
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const method of Object.keys(operations)) {
        const route = { method: method.toUpperCase() as 'GET', url: path.replace(/\{(\w+)\}/g, ':$1') };
        expect(test.app.hasRoute(route), `${method} ${path}`).toBe(true);
      }
    }
  });

  it('declares the error answers of every call, each an Error by $ref', () => {
    for (const call of CALLS) {
      const operation = doc.paths[call.path]?.[call.method];
      const errors = Object.keys(operation?.responses ?? {}).filter((status) => Number(status) >= 400);
      expect(errors.sort(), `${call.method} ${call.path}`).toEqual(expect.arrayContaining(expectedErrors(call)));
      for (const status of errors) expect(jsonSchema(operation, status), `${call.method} ${call.path} ${status}`).toEqual(ref('Error'));
    }
  });

  it('defines Error and Contact once as components and refers to them', () => {
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

describe('the API documentation UI', () => {
  it('is served at /docs without signing in', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('Swagger UI');
  });
});
