import { OpenApiContract } from '../contract.js';
import type { Json } from '../contract-schemas.js';

/**
 * Xero, the operations our client calls, as Xero documents them (developer.xero.com): the Projects API
 * (`/projects.xro/2.0`: projects, their users, tasks and time entries) and the Identity API's connections (the
 * organisations, "tenants", a token reaches). Every Projects call names its tenant in `Xero-Tenant-Id`; ids are
 * UUIDs; time is whole minutes, 1 to 59940 per entry; `Idempotency-Key` (at most 128 characters) makes a create
 * answer the first result again. Lists come as `{pagination, items}`. Accounting's contacts are called too but
 * are not described here (no document of Xero's was at hand to write them from); the fake serves them unchecked.
 */

const uuid = { type: 'string', format: 'uuid' };
const text = { type: 'string' };
const dateTime = { type: 'string', format: 'date-time' };
const integer = { type: 'integer' };
const bearer = { BearerToken: { type: 'http', scheme: 'bearer' } };
/** Every Projects call names its organisation; declared once and referred to, as Xero's own documents do. */
const tenant = { $ref: '#/components/parameters/XeroTenantId' };
const projectId = { name: 'projectId', in: 'path', required: true, schema: uuid };
const paging = [
  { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1 } },
  { name: 'pageSize', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 500 } },
];
const answer = (schema: Json) => ({ content: { 'application/json': { schema } } });
/** Projects' validation answer: a message and the messages per field. */
const refused = answer({ type: 'object', properties: { message: text, modelState: { type: 'object' } } });
const page = (item: Json): Json => ({
  type: 'object',
  required: ['pagination', 'items'],
  properties: {
    pagination: {
      type: 'object',
      required: ['page', 'pageSize', 'pageCount', 'itemCount'],
      properties: { page: integer, pageSize: integer, pageCount: integer, itemCount: integer },
    },
    items: { type: 'array', items: item },
  },
});
const money = { type: 'object', properties: { currency: text, value: { type: 'number' } } };

const project = {
  type: 'object',
  required: ['projectId', 'name', 'status'],
  properties: { projectId: uuid, contactId: uuid, name: text, currencyCode: text, minutesLogged: integer, status: { enum: ['INPROGRESS', 'CLOSED'] } },
};
const projectUser = { type: 'object', required: ['userId', 'name'], properties: { userId: uuid, name: text, email: text } };
const task = {
  type: 'object',
  required: ['taskId', 'name', 'status'],
  properties: {
    taskId: uuid,
    projectId: uuid,
    name: text,
    rate: money,
    chargeType: { enum: ['TIME', 'FIXED', 'NON_CHARGEABLE'] },
    status: { enum: ['ACTIVE', 'INVOICED', 'LOCKED'] },
  },
};
const minutes = { type: 'integer', minimum: 1, maximum: 59_940 };
const timeEntry = {
  type: 'object',
  required: ['timeEntryId', 'userId', 'projectId', 'taskId', 'dateUtc', 'duration'],
  properties: {
    timeEntryId: uuid,
    userId: uuid,
    projectId: uuid,
    taskId: uuid,
    dateUtc: dateTime,
    dateEnteredUtc: dateTime,
    duration: minutes,
    description: text,
    status: { enum: ['ACTIVE', 'LOCKED', 'INVOICED'] },
  },
};

export const xeroProjectsDocument: Json = {
  openapi: '3.0.3',
  info: { title: 'Xero Projects API', version: '2.0' },
  servers: [{ url: 'https://api.xero.com/projects.xro/2.0' }],
  security: [{ BearerToken: [] }],
  components: {
    securitySchemes: bearer,
    parameters: { XeroTenantId: { name: 'Xero-Tenant-Id', in: 'header', required: true, schema: uuid } },
  },
  paths: {
    '/Projects': {
      get: {
        operationId: 'getProjects',
        parameters: [
          tenant,
          { name: 'projectIds', in: 'query', schema: { type: 'array', items: uuid } },
          { name: 'contactID', in: 'query', schema: uuid },
          { name: 'states', in: 'query', schema: { enum: ['INPROGRESS', 'CLOSED'] } },
          ...paging,
        ],
        responses: { 200: answer(page(project)), 400: refused },
      },
    },
    '/ProjectsUsers': {
      get: { operationId: 'getProjectUsers', parameters: [tenant, ...paging], responses: { 200: answer(page(projectUser)), 400: refused } },
    },
    '/Projects/{projectId}/Tasks': {
      get: {
        operationId: 'getTasks',
        parameters: [tenant, projectId, ...paging, { name: 'taskIds', in: 'query', schema: text }, { name: 'chargeType', in: 'query', schema: task.properties.chargeType }],
        responses: { 200: answer(page(task)), 400: refused },
      },
    },
    '/Projects/{projectId}/Time': {
      get: {
        operationId: 'getTimeEntries',
        parameters: [
          tenant,
          projectId,
          ...['userId', 'taskId', 'invoiceId', 'contactId'].map((name) => ({ name, in: 'query', schema: uuid })),
          ...paging,
          { name: 'states', in: 'query', schema: { type: 'array', items: timeEntry.properties.status } },
          { name: 'isChargeable', in: 'query', schema: { type: 'boolean' } },
          { name: 'dateAfterUtc', in: 'query', schema: dateTime },
          { name: 'dateBeforeUtc', in: 'query', schema: dateTime },
        ],
        responses: { 200: answer(page(timeEntry)), 400: refused },
      },
      post: {
        operationId: 'createTimeEntry',
        parameters: [tenant, { name: 'Idempotency-Key', in: 'header', schema: { type: 'string', maxLength: 128 } }, projectId],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['userId', 'taskId', 'dateUtc', 'duration'],
                properties: { userId: uuid, taskId: uuid, dateUtc: dateTime, duration: minutes, description: text },
              },
            },
          },
        },
        responses: { 200: answer(timeEntry), 400: refused },
      },
    },
  },
};

const connection = {
  type: 'object',
  required: ['id', 'tenantId', 'tenantType', 'tenantName'],
  properties: { id: uuid, tenantId: uuid, authEventId: uuid, tenantType: text, tenantName: text, createdDateUtc: dateTime, updatedDateUtc: dateTime },
};

export const xeroIdentityDocument: Json = {
  openapi: '3.0.3',
  info: { title: 'Xero Identity API', version: '2.0' },
  servers: [{ url: 'https://api.xero.com' }],
  security: [{ BearerToken: [] }],
  components: { securitySchemes: bearer },
  paths: {
    '/Connections': {
      get: {
        operationId: 'getConnections',
        parameters: [{ name: 'authEventId', in: 'query', schema: uuid }],
        responses: { 200: answer({ type: 'array', items: connection }) },
      },
    },
  },
};

export const xeroProjectsContract = OpenApiContract.from(xeroProjectsDocument);
/** Xero documents `/Connections` and serves `/connections`. */
export const xeroIdentityOptions = { basePath: '', caseInsensitivePaths: true };
export const xeroIdentityContract = OpenApiContract.from(xeroIdentityDocument, xeroIdentityOptions);
