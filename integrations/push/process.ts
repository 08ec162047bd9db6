import type pg from 'pg';
import { DAY_STREAM_PREFIX, dayDecider, type DayEvent } from '../../domain/days/index.js';
import { foldStream } from '../../domain/shared/decider.js';
import type { EventStore } from '../../eventstore/port.js';
import type { Projection } from '../../projections/projection.js';
import { findMappings } from '../connections/store.js';
import { onDayPublished, pushDecider, pushStream, type ConnectionSettings, type PushTarget, type VendorSystem } from '../../domain/push/index.js';
import { CommandHandler } from '../../eventstore/command-handler.js';
import { VENDOR_SYSTEMS } from '../../domain/push/systems.js';

/**
 * The adapter around the pure process manager, run as a checkpointed consumer of the event store (its own
 * ProjectionRunner): a DayPublished → the day as it was when published, the organisation's active targets and
 * their mappings → RequestPush commands on the push streams. A batch that fails is read again from the same
 * checkpoint; the requests it had already appended are then ignored by the decider (deterministic push ids).
 */
export function pushProcess(store: EventStore, onRequested: () => void): Projection<Extract<DayEvent, { type: 'DayPublished' }>> {
  const pushes = new CommandHandler(store, pushDecider, 5, 1000);
  return {
    name: 'push-process',
    streams: [DAY_STREAM_PREFIX],
    eventTypes: new Set(['DayPublished'] as const),
    tables: [],
    async apply(events, db) {
      let requested = 0;
      for (const event of events) {
        // The day as it was when published.
        const history = await store.readStream<DayEvent>(event.streamId);
        const day = foldStream(dayDecider, history.filter((e) => e.revision <= event.revision));
        if (!day.ref) continue;
        const targets = await activeTargets(db, day.ref.client_id, day.ref.user_id, [...day.activities.values()]);
        if (targets.length === 0) continue;
        const commands = onDayPublished(event, { day, targets });
        for (const { pushId, command } of commands) {
          const outcome = await pushes.handle(pushStream(pushId), command, { client_id: day.ref.client_id, user_id: null, request: null });
          requested += outcome.events.length;
        }
      }
      if (requested > 0) onRequested();
    },
  };
}

async function activeTargets(db: pg.ClientBase, clientId: string, userId: string, activities: ReadonlyArray<{ contact_id: string | null; booking: { project_id: string; subproject_id: string | null; working_code_id: string | null } | null }>): Promise<PushTarget[]> {
  const { rows } = await db.query<{ system: VendorSystem; user_id: string | null; settings: ConnectionSettings }>(
    // Only the systems hours are pushed to: a person's calendar grants are connections too.
    `SELECT system, user_id, settings FROM connections
     WHERE client_id = $1 AND status = 'active' AND (user_id IS NULL OR user_id = $2) AND system = ANY($3) ORDER BY system`,
    [clientId, userId, VENDOR_SYSTEMS],
  );
  const ids = [userId];
  for (const a of activities) {
    if (a.contact_id) ids.push(a.contact_id);
    if (a.booking) ids.push(...[a.booking.project_id, a.booking.subproject_id, a.booking.working_code_id].filter((id): id is string => id !== null));
  }
  const targets: PushTarget[] = [];
  for (const row of rows) targets.push({ system: row.system, connectionUser: row.user_id, mappings: await findMappings(db, clientId, row.system, ids), settings: row.settings });
  return targets;
}
