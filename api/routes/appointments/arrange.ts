import { NOBODY, type Arrangement, type Travel, type TravelLeg } from '../../../domain/appointments/index.js';
import { ApiError } from '../../errors/catalogue.js';
import type { z } from 'zod';
import type { appointmentChange } from './schemas.js';
import { say } from '../../../i18n/text.js';

type Change = z.output<typeof appointmentChange>;
type LegTarget = 'internal' | 'ignore' | string;

/** The arrangement a PUT names (a contact, internal or ignored: one), else the appointment's own. */
export function arrangementOf(change: Change, current: Arrangement): Arrangement {
  const named = [change.contact_id ? 'contact_id' : null, change.internal ? 'internal' : null, change.ignored ? 'ignored' : null].filter((field) => field !== null);
  if (named.length > 1) throw new ApiError('validation_failed', undefined, { [named[1]!]: [say('appointment_one_arrangement')] });
  if (named.length === 1) return { contact_id: change.contact_id ?? null, internal: change.internal === true, ignored: change.ignored === true };
  const cleared = change.contact_id === null || change.internal === false || change.ignored === false;
  return cleared ? NOBODY : current;
}

/** Travel out and back as a PUT leaves it: each field left out keeps what it was; a leg of 0 seconds is none. */
export function travelOf(change: Change, current: Travel, arrangement: Arrangement): Travel {
  const leg = (was: TravelLeg | null, location: string | null | undefined, duration: number | undefined, whose: LegTarget | null | undefined): TravelLeg | null => {
    const seconds = duration ?? was?.duration ?? 0;
    if (seconds === 0) return null;
    const target = whose === undefined || whose === null ? (was ?? arrangement) : legArrangement(whose);
    return { ...NOBODY, contact_id: target.contact_id, internal: target.internal, ignored: target.ignored, location: location === undefined ? (was?.location ?? null) : location, duration: seconds };
  };
  return {
    start: leg(current.start, change.travel_location_start, change.travel_duration_start, change.travel_contact_start),
    end: leg(current.end, change.travel_location_end, change.travel_duration_end, change.travel_contact_end),
  };
}

const legArrangement = (whose: LegTarget): Arrangement =>
  whose === 'internal' ? { ...NOBODY, internal: true } : whose === 'ignore' ? { ...NOBODY, ignored: true } : { ...NOBODY, contact_id: whose };

/** The travel legs' contacts, to check they are the firm's. */
export const legContacts = (travel: Travel) => [travel.start, travel.end].flatMap((leg) => (leg?.contact_id ? [leg.contact_id] : []));
