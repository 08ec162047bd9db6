import { liveActivities, type Day, type DayEvent } from '../days/index.js';
import type { PushCommand } from './commands.js';
import { pushIdFor } from './push-id.js';
import type { VendorSystem } from './systems.js';
import { missingMappingFailure, resolveTarget, type ConnectionSettings, type Mappings } from './target.js';

/** A target of the organisation's (or the user's own) active connections. */
export interface PushTarget {
  system: VendorSystem;
  connectionUser: string | null;
  mappings: Mappings;
  settings: ConnectionSettings;
}

export interface PublishedDayState {
  /** The day folded up to and including its DayPublished event. */
  day: Day;
  targets: readonly PushTarget[];
}

export interface PushRequestCommand {
  pushId: string;
  command: Extract<PushCommand, { type: 'RequestPush' }>;
}

/**
 * The push process manager, pure: a published day → one RequestPush per booked activity with a published
 * duration and per target. A missing mapping is not a crash: the request carries the failure, and the push
 * waits in the sync-error list until a person maps the id and retries.
 */
export function onDayPublished(event: DayEvent, state: PublishedDayState): PushRequestCommand[] {
  if (event.type !== 'DayPublished' || !state.day.ref) return [];
  const { day_id, client_id, user_id, date } = state.day.ref;
  const commands: PushRequestCommand[] = [];
  for (const activity of liveActivities(state.day)) {
    const published = event.data.durations[activity.id] ?? 0;
    if (!activity.booking || published <= 0) continue;
    const booked = {
      contact_id: activity.contact_id,
      project_id: activity.booking.project_id,
      subproject_id: activity.booking.subproject_id,
      working_code_id: activity.booking.working_code_id,
    };
    for (const target of state.targets) {
      const pushId = pushIdFor(activity.id, target.system);
      const resolved = resolveTarget(target.system, booked, user_id, target.mappings, target.settings);
      const description = activity.description ?? activity.context.title ?? activity.source.name ?? '';
      commands.push({
        pushId,
        command: {
          type: 'RequestPush',
          request: {
            push_id: pushId,
            activity_id: activity.id,
            day_id,
            client_id,
            user_id,
            date,
            system: target.system,
            connection_user: target.connectionUser,
            booked,
            published_duration: published,
            entry: {
              date,
              startedAt: activity.started_at,
              durationSeconds: published,
              description,
              ...(resolved.externalUserId ? { externalUserId: resolved.externalUserId } : {}),
              target: resolved.target,
            },
          },
          ...(resolved.missing.length > 0 ? { failure: missingMappingFailure(target.system, resolved.missing) } : {}),
          at: event.data.at,
        },
      });
    }
  }
  return commands;
}
