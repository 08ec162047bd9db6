import type { FastifyInstance, InjectOptions } from 'fastify';
import { openPortal, type Portal, type PortalOptions } from '../../portal/portal.js';
import { addUser, createOrganisation } from '../../identity/organisations.js';
import type { Role } from '../../identity/users.js';
import { createTestDatabase, type TestDatabase } from './database.js';

export const TEST_PASSWORD = 'correct horse battery';

export interface TestPortal {
  portal: Portal;
  app: FastifyInstance;
  db: TestDatabase;
  close(): Promise<void>;
}

/** The whole portal (real PostgreSQL, event store, projections, API) on a database of its own. */
export async function startTestPortal(options: Partial<Omit<PortalOptions, 'databaseUrl' | 'logger'>> = {}): Promise<TestPortal> {
  const db = await createTestDatabase();
  const portal = await openPortal({ databaseUrl: db.url, logger: false, poolSize: 20, ...options });
  // The tests' callers read English unless they ask otherwise, as their assertions are written: without a language
  // of the person's own, the portal answers in the browser's, and nl without one.
  portal.app.addHook('onRequest', async (request) => {
    request.headers['accept-language'] ??= 'en';
  });
  return {
    portal,
    app: portal.app,
    db,
    async close() {
      await portal.close();
      await db.drop();
    },
  };
}

export interface Organisation {
  clientId: string;
  admin: Session;
  /** Signs in a new user of this organisation with the given role. */
  member(role: Role, email?: string): Promise<Session>;
}

let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}-${process.pid}-${++counter}@test.tally.example`;

export async function createTestOrganisation(test: TestPortal, name = 'Test firm'): Promise<Organisation> {
  const adminEmail = uniqueEmail('admin');
  const { clientId } = await createOrganisation(
    test.portal.deps.pool,
    { name },
    { email: adminEmail, password: TEST_PASSWORD, name_first: 'Ada', name_last: 'Admin' },
  );
  return {
    clientId,
    admin: await signIn(test.app, adminEmail, TEST_PASSWORD),
    async member(role, email = uniqueEmail(role)) {
      await addUser(test.portal.deps.pool, clientId, { email, password: TEST_PASSWORD, name_first: 'Uma', name_last: role, role });
      return signIn(test.app, email, TEST_PASSWORD);
    },
  };
}

/** A browser-like caller: keeps the session and CSRF cookies and sends the CSRF header. */
export class Session {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  get csrf(): string | undefined {
    return this.cookies.get('XSRF-TOKEN');
  }

  /** The value of a cookie this browser holds. */
  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Puts a cookie in this browser as someone else could have (session fixation). */
  plant(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  async request(options: InjectOptions & { method: string; url: string }) {
    const headers: Record<string, string> = { ...(options.headers as Record<string, string>) };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (this.csrf && headers['x-xsrf-token'] === undefined) headers['x-xsrf-token'] = this.csrf;
    // Sent, not only added by the hook above: an address the parser refuses is answered before any hook runs.
    headers['accept-language'] ??= 'en';
    const response = await this.app.inject({ ...options, headers });
    for (const cookie of response.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
      const expired = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }
  post(url: string, payload?: unknown) {
    return this.request({ method: 'POST', url, ...(payload === undefined ? {} : { payload: payload as object }) });
  }
  put(url: string, payload?: unknown) {
    return this.request({ method: 'PUT', url, ...(payload === undefined ? {} : { payload: payload as object }) });
  }
  patch(url: string) {
    return this.request({ method: 'PATCH', url });
  }
  delete(url: string) {
    return this.request({ method: 'DELETE', url });
  }
}

/** A session that has fetched the CSRF cookie but not signed in. */
export async function anonymous(app: FastifyInstance): Promise<Session> {
  const session = new Session(app);
  await session.get('/csrf-cookie');
  return session;
}

export async function signIn(app: FastifyInstance, email: string, password: string): Promise<Session> {
  const session = await anonymous(app);
  const response = await session.post('/auth/login', { email, password });
  if (response.statusCode !== 200) throw new Error(`Sign-in failed: ${response.statusCode} ${response.body}`);
  return session;
}
