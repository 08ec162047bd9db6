import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { PaymentProvider } from '../billing/provider.js';
import type { RoutePlanner } from '../travel/route.js';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { isDatabaseShutdown } from '../db/shutdown.js';
import { buildApp, type AppOptions } from '../api/app.js';
import type { Dependencies } from '../api/dependencies.js';
import { contactDecider } from '../domain/contacts/index.js';
import { appointmentDecider } from '../domain/appointments/index.js';
import { dayDecider } from '../domain/days/index.js';
import { dimensionDecider } from '../domain/dimensions/index.js';
import { preferenceDecider } from '../domain/preferences/index.js';
import { pushDecider } from '../domain/push/index.js';
import { tagDecider } from '../domain/tags/index.js';
import { CommandHandler } from '../eventstore/command-handler.js';
import type { EventStore } from '../eventstore/port.js';
import { PostgresEventStore } from '../eventstore/postgres/postgres-event-store.js';
import { CredentialsCipher, synchronizeAll } from '../integrations/connections/index.js';
import { refreshingClients, type OAuthSettings } from '../integrations/oauth/index.js';
import { RelyingParty, type SignOnSettings } from '../identity/sign-on/index.js';
import { pushProcess, PushWorker, schedulePushes, type PushWorkerSettings } from '../integrations/push/index.js';
import { projections } from '../projections/index.js';
import { LogReads } from '../projections/log-reads.js';
import { ProjectionRunner } from '../projections/runner.js';
import { retagProcess } from '../projections/tags/retag-process.js';
import { TagIndex } from '../projections/tags/tag-index.js';
import { localMailer, type Mailer } from '../mail/index.js';
import { CondenseScheduler, CondenseWaits } from '../detection/condense/schedule.js';
import { startJobs, type JobSettings } from '../jobs/runner.js';
import { applyCalendarChanges } from '../calendar/apply.js';
import type { CalendarChanges } from '../calendar/event.js';
import type { CalendarReaderOptions } from '../calendar/sources/reader.js';
import { portalJobs } from '../jobs/tasks.js';
import { folderFileStore, type FileStore } from '../files/store.js';

/** The read models re-tagging queries (tags, activities by reference). */
const RETAG_READS: ReadonlySet<string> = new Set(['tags', 'day-flow']);

export interface PortalOptions {
  databaseUrl: string;
  logger: FastifyBaseLogger | false;
  secureCookies?: boolean;
  /** Plans, the trial and subscriptions apply (PLANS); off when absent. */
  plans?: boolean;
  /** Options of the API app (trusted proxies, login limits). */
  app?: Omit<AppOptions, 'logger'>;
  /** Another event store (KurrentDB); the PostgreSQL one in the same database otherwise. */
  eventStore?: EventStore;
  clock?: () => Date;
  poolSize?: number;
  /** Where mails go (SMTP, or the log and a folder); to the log only when absent (tests that read no mail). */
  mail?: Mailer;
  /** 32 bytes that encrypt connection credentials and two-factor secrets (CREDENTIALS_KEY); a throw-away key when absent (tests). */
  credentialsKey?: Buffer;
  integrations?: {
    /**
     * This process's push worker: its limits, vendor timeout (also the API's vendor calls), backoff and polling.
     * Concurrency 0 leaves the pushing to the other processes on the database.
     */
    worker?: PushWorkerSettings;
    /** Connections may name a vendor base URL (local contract servers in tests). */
    allowBaseUrl?: boolean;
    /** Cron expression of the nightly retry and synchronization (default 02:30). */
    nightly?: string;
    /** PUBLIC_URL and the OAuth apps per vendor (tests: the contract servers' endpoints). */
    oauth?: OAuthSettings;
    /** How the background reads of calendars, sent mail and documents page (tests: small pages); each vendor's default when absent. */
    reader?: CalendarReaderOptions;
  };
  /** PUBLIC_URL and our apps at Google and Microsoft (tests: a provider of their own on this machine). */
  signOn?: SignOnSettings;
  /** The routing service that proposes appointments' travel (ROUTING_URL); travel is entered by hand without it. */
  routes?: RoutePlanner;
  /** The payment provider (STRIPE_SECRET_KEY with PLANS on; tests: the local Stripe server); billing is off without it. */
  billing?: PaymentProvider;
  /** Where uploaded and generated files go (FILES_DIR); a fresh temporary folder when absent (tests). */
  files?: FileStore;
  /** Background jobs (graphile-worker): how this process takes part in running them. */
  jobs?: JobSettings;
  /** Turning detections into activity (docs/detection.md, "The condenser"). */
  detection?: {
    /** Milliseconds condensing waits after a heartbeat, so that a stream of heartbeats condenses once per this (default 1000). */
    condenseDelayMs?: number;
    /** Seconds without anything received from a device after which what it sent counts as complete (default 300). */
    quietAfterSeconds?: number;
  };
}

export interface Portal {
  readonly app: FastifyInstance;
  readonly deps: Dependencies;
  close(): Promise<void>;
}

/**
 * The composition root: database pool, event store, projection runner, command handlers and the API, the push of
 * published hours (its process manager's runner, the worker, the nightly schedule), and the background jobs
 * (condensing detections, their retention).
 */
export async function openPortal(options: PortalOptions): Promise<Portal> {
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 30 });
  // The background loops' logger (projections, pushes, jobs, the tag index). Once the portal stops or its database
  // shuts down (Ctrl-C in npm start's terminal reaches the embedded PostgreSQL too), what fails in them is the
  // stopping itself, not worth a trace: from then on they tell only what is fatal.
  const logger = options.logger ? options.logger.child({}) : undefined;
  let stopping = false;
  const quieten = () => {
    stopping = true;
    if (logger) logger.level = 'fatal';
  };
  const lost = (message: string) => (error: Error) => {
    if (isDatabaseShutdown(error)) quieten();
    if (stopping) logger?.debug({ err: error }, `${message} while stopping`);
    else logger?.warn({ err: error }, message);
  };
  // An idle connection the server dropped (restart, failover): the pool replaces it on the next checkout.
  pool.on('error', lost('idle database connection lost'));
  // A connection in use that the server drops fails its query; its own error event must not end the process.
  pool.on('connect', (client) => client.on('error', lost('database connection lost')));
  let store = options.eventStore;
  if (!store) {
    const postgresStore = new PostgresEventStore(pool);
    await postgresStore.listen(options.databaseUrl);
    store = postgresStore;
  }
  // The read models', the push's and re-tagging's runners read the log's head together (projections/log-reads.ts).
  const reads = new LogReads(store);
  const runner = new ProjectionRunner(pool, store, projections, { logger, reads });
  const cipher = new CredentialsCipher(options.credentialsKey ?? randomBytes(32));
  const clock = options.clock ?? (() => new Date());
  const oauth = options.integrations?.oauth ?? { publicUrl: 'http://127.0.0.1:3000', clients: {} };
  const timeoutMs = options.integrations?.worker?.timeoutMs ?? 30_000;
  const refresh = { pool, cipher, oauth, timeoutMs };
  const pushes = new CommandHandler(store, pushDecider);
  const worker = new PushWorker({
    pool,
    pushes,
    cipher,
    // Clients refresh OAuth access tokens before a call that needs it (integrations/oauth).
    clientFor: refreshingClients(refresh, logger),
    ...(logger ? { logger } : {}),
    ...options.integrations?.worker,
  });
  // The push process manager reads published days with a checkpoint of its own, beside the read models.
  const pushRunner = new ProjectionRunner(pool, store, [pushProcess(store, () => worker.wake())], { logger, reads });
  const schedule = schedulePushes({
    pool,
    pushes,
    onRetried: () => worker.wake(),
    synchronize: async () => void (await synchronizeAll(refresh, { timeoutMs, now: clock, ...(logger ? { logger } : {}) })),
    ...(logger ? { logger } : {}),
    ...(options.integrations?.nightly ? { nightly: options.integrations.nightly } : {}),
  });
  const days = new CommandHandler(store, dayDecider);
  const appointments = new CommandHandler(store, appointmentDecider);
  const quietAfterSeconds = options.detection?.quietAfterSeconds ?? 300;
  const tagIndex = new TagIndex(pool, { ...(logger ? { logger } : {}) });
  const condenseWaits = new CondenseWaits();
  const files = options.files ?? folderFileStore(mkdtempSync(path.join(os.tmpdir(), 'tally-files-')));
  const contacts = new CommandHandler(store, contactDecider);
  const tags = new CommandHandler(store, tagDecider);
  // A person's Microsoft 365 and Google calendars become their appointments (calendar/apply.ts).
  const calendars = {
    cipher,
    refresh,
    apply: async (person: { client_id: string; user_id: string }, changes: CalendarChanges) => void (await applyCalendarChanges({ pool, appointments, days, tagIndex, clock }, person, changes)),
    ...(options.integrations?.reader ? { reader: options.integrations.reader } : {}),
  };
  const mail = options.mail ?? localMailer({ from: 'Tally <tally@localhost>', logger });
  const jobs = await startJobs({
    pool,
    ...portalJobs({ pool, days, appointments, tagIndex, clock, quietAfterSeconds, condenseWaits, calendars, files, contacts, tags, mail, publicUrl: oauth.publicUrl, feeds: { internalAddresses: options.integrations?.allowBaseUrl ?? false } }),
    logger,
    settings: options.jobs,
  });
  // Exports and imports whose run died with a process are taken up now rather than at the next minute's sweep.
  await jobs.add('export-sweep', {});
  await jobs.add('contact-import-sweep', {});
  const deps: Dependencies = {
    pool,
    store,
    runner,
    contacts,
    days,
    appointments,
    dimensions: new CommandHandler(store, dimensionDecider),
    preferences: new CommandHandler(store, preferenceDecider),
    tags,
    tagIndex,
    clock,
    files,
    jobs: jobs.add,
    condensing: new CondenseScheduler(jobs.addJobs, options.detection?.condenseDelayMs ?? 1000, condenseWaits, logger),
    secureCookies: options.secureCookies ?? false,
    plans: options.plans ?? false,
    mail,
    integrations: {
      cipher,
      pushes,
      wakeWorker: () => worker.wake(),
      allowBaseUrl: options.integrations?.allowBaseUrl ?? false,
      timeoutMs,
      oauth,
    },
    signOn: new RelyingParty(options.signOn ?? { publicUrl: 'http://127.0.0.1:3000', providers: {} }),
    ...(options.routes ? { routes: options.routes } : {}),
    ...(options.billing ? { billing: options.billing } : {}),
  };
  // Re-tagging reads tag changes (and registrations) with a checkpoint of its own, once the read models it queries passed them.
  const retagRunner = new ProjectionRunner(
    pool,
    store,
    [retagProcess({ pool, days, tagIndex, readModelsPassed: (position) => runner.waitFor(position, 10_000, (projection) => RETAG_READS.has(projection.name)) })],
    { logger, reads },
  );
  const app = await buildApp(deps, { ...options.app, logger: options.logger });
  runner.start();
  retagRunner.start();
  deps.tagIndex.start();
  pushRunner.start();
  worker.start();
  return {
    app,
    deps,
    async close() {
      quieten();
      await app.close();
      await deps.condensing.stop();
      await jobs.stop();
      await schedule.stop();
      await worker.stop();
      await pushRunner.stop();
      await retagRunner.stop();
      await runner.stop();
      await deps.tagIndex.stop();
      await store.close();
      await pool.end();
    },
  };
}
