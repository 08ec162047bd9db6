import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The checkout's root folder: relative settings are resolved against it, not the working directory. */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The environment variable each setting is read from (README's Settings table): readSettings reads it, errors name it. */
const variables = z.registry<{ name: string }>();

/** The setting read from the environment variable `name`, with `schema`. */
function variable<S extends z.ZodType>(name: string, schema: S): S {
  // A copy of its own: a schema shared by two settings would otherwise carry one name for both.
  const own = schema.clone();
  variables.add(own, { name });
  return own;
}

/** Names proxy-addr knows for the loopback, link-local and private ranges. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY: unset (or 0) trusts no proxy, so that no client can choose its own address (for the login limits)
 * with an X-Forwarded-For header; a number trusts that many hops; else addresses, CIDR ranges or the names above,
 * separated by commas.
 */
function readTrustProxy(value: string | undefined, context: z.RefinementCtx): false | number | string[] {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return false;
  if (/^\d+$/.test(trimmed)) return Number(trimmed) || false;
  const proxies = trimmed.split(',').map((proxy) => proxy.trim());
  const wrong = proxies.find((proxy) => !isProxy(proxy));
  if (wrong !== undefined) context.addIssue({ code: 'custom', message: `must be a number of proxy hops, or addresses and CIDR ranges separated by commas; "${wrong}" is neither` });
  return proxies;
}

function isProxy(proxy: string): boolean {
  if (NAMED_RANGES.includes(proxy)) return true;
  const [address = '', prefix, ...rest] = proxy.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32));
}

const portNumber = 'must be a port number (0 to 65535)';
const port = z.coerce.number<string>(portNumber).int(portNumber).min(0, portNumber).max(65535, portNumber);
const flag = z.stringbool({ truthy: ['1', 'true', 'yes', 'on'], falsy: ['0', 'false', 'no', 'off'], error: 'must be true or false (1/0, yes/no, on/off)' });
const oneOf = <const T extends readonly [string, string, ...string[]]>(values: T) => z.enum(values, `must be ${values.slice(0, -1).join(', ')} or ${values.at(-1)}`);

/** One line per variable: how its value is read and its default. Settings derived from several come after. */
const environment = z.object({
  port: variable('PORT', port.default(3000)),
  host: variable('HOST', z.string().default('127.0.0.1')),
  /** A PostgreSQL server to use; without it the embedded PostgreSQL is started. */
  databaseUrl: variable('DATABASE_URL', z.string().optional()),
  embeddedDataDir: variable('EMBEDDED_PG_DATA_DIR', z.string().default('.data/postgres').transform((dir) => path.resolve(projectRoot, dir))),
  embeddedPort: variable('EMBEDDED_PG_PORT', port.default(54329)),
  eventStore: variable('EVENT_STORE', oneOf(['postgres', 'kurrentdb']).optional()),
  kurrentdbUrl: variable('KURRENTDB_URL', z.string().optional()),
  logLevel: variable('LOG_LEVEL', oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  /** Readable lines for a person at a terminal, or one JSON object a line for a server's log collector; unset: pretty in a terminal. */
  logFormat: variable('LOG_FORMAT', oneOf(['pretty', 'json']).optional()),
  /** Log each HTTP request and its answer (info): off by default, as the demo's seeding alone makes hundreds. */
  logRequests: variable('LOG_REQUESTS', flag.default(false)),
  /** Marks cookies Secure; on by default whenever the portal is not on localhost. */
  secureCookies: variable('SECURE_COOKIES', flag.optional()),
  seedDemo: variable('SEED_DEMO', flag.default(true)),
  /** Plans, the trial and subscriptions (plans/): off by default, for a self-hosted install has nothing to sell. */
  plans: variable('PLANS', flag.default(false)),
  /** Base64 of the 32-byte key that encrypts connection credentials; generated beside the embedded database when unset. */
  credentialsKey: variable('CREDENTIALS_KEY', z.string().optional()),
  /** Where browsers reach the portal; OAuth vendors send people back to its /integrations/… routes. */
  publicUrl: variable('PUBLIC_URL', z.string().optional()),
  /** Our OAuth apps at the vendors. */
  teamleaderClientId: variable('TEAMLEADER_CLIENT_ID', z.string().optional()),
  teamleaderClientSecret: variable('TEAMLEADER_CLIENT_SECRET', z.string().optional()),
  xeroClientId: variable('XERO_CLIENT_ID', z.string().optional()),
  xeroClientSecret: variable('XERO_CLIENT_SECRET', z.string().optional()),
  jiraClientId: variable('JIRA_CLIENT_ID', z.string().optional()),
  jiraClientSecret: variable('JIRA_CLIENT_SECRET', z.string().optional()),
  /** The SMTP server mails go through (smtp://user:password@host:587); without it they go to the log and the mail folder. */
  smtpUrl: variable('SMTP_URL', z.string().optional()),
  mailFrom: variable('MAIL_FROM', z.string().default('Tally <tally@localhost>')),
  /** Our apps for signing in with Google and Microsoft (OpenID Connect). */
  googleClientId: variable('GOOGLE_CLIENT_ID', z.string().optional()),
  googleClientSecret: variable('GOOGLE_CLIENT_SECRET', z.string().optional()),
  microsoftClientId: variable('MICROSOFT_CLIENT_ID', z.string().optional()),
  microsoftClientSecret: variable('MICROSOFT_CLIENT_SECRET', z.string().optional()),
  microsoftTenant: variable('MICROSOFT_TENANT', z.string().optional()),
  /** Where uploaded and generated files (contact imports, exports) are kept; `files` in the data folder by default. */
  filesDir: variable('FILES_DIR', z.string().optional().transform((dir) => (dir === undefined ? undefined : path.resolve(projectRoot, dir)))),
  /** A routing service (OpenRouteService's API) that proposes appointments' travel; without it travel is entered by hand. */
  routingUrl: variable('ROUTING_URL', z.url("must be the routing service's address (https://api.openrouteservice.org)").optional()),
  routingKey: variable('ROUTING_KEY', z.string().optional()),
  routingProfile: variable('ROUTING_PROFILE', z.string().default('driving-car')),
  /** Whose X-Forwarded-For names the client's address: no one, that many proxy hops, or these proxies. */
  /** Billing through Stripe (billing/), with PLANS on: the secret key (sk_…) and, for tests or a proxy, its API's address. */
  stripeSecretKey: variable('STRIPE_SECRET_KEY', z.string().optional()),
  stripeApiUrl: variable('STRIPE_API_URL', z.url("must be Stripe's API address (https://api.stripe.com)").optional()),
  /** The signing secret (whsec_…) of the webhook endpoint at Stripe that calls POST /v1/billing/webhooks. */
  stripeWebhookSecret: variable('STRIPE_WEBHOOK_SECRET', z.string().optional()),
  trustProxy: variable('TRUST_PROXY', z.string().optional().transform(readTrustProxy)),
});

const localHosts = ['127.0.0.1', 'localhost', '::1'];
const anyAddress = ['0.0.0.0', '::'];

const settingsSchema = environment.transform(
  ({
    eventStore,
    secureCookies,
    publicUrl,
    filesDir,
    teamleaderClientId,
    teamleaderClientSecret,
    xeroClientId,
    xeroClientSecret,
    jiraClientId,
    jiraClientSecret,
    googleClientId,
    googleClientSecret,
    microsoftClientId,
    microsoftClientSecret,
    microsoftTenant,
    routingUrl,
    routingKey,
    routingProfile,
    stripeSecretKey,
    stripeApiUrl,
    stripeWebhookSecret,
    ...settings
  }) => ({
    ...settings,
    eventStore: eventStore ?? (settings.kurrentdbUrl ? 'kurrentdb' : 'postgres'),
    secureCookies: secureCookies ?? !localHosts.includes(settings.host),
    publicUrl: publicUrl ?? `http://${anyAddress.includes(settings.host) ? 'localhost' : settings.host}:${settings.port}`,
    /** Without SMTP_URL, mails are written here as .eml files: the data folder (.data), beside the database's. */
    mailFolder: path.join(path.dirname(settings.embeddedDataDir), 'mail'),
    /** Uploaded and generated files: FILES_DIR, else the data folder's `files`. */
    filesFolder: filesDir ?? path.join(path.dirname(settings.embeddedDataDir), 'files'),
    oauthClients: {
      teamleader: { clientId: teamleaderClientId, clientSecret: teamleaderClientSecret },
      xero: { clientId: xeroClientId, clientSecret: xeroClientSecret },
      jira: { clientId: jiraClientId, clientSecret: jiraClientSecret },
      // One app at Google and at Microsoft serves both signing in and a person's calendar grant.
      google: { clientId: googleClientId, clientSecret: googleClientSecret },
      microsoft: { clientId: microsoftClientId, clientSecret: microsoftClientSecret },
    },
    /** OpenRouteService for travel time, when both its address and key are set. */
    routing: routingUrl && routingKey ? { baseUrl: routingUrl, apiKey: routingKey, profile: routingProfile } : undefined,
    /** Stripe, when plans are on and its key is set: billing is off otherwise. */
    billing:
      settings.plans && stripeSecretKey
        ? { secretKey: stripeSecretKey, ...(stripeApiUrl ? { baseUrl: stripeApiUrl } : {}), ...(stripeWebhookSecret ? { webhookSecret: stripeWebhookSecret } : {}) }
        : undefined,
    signOnClients: {
      google: { clientId: googleClientId, clientSecret: googleClientSecret },
      microsoft: { clientId: microsoftClientId, clientSecret: microsoftClientSecret, tenant: microsoftTenant },
    },
  }),
);

export type Settings = z.output<typeof settingsSchema>;
export type TrustProxy = Settings['trustProxy'];

/** Each setting with the variable it is read from. */
const sources = Object.entries(environment.shape).map(([setting, schema]) => ({ setting, variable: variables.get(schema)?.name }));

/** The settings from the environment; an empty variable counts as unset. Throws one error naming every bad variable. */
export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const read = sources.map((source) => ({ ...source, value: (source.variable && env[source.variable]) || undefined }));
  const parsed = settingsSchema.safeParse(Object.fromEntries(read.map(({ setting, value }) => [setting, value])));
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const source = read.find(({ setting }) => setting === issue.path[0]);
    return `${source?.variable} ${issue.message}, not ${JSON.stringify(source?.value)}`;
  });
  throw new Error(`Settings: ${problems.join('; ')}`);
}
