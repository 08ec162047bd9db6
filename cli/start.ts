import { openPortal } from '../portal/portal.js';
import { folderFileStore } from '../files/store.js';
import { createLogger, writeOut } from '../config/logger.js';
import { readSettings } from '../config/settings.js';
import { assertSupportedNode } from '../config/runtime.js';
import { openDatabase } from '../db/database.js';
import { resolveCredentialsKey } from '../integrations/connections/index.js';
import { localMailer, smtpMailer } from '../mail/index.js';
import { KurrentDbEventStore } from '../eventstore/kurrentdb/kurrentdb-event-store.js';
import { openRouteService } from '../travel/openrouteservice.js';
import { stripe } from '../billing/stripe.js';
import { startBanner } from './banner.js';
import { hasDemoFirm, isEmpty, seedDemo } from './demo/index.js';

/** `npm start`: the database (embedded unless DATABASE_URL), the projections and the API on PORT. */
assertSupportedNode();
const settings = readSettings();
const logger = createLogger(settings.logLevel, settings.logFormat);
const database = await openDatabase(settings, (message) => logger.info(message));
const eventStore =
  settings.eventStore === 'kurrentdb' && settings.kurrentdbUrl ? KurrentDbEventStore.connect(settings.kurrentdbUrl) : undefined;
const credentialsKey = resolveCredentialsKey({ configured: settings.credentialsKey, embeddedDataDir: settings.databaseUrl ? undefined : settings.embeddedDataDir, log: (m) => logger.info(m) });
const portal = await openPortal({
  databaseUrl: database.url,
  logger,
  secureCookies: settings.secureCookies,
  plans: settings.plans,
  app: { trustProxy: settings.trustProxy, logRequests: settings.logRequests },
  eventStore,
  credentialsKey,
  mail: settings.smtpUrl
    ? smtpMailer(settings.smtpUrl, settings.mailFrom)
    : localMailer({ from: settings.mailFrom, folder: settings.mailFolder, logger }),
  files: folderFileStore(settings.filesFolder),
  integrations: { oauth: { publicUrl: settings.publicUrl, clients: settings.oauthClients } },
  signOn: { publicUrl: settings.publicUrl, providers: settings.signOnClients },
  ...(settings.routing ? { routes: openRouteService(settings.routing) } : {}),
  ...(settings.billing ? { billing: stripe(settings.billing) } : {}),
});

// Ready for Ctrl-C before seeding and listening: a stop at any moment is an orderly one.
let stopping = false;
async function stop(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info(`Stopping (${signal})`);
  await portal.close();
  await database.stop();
  logger.info('Stopped');
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // A failure while stopping is logged and ends the process with an error, not as an unhandled rejection.
  process.on(signal, () => {
    stop(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, `${signal}: stopping failed`);
        process.exit(1);
      },
    );
  });
}

const seeded = settings.seedDemo && (await isEmpty(portal.deps.pool));
if (seeded) {
  logger.info('Creating the demo firm: users, contacts, projects and two weeks of activity (takes a few seconds)');
  await seedDemo(portal);
}

await portal.app.listen({ port: settings.port, host: settings.host });
const shownHost = settings.host === '0.0.0.0' || settings.host === '::' ? 'localhost' : settings.host;
const demo = seeded ? 'seeded' : (await hasDemoFirm(portal.deps.pool)) ? 'present' : 'absent';
writeOut(startBanner({ url: `http://${shownHost}:${settings.port}`, node: process.versions.node, demo }));
