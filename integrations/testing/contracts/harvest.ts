import { OpenApiContract } from '../contract.js';
import type { Json } from '../contract-schemas.js';

/**
 * Harvest API v2, the operations our client calls, as Harvest documents them (help.getharvest.com/api-v2):
 * every call carries a Bearer token and the `Harvest-Account-Id` header; ids are integers, dates `YYYY-MM-DD`,
 * time in decimal hours; lists come in numbered pages. Written by us, stricter than Harvest where a mistake would
 * pass unnoticed (our checker refuses query parameters and body properties not listed here). Answers list the
 * fields our client reads as required, so a fake that drops one is caught.
 */

const integer = { type: 'integer' };
const text = { type: 'string' };
const date = { type: 'string', format: 'date' };
const dateTime = { type: 'string', format: 'date-time' };
const flag = { type: 'boolean' };
const named = { type: 'object', required: ['id', 'name'], properties: { id: integer, name: text } };
const nullable = (schema: Json): Json => ({ ...schema, nullable: true });

const pageQuery: Json[] = [
  { name: 'is_active', in: 'query', schema: flag },
  { name: 'updated_since', in: 'query', schema: dateTime },
  { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1 } },
  { name: 'per_page', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 2000 } },
];

/** Harvest's page envelope around a list called `key`. */
const page = (key: string, item: Json): Json => ({
  type: 'object',
  required: [key, 'per_page', 'total_pages', 'total_entries', 'next_page', 'previous_page', 'page', 'links'],
  properties: {
    [key]: { type: 'array', items: item },
    per_page: integer,
    total_pages: integer,
    total_entries: integer,
    next_page: nullable(integer),
    previous_page: nullable(integer),
    page: integer,
    links: { type: 'object', required: ['first', 'last'], properties: { first: text, last: text, next: nullable(text), previous: nullable(text) } },
  },
});

const user = {
  type: 'object',
  required: ['id', 'first_name', 'last_name', 'email'],
  properties: { id: integer, first_name: text, last_name: text, email: { type: 'string', format: 'email' }, is_active: flag, timezone: text },
};
const client = { type: 'object', required: ['id', 'name', 'is_active'], properties: { id: integer, name: text, is_active: flag } };
const project = {
  type: 'object',
  required: ['id', 'name', 'is_active', 'client'],
  properties: { id: integer, name: text, code: nullable(text), is_active: flag, client: named },
};
const task = { type: 'object', required: ['id', 'name', 'is_active'], properties: { id: integer, name: text, is_active: flag } };
const taskAssignment = { type: 'object', required: ['id', 'is_active', 'task'], properties: { id: integer, is_active: flag, billable: flag, task: named } };
const externalReference = {
  type: 'object',
  properties: { id: nullable(text), group_id: nullable(text), account_id: nullable(text), permalink: nullable(text) },
};
const timeEntry = {
  type: 'object',
  required: ['id', 'spent_date', 'user', 'project', 'task', 'hours', 'is_running'],
  properties: {
    id: integer,
    spent_date: date,
    user: named,
    client: nullable(named),
    project: named,
    task: named,
    hours: { type: 'number', minimum: 0 },
    notes: nullable(text),
    is_running: flag,
    external_reference: nullable(externalReference),
    created_at: dateTime,
    updated_at: dateTime,
  },
};

/** 4xx answers: `{code, message}`, or OAuth's `{error, error_description}` for a refused token. */
const failure = { content: { 'application/json': { schema: { type: 'object', properties: { code: integer, message: text, error: text, error_description: text } } } } };
const answer = (schema: Json) => ({ content: { 'application/json': { schema } } });
const list = (operationId: string, key: string, item: Json, parameters: Json[] = pageQuery): Json => ({
  get: { operationId, parameters, responses: { 200: answer(page(key, item)), default: failure } },
});

export const harvestDocument: Json = {
  openapi: '3.0.3',
  info: { title: 'Harvest API v2', version: '2' },
  servers: [{ url: 'https://api.harvestapp.com/v2' }],
  security: [{ BearerAuth: [], AccountAuth: [] }],
  components: {
    securitySchemes: {
      BearerAuth: { type: 'http', scheme: 'bearer' },
      AccountAuth: { type: 'apiKey', in: 'header', name: 'Harvest-Account-Id' },
    },
  },
  paths: {
    '/users/me': { get: { operationId: 'retrieveTheCurrentlyAuthenticatedUser', responses: { 200: answer(user), default: failure } } },
    '/users': list('listUsers', 'users', user),
    '/clients': list('listClients', 'clients', client),
    '/projects': list('listProjects', 'projects', project, [...pageQuery, { name: 'client_id', in: 'query', schema: integer }]),
    '/tasks': list('listTasks', 'tasks', task),
    '/projects/{projectId}/task_assignments': list('listTaskAssignmentsForSpecificProject', 'task_assignments', taskAssignment, [
      { name: 'projectId', in: 'path', required: true, schema: { type: 'string', pattern: '^\\d+$' } },
      ...pageQuery,
    ]),
    '/time_entries': {
      get: {
        operationId: 'listTimeEntries',
        parameters: [
          ...['user_id', 'client_id', 'project_id', 'task_id'].map((name) => ({ name, in: 'query', schema: integer })),
          { name: 'external_reference_id', in: 'query', schema: text },
          { name: 'is_billed', in: 'query', schema: flag },
          { name: 'is_running', in: 'query', schema: flag },
          { name: 'from', in: 'query', schema: date },
          { name: 'to', in: 'query', schema: date },
          ...pageQuery.filter((p) => p.name !== 'is_active'),
        ],
        responses: { 200: answer(page('time_entries', timeEntry)), default: failure },
      },
      post: {
        operationId: 'createTimeEntry',
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['project_id', 'task_id', 'spent_date'],
                properties: {
                  user_id: integer,
                  project_id: integer,
                  task_id: integer,
                  spent_date: date,
                  // Without hours (or start and end times) Harvest starts a running timer.
                  hours: { type: 'number', minimum: 0, maximum: 24 },
                  started_time: text,
                  ended_time: text,
                  notes: nullable(text),
                  external_reference: externalReference,
                },
              },
            },
          },
        },
        responses: { 201: answer(timeEntry), default: failure },
      },
    },
  },
};

export const harvestContract = OpenApiContract.from(harvestDocument);
