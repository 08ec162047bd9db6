import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import type { Appointment, AppointmentCommand, AppointmentEvent } from '../domain/appointments/index.js';
import type { ContactCommand, ContactEvent } from '../domain/contacts/index.js';
import type { ContactList } from '../domain/contacts/events.js';
import type { Day, DayCommand, DayEvent } from '../domain/days/index.js';
import type { DimensionCommand, DimensionEvent, DimensionStructure } from '../domain/dimensions/index.js';
import type { PreferenceBook, PreferenceCommand, PreferenceEvent } from '../domain/preferences/index.js';
import type { CommandHandler } from '../eventstore/command-handler.js';
import type { EventStore } from '../eventstore/port.js';
import type { ProjectionRunner } from '../projections/runner.js';
import type { CredentialsCipher } from '../integrations/connections/index.js';
import type { OAuthSettings } from '../integrations/oauth/index.js';
import type { Push, PushCommand, PushEvent } from '../domain/push/index.js';
import type { Tag, TagCommand, TagEvent } from '../domain/tags/index.js';
import type { TagIndex } from '../projections/tags/tag-index.js';
import type { Mailer } from '../mail/index.js';
import type { RelyingParty } from '../identity/sign-on/index.js';
import type { CondenseScheduler } from '../detection/condense/schedule.js';
import type { AddJobFunction } from 'graphile-worker';
import type { FileStore } from '../files/store.js';
import type { RoutePlanner } from '../travel/route.js';
import type { PaymentProvider } from '../billing/provider.js';

/** Everything routes need from the outside, handed in by the composition root (portal/portal.ts) or a test. */
export interface Dependencies {
  pool: pg.Pool;
  store: EventStore;
  runner: ProjectionRunner;
  contacts: CommandHandler<ContactList, ContactCommand, ContactEvent>;
  days: CommandHandler<Day, DayCommand, DayEvent>;
  /** The one writer of appointments in this process (calendar/appointments.ts). */
  appointments: CommandHandler<Appointment | null, AppointmentCommand, AppointmentEvent>;
  dimensions: CommandHandler<DimensionStructure, DimensionCommand, DimensionEvent>;
  preferences: CommandHandler<PreferenceBook, PreferenceCommand, PreferenceEvent>;
  tags: CommandHandler<Tag, TagCommand, TagEvent>;
  /** The firms' tags in memory, for registration to look an activity's tag up (projections/tags/tag-index.ts). */
  tagIndex: TagIndex;
  clock: () => Date;
  /** Uploaded and generated files (contact imports, exports). */
  files: FileStore;
  /** Adds a background job (exports, imports). */
  jobs: AddJobFunction;
  /** Schedules condensing a person's detections after the /api/0 calls took some. */
  condensing: CondenseScheduler;
  secureCookies: boolean;
  /**
   * Plans, the trial and subscriptions apply (PLANS=on): the trial header, plan history limits, people's
   * subscriptions. Off (a self-hosted install's default) none of them does and the subscription calls answer 412.
   */
  plans: boolean;
  /** Where mails go (mail/): SMTP_URL's server, else the log and the mail folder. */
  mail: Mailer;
  integrations: IntegrationDependencies;
  /** Signing in with Google and Microsoft (OpenID Connect): our apps there and PUBLIC_URL. */
  signOn: RelyingParty;
  /** The routing service that proposes appointments' travel (ROUTING_URL); absent, travel is entered by hand. */
  routes?: RoutePlanner;
  /** The payment provider (STRIPE_SECRET_KEY, with PLANS on); absent, billing is off and its calls answer 412. */
  billing?: PaymentProvider;
}

/** What the connection and sync-error calls need (portal/portal.ts builds it). */
interface IntegrationDependencies {
  /** CREDENTIALS_KEY's cipher: connection credentials, and people's two-factor secrets, at rest. */
  cipher: CredentialsCipher;
  pushes: CommandHandler<Push, PushCommand, PushEvent>;
  /** Tells the push worker that pushes may be due now (a retry). */
  wakeWorker: () => void;
  /** Tests point connections at local contract servers; never on in production (a base URL from a caller is SSRF). */
  allowBaseUrl: boolean;
  /** The request timeout of vendor calls made by the API (the connection check). */
  timeoutMs: number;
  /** PUBLIC_URL and our OAuth apps at the vendors. */
  oauth: OAuthSettings;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Dependencies;
  }
}

export const dependenciesPlugin = fp(
  async (app: FastifyInstance, deps: Dependencies) => {
    app.decorate('deps', deps);
  },
  { name: 'dependencies' },
);
