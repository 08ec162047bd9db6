import { z } from 'zod';
import { optional } from '../answers.js';

/**
 * Microsoft Graph's call records, the part we use (learn.microsoft.com/graph/api/resources/callrecords-callrecord):
 * `type` groupCall or peerToPeer, `modalities`, `startDateTime` and `endDateTime`, and the participants as identity
 * sets: a Teams user is `{user: {id, displayName, tenantId}}` (an Entra object id, no address), a phone line
 * `{phone: {id: "+31…"}}`. A user's address comes from `/users/{id}` (`mail`, else `userPrincipalName`).
 */
const identity = optional(z.object({ id: optional(z.string()), displayName: optional(z.string()) }));
const identitySet = z.object({ user: identity, phone: identity });

const callRecord = z.object({
  id: z.string(),
  type: z.string(),
  modalities: optional(z.array(z.string())),
  startDateTime: z.iso.datetime({ offset: true }),
  endDateTime: z.iso.datetime({ offset: true }),
  organizer: optional(identitySet),
  participants: optional(z.array(identitySet)),
});

export const callAnswers = {
  callRecords: z.object({ value: z.array(callRecord), '@odata.nextLink': optional(z.string()) }),
  user: z.object({ id: z.string(), mail: optional(z.string()), userPrincipalName: optional(z.string()) }),
};

export type GraphCallRecord = z.output<typeof callRecord>;
