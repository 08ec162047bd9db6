import { sentMailActivity, type Mailbox } from '../../domain/detections/sent-mail.js';
import type { ContactBookings } from '../../projections/dimensions/contact-bookings.js';
import type { Person } from '../../detection/condense/read.js';
import { registerDetected, type Registrar, type Registration } from '../../detection/condense/register.js';
import type { SentMail } from './reader.js';

/**
 * Registers a sent mail as email activity on the person's sending day (domain/detections/sent-mail.ts), tagged by
 * the tag its recipients' addresses or domains find; on a published day it is kept as detected after publishing.
 */
export async function registerSentMail(
  registrar: Registrar,
  person: Person,
  mailbox: Mailbox,
  mail: SentMail,
  context: { at: string; bookings: ContactBookings; ignoreThreshold: number },
): Promise<Registration> {
  const { day, activity, references } = sentMailActivity(person, { mailbox, ...mail });
  const tag = await registrar.tagIndex.decidingTagAmong(day, references);
  return registerDetected(registrar, day, activity, tag, { ...context, request: null });
}
