import { OpenApiContract } from '../contract.js';
import type { Json } from '../contract-schemas.js';

/**
 * Jira Cloud REST v3, the operations our client calls, as Atlassian documents them (developer.atlassian.com):
 * the token's user (`/myself`), project search, and an issue's worklogs (list, add). Reached through
 * `https://api.atlassian.com/ex/jira/{cloudId}` with a person's own OAuth 2.0 (3LO) Bearer token. A worklog takes
 * `started` and one of `timeSpentSeconds` / `timeSpent`; its comment is an Atlassian Document Format document;
 * worklog properties are key + any JSON value. Ids are strings; `startedAfter` / `startedBefore` are epoch
 * milliseconds. The enhanced JQL search and the accessible-resources call are not described here.
 */

const text = { type: 'string' };
const integer = { type: 'integer' };
const flag = { type: 'boolean' };
const dateTime = { type: 'string', format: 'date-time' };
const answer = (schema: Json) => ({ content: { 'application/json': { schema } } });
const startAt = { name: 'startAt', in: 'query', schema: { type: 'integer', minimum: 0 } };
const expand = { name: 'expand', in: 'query', schema: text };
const issue = { name: 'issueIdOrKey', in: 'path', required: true, schema: text };

const user = {
  type: 'object',
  required: ['accountId', 'displayName'],
  properties: {
    accountId: { type: 'string', maxLength: 128 },
    accountType: { enum: ['atlassian', 'app', 'customer', 'unknown'] },
    active: flag,
    displayName: text,
    emailAddress: text,
    timeZone: text,
    self: text,
  },
};
const project = {
  type: 'object',
  required: ['id', 'key', 'name'],
  properties: { id: text, key: text, name: text, archived: flag, projectTypeKey: text, self: text },
};
/** An Atlassian Document Format document: a `doc` node of version 1 holding block nodes. */
const adf = {
  type: 'object',
  required: ['type', 'version', 'content'],
  properties: { type: { enum: ['doc'] }, version: { enum: [1] }, content: { type: 'array', items: { type: 'object', required: ['type'] } } },
};
const property = { type: 'object', required: ['key', 'value'], properties: { key: { type: 'string', maxLength: 255 }, value: {} } };
const worklog = {
  type: 'object',
  required: ['id', 'issueId', 'author', 'started', 'timeSpentSeconds'],
  properties: {
    id: text,
    issueId: text,
    self: text,
    author: user,
    updateAuthor: user,
    comment: adf,
    started: dateTime,
    timeSpent: text,
    timeSpentSeconds: integer,
    created: dateTime,
    updated: dateTime,
    properties: { type: 'array', items: property },
  },
};

export const jiraDocument: Json = {
  openapi: '3.0.3',
  info: { title: 'Jira Cloud platform REST API v3', version: '3' },
  security: [{ OAuth2: [] }],
  components: { securitySchemes: { OAuth2: { type: 'http', scheme: 'bearer' } } },
  paths: {
    '/rest/api/3/myself': { get: { operationId: 'getCurrentUser', parameters: [expand], responses: { 200: answer(user) } } },
    '/rest/api/3/project/search': {
      get: {
        operationId: 'searchProjects',
        parameters: [
          startAt,
          { name: 'maxResults', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100 } },
          { name: 'orderBy', in: 'query', schema: text },
          { name: 'query', in: 'query', schema: text },
          { name: 'keys', in: 'query', schema: { type: 'array', items: text } },
          { name: 'status', in: 'query', schema: { type: 'array', items: { enum: ['live', 'archived', 'deleted'] } } },
          expand,
        ],
        responses: {
          200: answer({
            type: 'object',
            required: ['startAt', 'maxResults', 'total', 'isLast', 'values'],
            properties: { self: text, startAt: integer, maxResults: integer, total: integer, isLast: flag, values: { type: 'array', items: project } },
          }),
        },
      },
    },
    '/rest/api/3/issue/{issueIdOrKey}/worklog': {
      get: {
        operationId: 'getIssueWorklog',
        parameters: [
          issue,
          startAt,
          { name: 'maxResults', in: 'query', schema: { type: 'integer', minimum: 1 } },
          { name: 'startedAfter', in: 'query', schema: integer },
          { name: 'startedBefore', in: 'query', schema: integer },
          expand,
        ],
        responses: {
          200: answer({
            type: 'object',
            required: ['startAt', 'maxResults', 'total', 'worklogs'],
            properties: { startAt: integer, maxResults: integer, total: integer, worklogs: { type: 'array', items: worklog } },
          }),
        },
      },
      post: {
        operationId: 'addWorklog',
        parameters: [
          issue,
          { name: 'notifyUsers', in: 'query', schema: flag },
          { name: 'adjustEstimate', in: 'query', schema: { enum: ['new', 'leave', 'manual', 'auto'] } },
          { name: 'newEstimate', in: 'query', schema: text },
          { name: 'reduceBy', in: 'query', schema: text },
          expand,
        ],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['started'],
                // The time spent is given one way: seconds or Jira's duration text ("1h 30m").
                oneOf: [{ required: ['timeSpentSeconds'] }, { required: ['timeSpent'] }],
                additionalProperties: false,
                properties: {
                  started: dateTime,
                  timeSpentSeconds: integer,
                  timeSpent: text,
                  comment: adf,
                  properties: { type: 'array', items: property },
                  visibility: { type: 'object', required: ['type'], properties: { type: { enum: ['group', 'role'] }, value: text, identifier: text } },
                },
              },
            },
          },
        },
        responses: { 201: answer(worklog) },
      },
    },
  },
};

export const jiraContract = OpenApiContract.from(jiraDocument);
