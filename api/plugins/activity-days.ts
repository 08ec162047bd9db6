import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type pg from 'pg';
import type { DayEvent, DayRef } from '../../domain/days/index.js';

/** Activities whose day is remembered, at most; the least recently used are looked up again. */
const MAX_ACTIVITIES = 200_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Which day each activity belongs to, for commands on activities. */
    activityDays: ActivityDays;
  }
}

interface ActivityDay {
  day_id: string;
  user_id: string;
}

/**
 * Which day an activity belongs to: a command on an activity needs its day's stream, and an activity never
 * moves to another day. Registrations made through this process are remembered as they are appended, so a
 * command on an activity just registered needs neither a query nor the read models to have caught up; others
 * are looked up in the activities read model once, with the other activities of their days.
 */
class ActivityDays {
  private readonly known = new LRUCache<string, ActivityDay>({ max: MAX_ACTIVITIES });

  /** Remembers the activities a day command registered. */
  registered(day: DayRef | null, events: readonly DayEvent[]): void {
    if (!day) return;
    for (const event of events) if (event.type === 'ActivityRegistered') this.known.set(event.data.activity_id, { day_id: day.day_id, user_id: day.user_id });
  }

  /** The days of `ids` (those not found are absent). */
  async find(db: pg.Pool, ids: readonly string[]): Promise<Map<string, ActivityDay>> {
    const found = new Map<string, ActivityDay>();
    const missing: string[] = [];
    for (const id of ids) {
      const day = this.known.get(id);
      if (day) found.set(id, day);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    // The rest of those days too: whoever processes a day goes on with its other activities.
    const { rows } = await db.query<ActivityDay & { id: string }>(
      'SELECT id, day_id, user_id FROM activities WHERE day_id IN (SELECT day_id FROM activities WHERE id = ANY($1::uuid[]))',
      [missing],
    );
    for (const { id, day_id, user_id } of rows) this.known.set(id, { day_id, user_id });
    for (const id of missing) {
      const day = this.known.get(id);
      if (day) found.set(id, day);
    }
    return found;
  }
}

/** One ActivityDays per process, for the day commands (api/day-commands.ts). */
export const activityDaysPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('activityDays', new ActivityDays());
  },
  { name: 'activity-days' },
);
