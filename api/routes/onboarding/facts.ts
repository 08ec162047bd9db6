import type pg from 'pg';
import { CALENDAR_SYSTEMS, VENDOR_SYSTEMS } from '../../../domain/push/systems.js';
import { DAYS_TO_UNLOCK_PROCESSING, type OnboardingFacts } from '../../../domain/onboarding/index.js';

/** ActivityWatch's bucket types of a desktop watcher (window, afk) and of a browser watcher (tabs). */
const DESKTOP_BUCKETS = ['currentwindow', 'afkstatus'];
const BROWSER_BUCKETS = ['web.tab.current'];

/**
 * What a person did, read from the portal's own state when their tasks are asked for, not projected from events:
 * detections, identity, invitations and connections are plain tables (state, not history), and the one fact that
 * comes from events, a published day, is in the days read model already. A projection of its own would keep a
 * second copy of each and a checkpoint for a list asked once a page load; these are a handful of indexed reads.
 */
export async function onboardingFacts(db: pg.Pool, person: { id: string; client_id: string; role: string }): Promise<OnboardingFacts> {
  const { rows } = await db.query<Omit<OnboardingFacts, 'isAdmin'>>(
    `SELECT
       (SELECT min(created_at) FROM detection_buckets WHERE user_id = $1 AND type = ANY($3) AND last_event_at IS NOT NULL) AS "desktopDetectorAt",
       (SELECT min(created_at) FROM detection_buckets WHERE user_id = $1 AND type = ANY($4) AND last_event_at IS NOT NULL) AS "browserDetectorAt",
       (SELECT min(at) FROM (
          SELECT created_at AS at FROM calendar_feeds WHERE user_id = $1
          UNION ALL SELECT created_at FROM connections WHERE user_id = $1 AND system = ANY($5) AND status = 'active') calendars) AS "calendarAt",
       (SELECT count(*)::int FROM days WHERE user_id = $1 AND status = 'published') AS "publishedDays",
       (SELECT min(published_at) FROM days WHERE user_id = $1 AND status = 'published') AS "firstPublishedAt",
       (SELECT published_at FROM days WHERE user_id = $1 AND status = 'published' ORDER BY published_at OFFSET $7 - 1 LIMIT 1) AS "processingUnlockedAt",
       (SELECT two_factor_confirmed_at FROM users WHERE id = $1) AS "twoFactorAt",
       (SELECT min(created_at) FROM account_links WHERE created_by = $1 AND purpose = 'invite') AS "firstInviteAt",
       (SELECT min(created_at) FROM connections WHERE client_id = $2 AND user_id IS NULL AND system = ANY($6) AND status = 'active') AS "connectedAt"`,
    [person.id, person.client_id, DESKTOP_BUCKETS, BROWSER_BUCKETS, CALENDAR_SYSTEMS, VENDOR_SYSTEMS, DAYS_TO_UNLOCK_PROCESSING],
  );
  return { ...rows[0]!, isAdmin: person.role === 'admin' };
}
