import { describe, expect, it } from 'vitest';
import type { ActivityRow } from './rows.js';
import { dayFiguresAndTotals } from './totals.js';

const CONTACT = '00000000-0000-4000-8000-000000000001';
const PROJECT = '00000000-0000-4000-8000-000000000002';

/** An activity row of one day, with only what the sums read set apart from the defaults. */
function row(fields: Partial<ActivityRow>): ActivityRow {
  return {
    id: crypto.randomUUID(), client_id: 'c', user_id: 'u', day_id: 'd', date: '2026-03-02', started_at: '', ended_at: '',
    original_duration: 0, corrected_duration: null, corrected_by_hand: false, duration: 0, published_duration: null,
    contact_id: null, partner_contact_id: null, internal: false, description: null, customfields: {}, source_type: 'browser',
    source_identifier: null, source_name: null, context: {}, status: 'open', ignored_by_threshold: false, project_id: null,
    subproject_id: null, working_code_id: null, removed: false, day_status: 'open', tag_source: null, tagged_by: null,
    created_at: '', updated_at: '', ...fields,
  };
}

describe("a day's figures and day totals from its rows in hand (a rebuild's bulk)", () => {
  it('sums the live rows per key as the SQL does: removed rows left out, booked and published counted as booked, no published duration as 0', () => {
    const { figures, totals } = dayFiguresAndTotals([
      row({ duration: 600, original_duration: 900, contact_id: CONTACT, project_id: PROJECT, status: 'booked' }),
      row({ duration: 300, original_duration: 300, contact_id: CONTACT, project_id: PROJECT, status: 'published', published_duration: 300 }),
      row({ duration: 120, original_duration: 120, status: 'ignored' }),
      row({ duration: 5000, original_duration: 5000, contact_id: CONTACT, project_id: PROJECT, status: 'booked', removed: true }),
    ]);
    expect(figures).toEqual({ duration: 1020, original_duration: 1320, time_booked: 900, time_unbooked: 120, activity_count: 3 });
    expect(totals).toEqual([
      expect.objectContaining({ contact_id: CONTACT, project_id: PROJECT, published: false, activity_count: 2, duration: 900, booked_duration: 900, published_duration: 300 }),
      expect.objectContaining({ contact_id: null, project_id: null, source_type: 'browser', activity_count: 1, duration: 120, booked_duration: 0, published_duration: 0 }),
    ]);
  });

  it('has no totals and figures of zero for a day whose every activity was removed', () => {
    expect(dayFiguresAndTotals([row({ duration: 60, removed: true })])).toEqual({
      figures: { duration: 0, original_duration: 0, time_booked: 0, time_unbooked: 0, activity_count: 0 },
      totals: [],
    });
  });
});
