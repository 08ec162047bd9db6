import { dayAt, nextDayStart, type DayCommand, type DayOwner, type DayRef, type Source } from '../days/index.js';
import { nameBasedUuid } from '../shared/name-uuid.js';
import { referenceKey, referencesOf, referencesOfAddresses, type Reference } from '../tags/index.js';

/** What a Teams call record says about one of its participants' calls (integrations/microsoft/call-records.ts). */
export interface CallRecord {
  id: string;
  kind: 'peerToPeer' | 'groupCall';
  start: string;
  end: string;
  /** The other Teams participants' addresses, lower case. */
  addresses: readonly string[];
  /** Phone numbers that took part. */
  phones: readonly string[];
}

/**
 * A call between two is phone activity; a group call is a meeting, registered as the appointment source type (the
 * contract has no meeting source), so the firm's appointment threshold applies to it as to a calendar meeting.
 */
const callSources: Record<CallRecord['kind'], Source> = {
  peerToPeer: { type: 'phone', identifier: 'teams', name: 'Teams' },
  groupCall: { type: 'appointment', identifier: 'teams', name: 'Teams meeting' },
};

type Registration = Extract<DayCommand, { type: 'RegisterActivity' }>['activity'];

/**
 * A call as activity of one participant on the day it started (cut at that day's end), under an id derived from
 * the person and the call record, so reading a record again never registers it twice. The other participants'
 * addresses (and domains) and phone numbers are its references; the first of each its context.
 */
export function callActivity(owner: DayOwner, call: CallRecord): { day: DayRef; activity: Registration; references: Reference[] } {
  const source = callSources[call.kind];
  const dayEnd = nextDayStart(call.start, owner.time_zone);
  const activity: Registration = {
    activity_id: nameBasedUuid(`teams-call:${owner.user_id}:${call.id}`),
    started_at: call.start,
    ended_at: Date.parse(call.end) > Date.parse(dayEnd) ? new Date(dayEnd).toISOString() : call.end,
    contact_id: null,
    partner_contact_id: null,
    internal: false,
    description: null,
    source,
    context: { ...(call.addresses[0] ? { email: call.addresses[0] } : {}), ...(call.phones[0] ? { number: call.phones[0] } : {}) },
  };
  const byPhone = call.phones.flatMap((number) => referencesOf({ source, context: { number } }));
  const once = new Map([...referencesOfAddresses(source, call.addresses), ...byPhone].map((reference) => [referenceKey(reference), reference]));
  return { day: dayAt(owner, call.start), activity, references: [...once.values()] };
}
