import type pg from 'pg';
import { visibleTo, type Viewer } from '../day-flow/queries.js';

/** A contact's figures as its resource answers them (docs/rules.md, Contacts). */
export interface ContactFigures {
  booked_hours: number;
  productivity: number | null;
  last_activity: string | null;
}

const NONE: ContactFigures = { booked_hours: 0, productivity: null, last_activity: null };

/**
 * The figures of some contacts, from the reports' pre-aggregated rows: booked and detected time over the twelve
 * months up to and including `today`'s, and the last date with activity, counting what the viewer sees (their own
 * time, and as a manager everyone's published time), like the reports.
 */
export async function contactFigures(db: pg.Pool, viewer: Viewer, contactIds: readonly string[], today: Date): Promise<Map<string, ContactFigures>> {
  const figures = new Map<string, ContactFigures>(contactIds.map((id) => [id, NONE]));
  if (contactIds.length === 0) return figures;
  const monthsParams: unknown[] = [contactIds, firstMonth(today)];
  const { rows: months } = await db.query<{ contact_id: string; booked: string; duration: string }>(
    `SELECT contact_id, sum(booked_duration) AS booked, sum(duration) AS duration FROM report_month_contacts
     WHERE contact_id = ANY($1::uuid[]) AND month >= $2::date AND ${visibleTo(viewer, monthsParams, 'published')} GROUP BY contact_id`,
    monthsParams,
  );
  const daysParams: unknown[] = [contactIds];
  const { rows: days } = await db.query<{ contact_id: string; last: string }>(
    `SELECT contact_id, to_char(max(date), 'YYYY-MM-DD') AS last FROM report_day_totals
     WHERE contact_id = ANY($1::uuid[]) AND ${visibleTo(viewer, daysParams, 'published')} GROUP BY contact_id`,
    daysParams,
  );
  for (const row of months) {
    const booked = Number(row.booked);
    const duration = Number(row.duration);
    figures.set(row.contact_id, { ...NONE, booked_hours: Math.round((booked / 3600) * 100) / 100, productivity: duration > 0 ? Math.round((booked / duration) * 1000) / 1000 : null });
  }
  for (const row of days) figures.set(row.contact_id, { ...(figures.get(row.contact_id) ?? NONE), last_activity: row.last });
  return figures;
}

/** The first day of the month eleven months before `today`'s: twelve months with this one. */
function firstMonth(today: Date): string {
  const month = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 11, 1));
  return month.toISOString().slice(0, 10);
}
