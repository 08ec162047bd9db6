import { OpenApiContract } from '../contract.js';
import type { Json } from '../contract-schemas.js';

/**
 * Google Calendar API v3, the operations our reader calls, as Google documents them
 * (developers.google.com/calendar/api/v3/reference/calendarList/list, events/list, and the guide "Synchronize
 * resources efficiently"): `syncToken` cannot be combined with `timeMin`/`timeMax` (400); an unknown or expired sync
 * token is 410 `fullSyncRequired`. Lists answer `{items, nextPageToken}`, an events list's last page `nextSyncToken`;
 * errors `{error: {code, message, errors: [{reason}]}}`.
 */

const text = { type: 'string' };
const bearer = { BearerToken: { type: 'http', scheme: 'bearer' } };
const answer = (schema: Json) => ({ content: { 'application/json': { schema } } });
const googleError = answer({
  type: 'object',
  required: ['error'],
  properties: { error: { type: 'object', required: ['code', 'message'], properties: { code: { type: 'integer' }, message: text, errors: { type: 'array', items: { type: 'object', properties: { reason: text, message: text } } } } } },
});
const when = { type: 'object', properties: { dateTime: { type: 'string', format: 'date-time' }, date: { type: 'string', format: 'date' }, timeZone: text } };
const event = {
  type: 'object',
  required: ['id'],
  properties: {
    id: text,
    status: { enum: ['confirmed', 'tentative', 'cancelled'] },
    summary: text,
    location: text,
    start: when,
    end: when,
    attendees: { type: 'array', items: { type: 'object', properties: { email: text, resource: { type: 'boolean' }, responseStatus: text } } },
    organizer: { type: 'object', properties: { email: text } },
  },
};
const calendarListEntry = { type: 'object', required: ['id'], properties: { id: text, summary: text, summaryOverride: text, primary: { type: 'boolean' }, timeZone: text } };

const googleCalendarDocument: Json = {
  openapi: '3.0.3',
  info: { title: 'Google Calendar API v3 (events and calendar list)', version: 'v3' },
  servers: [{ url: 'https://www.googleapis.com/calendar/v3' }],
  security: [{ BearerToken: [] }],
  components: { securitySchemes: bearer },
  paths: {
    '/users/me/calendarList': {
      get: {
        operationId: 'calendar.calendarList.list',
        parameters: [
          { name: 'pageToken', in: 'query', schema: text },
          { name: 'maxResults', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 250 } },
        ],
        responses: { 200: answer({ type: 'object', required: ['items'], properties: { items: { type: 'array', items: calendarListEntry }, nextPageToken: text } }), 401: googleError },
      },
    },
    '/calendars/{calendarId}/events': {
      get: {
        operationId: 'calendar.events.list',
        parameters: [
          { name: 'calendarId', in: 'path', required: true, schema: text },
          { name: 'singleEvents', in: 'query', schema: { type: 'boolean' } },
          { name: 'timeMin', in: 'query', schema: { type: 'string', format: 'date-time' } },
          { name: 'timeMax', in: 'query', schema: { type: 'string', format: 'date-time' } },
          { name: 'pageToken', in: 'query', schema: text },
          { name: 'syncToken', in: 'query', schema: text },
          { name: 'maxResults', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 2500 } },
        ],
        responses: {
          200: answer({ type: 'object', required: ['items'], properties: { timeZone: text, items: { type: 'array', items: event }, nextPageToken: text, nextSyncToken: text } }),
          400: googleError,
          401: googleError,
          410: googleError,
        },
      },
    },
  },
};

export const googleCalendarContract = OpenApiContract.from(googleCalendarDocument);
