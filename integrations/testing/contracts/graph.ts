import { OpenApiContract } from '../contract.js';
import type { Json } from '../contract-schemas.js';

/**
 * Microsoft Graph v1.0, the calendar and SharePoint operations our readers call, as Microsoft documents them
 * (learn.microsoft.com/graph/api/user-list-calendars, event-delta, delta-query-events): a person's calendars, and
 * the delta of a calendar view. The first delta request names the window (`startDateTime`, `endDateTime`); the
 * `@odata.nextLink` and `@odata.deltaLink` that follow carry Graph's state instead (`$skiptoken`, `$deltatoken`).
 * Collections answer `{value, @odata.nextLink}`; a removed event is `{id, @removed}`; errors `{error: {code, message}}`.
 */

const text = { type: 'string' };
const bearer = { BearerToken: { type: 'http', scheme: 'bearer' } };
const answer = (schema: Json) => ({ content: { 'application/json': { schema } } });
const graphError = answer({ type: 'object', required: ['error'], properties: { error: { type: 'object', required: ['code', 'message'], properties: { code: text, message: text } } } });
const dateTimeTimeZone = { type: 'object', required: ['dateTime', 'timeZone'], properties: { dateTime: text, timeZone: text } };
const emailAddress = { type: 'object', required: ['emailAddress'], properties: { emailAddress: { type: 'object', properties: { address: text, name: text } } } };

const calendar = { type: 'object', required: ['id', 'name'], properties: { id: text, name: text, isDefaultCalendar: { type: 'boolean' } } };
const event = {
  type: 'object',
  required: ['id', 'start', 'end'],
  properties: {
    id: text,
    subject: text,
    isAllDay: { type: 'boolean' },
    isCancelled: { type: 'boolean' },
    start: dateTimeTimeZone,
    end: dateTimeTimeZone,
    location: { type: 'object', properties: { displayName: text } },
    attendees: { type: 'array', items: emailAddress },
    organizer: emailAddress,
  },
};
const removed = { type: 'object', required: ['id', '@removed'], properties: { id: text, '@removed': { type: 'object', properties: { reason: text } } } };

const recipients = { type: 'array', items: emailAddress };
const message = {
  type: 'object',
  required: ['id'],
  properties: { id: text, sentDateTime: { type: 'string', format: 'date-time' }, subject: text, toRecipients: recipients, ccRecipients: recipients, bccRecipients: recipients, bodyPreview: text },
};
const identity = { type: 'object', properties: { id: text, displayName: { type: 'string', nullable: true }, tenantId: text, email: text } };
const identitySet = { type: 'object', properties: { user: identity, phone: identity, guest: identity, applicationInstance: identity } };
const callRecord = {
  type: 'object',
  required: ['id', 'type', 'startDateTime', 'endDateTime'],
  properties: {
    id: text,
    version: { type: 'integer' },
    type: { enum: ['unknown', 'groupCall', 'peerToPeer', 'unknownFutureValue'] },
    modalities: { type: 'array', items: { enum: ['audio', 'video', 'videoBasedScreenSharing', 'data', 'screenSharing', 'unknownFutureValue'] } },
    lastModifiedDateTime: { type: 'string', format: 'date-time' },
    startDateTime: { type: 'string', format: 'date-time' },
    endDateTime: { type: 'string', format: 'date-time' },
    joinWebUrl: { type: 'string', nullable: true },
    organizer: identitySet,
    participants: { type: 'array', items: identitySet },
  },
};
const user = { type: 'object', required: ['id'], properties: { id: text, mail: { type: 'string', nullable: true }, userPrincipalName: text } };
const collection = (item: Json) => answer({ type: 'object', required: ['value'], properties: { value: { type: 'array', items: item }, '@odata.nextLink': text } });
const site = { type: 'object', required: ['id'], properties: { id: text, name: text, displayName: text, webUrl: text } };
const drive = { type: 'object', required: ['id'], properties: { id: text, name: text, driveType: text, webUrl: text } };
const driveItem = {
  type: 'object',
  required: ['id', 'name'],
  properties: {
    id: text,
    name: text,
    webUrl: text,
    folder: { type: 'object', properties: { childCount: { type: 'integer' } } },
    file: { type: 'object', properties: { mimeType: text } },
    parentReference: { type: 'object', properties: { driveId: text, id: text, path: text } },
    lastModifiedDateTime: { type: 'string', format: 'date-time' },
    lastModifiedBy: identitySet,
    deleted: { type: 'object', properties: { state: text } },
  },
};
const listed = (operationId: string, path: string[], query: Json[] = []) => ({
  get: {
    operationId,
    parameters: [...path.map((name) => ({ name, in: 'path', required: true, schema: text })), ...query, { name: '$select', in: 'query', schema: text }, { name: '$skiptoken', in: 'query', schema: text }],
    responses: { 200: collection(operationId === 'sites.search' ? site : operationId === 'site.ListDrives' ? drive : driveItem), 400: graphError, 401: graphError, 404: graphError },
  },
});

const graphDocument: Json = {
  openapi: '3.0.3',
  info: { title: 'Microsoft Graph v1.0 (calendars)', version: '1.0' },
  servers: [{ url: 'https://graph.microsoft.com/v1.0' }],
  security: [{ BearerToken: [] }],
  components: { securitySchemes: bearer },
  paths: {
    // SharePoint (learn.microsoft.com/graph/api/site-search, drive-list, driveitem-list-children).
    '/sites': listed('sites.search', [], [{ name: 'search', in: 'query', required: true, schema: text }]),
    '/sites/{siteId}/drives': listed('site.ListDrives', ['siteId']),
    '/drives/{driveId}/root/children': listed('drive.root.ListChildren', ['driveId']),
    '/drives/{driveId}/items/{itemId}/children': listed('driveItem.ListChildren', ['driveId', 'itemId']),
    // learn.microsoft.com/graph/api/driveitem-delta: the first request names no state; the @odata.nextLink and the
    // round's final @odata.deltaLink carry it (`token`); a forgotten state answers 410 `resyncRequired`.
    '/drives/{driveId}/root/delta': {
      get: {
        operationId: 'drive.root.delta',
        parameters: [
          { name: 'driveId', in: 'path', required: true, schema: text },
          { name: 'token', in: 'query', schema: text },
        ],
        responses: {
          200: answer({ type: 'object', required: ['value'], properties: { value: { type: 'array', items: driveItem }, '@odata.nextLink': text, '@odata.deltaLink': text } }),
          400: graphError,
          401: graphError,
          404: graphError,
          410: graphError,
        },
      },
    },
    // learn.microsoft.com/graph/api/user-get (delegated): who the grant reads as.
    '/me': {
      get: {
        operationId: 'me.GetUser',
        parameters: [{ name: '$select', in: 'query', schema: text }],
        responses: { 200: answer(user), 401: graphError },
      },
    },
    '/me/calendars': {
      get: {
        operationId: 'user.ListCalendars',
        parameters: [
          { name: '$select', in: 'query', schema: text },
          { name: '$skiptoken', in: 'query', schema: text },
        ],
        responses: { 200: answer({ type: 'object', required: ['value'], properties: { value: { type: 'array', items: calendar }, '@odata.nextLink': text } }), 401: graphError },
      },
    },
    '/me/calendars/{calendarId}/calendarView/delta': {
      get: {
        operationId: 'calendar.calendarView.delta',
        parameters: [
          { name: 'calendarId', in: 'path', required: true, schema: text },
          { name: 'startDateTime', in: 'query', schema: { type: 'string', format: 'date-time' } },
          { name: 'endDateTime', in: 'query', schema: { type: 'string', format: 'date-time' } },
          { name: '$skiptoken', in: 'query', schema: text },
          { name: '$deltatoken', in: 'query', schema: text },
          { name: 'Prefer', in: 'header', schema: text },
        ],
        responses: {
          200: answer({
            type: 'object',
            required: ['value'],
            properties: { value: { type: 'array', items: { oneOf: [removed, event] } }, '@odata.nextLink': text, '@odata.deltaLink': text },
          }),
          400: graphError,
          401: graphError,
          410: graphError,
        },
      },
    },
    // learn.microsoft.com/graph/api/user-list-messages: a mail folder's messages, with OData's $select, $filter,
    // $orderby and $top; the @odata.nextLink carries $skip.
    '/me/mailFolders/{folderId}/messages': {
      get: {
        operationId: 'user.mailFolders.ListMessages',
        parameters: [
          { name: 'folderId', in: 'path', required: true, schema: text },
          { name: '$select', in: 'query', schema: text },
          { name: '$filter', in: 'query', schema: text },
          { name: '$orderby', in: 'query', schema: text },
          { name: '$top', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 1000 } },
          { name: '$skip', in: 'query', schema: { type: 'integer', minimum: 0 } },
        ],
        responses: { 200: answer({ type: 'object', required: ['value'], properties: { value: { type: 'array', items: message }, '@odata.nextLink': text } }), 400: graphError, 401: graphError },
      },
    },
    // learn.microsoft.com/graph/api/callrecords-cloudcommunications-list-callrecords (application CallRecords.Read.All):
    // $filter on startDateTime, paged by @odata.nextLink; $expand is not used (sessions are not needed).
    '/communications/callRecords': {
      get: {
        operationId: 'communications.ListCallRecords',
        parameters: [
          { name: '$filter', in: 'query', schema: text },
          { name: '$skiptoken', in: 'query', schema: text },
        ],
        responses: { 200: answer({ type: 'object', required: ['value'], properties: { value: { type: 'array', items: callRecord }, '@odata.nextLink': text } }), 400: graphError, 401: graphError, 403: graphError },
      },
    },
    // learn.microsoft.com/graph/api/user-get (application User.Read.All): a participant's address.
    '/users/{userId}': {
      get: {
        operationId: 'users.user.GetUser',
        parameters: [
          { name: 'userId', in: 'path', required: true, schema: text },
          { name: '$select', in: 'query', schema: text },
        ],
        responses: { 200: answer(user), 401: graphError, 404: graphError },
      },
    },
  },
};

export const graphContract = OpenApiContract.from(graphDocument);
