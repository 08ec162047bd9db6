import { z } from 'zod';
import { CALENDAR_SYSTEMS } from '../../../domain/push/systems.js';

/** What a person grants: reading their calendar, or their sent mail too. */
export const grantScope = z
  .enum(['calendar', 'email'])
  .default('calendar')
  .describe('What the grant reads: calendar (the calendars the person chooses), or email: those and the sent mail (read while the detections chapter has email on).');

export const googleApiInput = z
  .strictObject({ enabled: z.boolean().describe('true: answers the Google sign-in URL to send the person to; false: revokes the grant.'), scope: grantScope });

export const grantReturn = z.strictObject({ code: z.string().min(1).max(4096), state: z.string().min(1).max(512) }).meta({ id: 'CalendarGrantReturn' });

export const calendarSystem = z.enum(CALENDAR_SYSTEMS);

const calendar = z
  .object({ id: z.string(), name: z.string(), primary: z.boolean().describe("The person's default calendar."), chosen: z.boolean().describe('Its appointments are read.') })
  .meta({ id: 'PersonCalendar' });

export const calendarsAnswer = z.object({ data: z.array(calendar) }).meta({ id: 'PersonCalendars' });

export const chooseCalendarsInput = z
  .strictObject({
    calendar_ids: z
      .array(z.string().min(1).max(1024))
      .max(100)
      .optional()
      .describe('Reads exactly these calendars from now on; without it the calendars are only listed.'),
  })
  .optional();

export const revoked = z.object({ data: z.object({ revoked: z.literal(true) }) });
