import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { CommandHandler } from '../../eventstore/command-handler.js';
import type { EventStore, GlobalPosition } from '../../eventstore/port.js';
import { PostgresEventStore } from '../../eventstore/postgres/postgres-event-store.js';
import type { Projection } from '../../projections/projection.js';
import { ProjectionRunner } from '../../projections/runner.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { projectThrough } from './visibility.js';
import { pushDecider, pushIdFor, pushStream, type Push, type PushCommand, type PushEvent, type PushFailure, type PushRequest, type VendorErrorKind, type VendorSystem } from '../../domain/push/index.js';
import { VendorError } from '../../integrations/vendor.js';

/** For push tests: a push of one activity, the failures vendors answer, pushes run through the decider into a test database. */

export const minute = (n: number) => new Date(Date.UTC(2026, 2, 2, 18, n)).toISOString();

export function pushRequest(clientId: string, overrides: Partial<PushRequest> = {}): PushRequest {
  const activityId = overrides.activity_id ?? randomUUID();
  const system: VendorSystem = overrides.system ?? 'harvest';
  const date = overrides.date ?? '2026-03-02';
  return {
    push_id: pushIdFor(activityId, system),
    activity_id: activityId,
    day_id: randomUUID(),
    client_id: clientId,
    user_id: randomUUID(),
    date,
    system,
    connection_user: null,
    booked: { contact_id: randomUUID(), project_id: randomUUID(), subproject_id: randomUUID(), working_code_id: null },
    published_duration: 5400,
    entry: { date, startedAt: `${date}T09:00:00.000Z`, durationSeconds: 5400, description: 'Design review', target: {} },
    ...overrides,
  };
}

/** What the worker records for a vendor error of this kind. */
export function failure(kind: VendorErrorKind, status: number | null = null): PushFailure {
  const error = new VendorError('harvest', kind, `HTTP ${status ?? 'none'}`, status === null ? {} : { status });
  return { kind, code: error.code, message: error.message, status };
}

/** Runs push commands against the real event store, as the process manager, the worker and the API do. */
class Pushes {
  readonly handler: CommandHandler<Push, PushCommand, PushEvent>;
  last: GlobalPosition | undefined;
  appended = 0;

  constructor(readonly store: EventStore) {
    this.handler = new CommandHandler(store, pushDecider);
  }

  async run(request: PushRequest, ...commands: PushCommand[]): Promise<void> {
    for (const command of commands) {
      const outcome = await this.handler.handle(pushStream(request.push_id), command, { client_id: request.client_id, user_id: null, request: null });
      this.last = outcome.position ?? this.last;
      this.appended += outcome.events.length;
    }
  }
}

export interface ProjectedPushes {
  db: TestDatabase;
  pushes: Pushes;
  runner: ProjectionRunner;
  /** Runs the commands and steps the projection past their events. */
  run(request: PushRequest, ...commands: PushCommand[]): Promise<void>;
  /** Steps the projection past `position` (events appended by other means than `run`). */
  projectThrough(position: GlobalPosition): Promise<void>;
}

/** A test file's own database, its pushes appended through the real event store, `projection` stepped on demand. */
export function projectedPushes(projection: Projection): ProjectedPushes {
  const context = {} as ProjectedPushes;
  beforeAll(async () => {
    context.db = await createTestDatabase();
    context.pushes = new Pushes(new PostgresEventStore(context.db.pool));
    context.runner = new ProjectionRunner(context.db.pool, context.pushes.store, []);
    context.projectThrough = (position) => projectThrough({ pool: context.db.pool, store: context.pushes.store, runner: context.runner }, projection, position);
    context.run = async (request, ...commands) => {
      await context.pushes.run(request, ...commands);
      if (context.pushes.last) await context.projectThrough(context.pushes.last);
    };
  });
  afterAll(async () => context.db.drop());
  return context;
}
