import { randomUUID } from 'node:crypto';
import { LOGIN_LIMITS } from '../../api/routes/auth/login-attempts.js';
import { addUser } from '../../identity/organisations.js';
import { PASSWORD_HASHING } from '../../identity/passwords.js';
import { openPortal } from '../../portal/portal.js';
import { Failures, listen, send, type HttpAnswer } from './http.js';
import { concurrentLoops } from './loops.js';
import { benchOrganisation } from './organisation.js';
import { latencies, round, scratchDatabase, type BenchOptions, type BenchResult } from './support.js';

const CLIENTS = 16;
const PASSWORD = 'correct horse battery';

/** A browser's cookies, as Set-Cookie leaves them (an emptied one goes). */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(answer: HttpAnswer): void {
    for (const line of answer.headers['set-cookie'] ?? []) {
      const [pair = ''] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      if (value.join('=') === '') this.cookies.delete(name);
      else this.cookies.set(name, value.join('='));
    }
  }

  headers(): Record<string, string> {
    return { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '), 'x-xsrf-token': this.cookies.get('XSRF-TOKEN') ?? '' };
  }
}

/**
 * Signing in (issue 11): 16 clients, each a browser of its own person, sign in over and over with the right
 * password through POST /auth/login over real HTTP, as a browser does (its CSRF cookie, its session cookie from the
 * sign-in before, which the next one ends). Each sign-in verifies an argon2id hash with PASSWORD_HASHING's
 * parameters, starts a session and writes the audit entry. The attempt limits are raised for the run: they would
 * stop a person's eleventh sign-in in a quarter of an hour, which is what they are for.
 */
export async function signInBench({ quick, server }: BenchOptions): Promise<BenchResult> {
  const durationMs = quick ? 5_000 : 30_000;
  const db = await scratchDatabase(server.adminUrl, 'sign_in');
  const unlimited = { perAccount: 1_000_000, perAddress: 1_000_000 };
  const portal = await openPortal({ databaseUrl: db.url, logger: false, poolSize: 20, app: { loginLimits: unlimited } });
  try {
    const baseUrl = await listen(portal.app);
    const { clientId } = await benchOrganisation(portal, baseUrl);
    const failures = new Failures();
    const loops = await concurrentLoops(CLIENTS, async (client) => {
      const email = `sign-in-${client}-${randomUUID()}@bench.tally.example`;
      await addUser(portal.deps.pool, clientId, { email, password: PASSWORD, name_first: 'Bench', name_last: `client ${client}`, role: 'user' });
      const jar = new CookieJar();
      jar.take(await send('GET', `${baseUrl}/csrf-cookie`, {}));
      return async () => {
        const answer = await send('POST', `${baseUrl}/auth/login`, jar.headers(), { email, password: PASSWORD });
        failures.note('/auth/login', answer);
        jar.take(answer);
      };
    });
    await loops.warmUp(quick ? 1_000 : 3_000);
    const run = await loops.run(durationMs);
    const timings = latencies(loops.samples);
    const perSecond = round(run.count / run.seconds);
    return {
      figures: [
        { figure: `sign-in: POST /auth/login p95 at ${CLIENTS} clients`, value: timings.p95, unit: 'ms' },
        { figure: `sign-in: sign-ins per second at ${CLIENTS} clients`, value: perSecond, unit: '/s' },
      ],
      details: {
        method: `${CLIENTS} concurrent clients, each its own person and browser, signing in with the right password for ${durationMs / 1000} s after a warm-up; attempt limits raised from ${LOGIN_LIMITS.perAccount} per account and ${LOGIN_LIMITS.perAddress} per address`,
        argon2id: { memoryKiB: PASSWORD_HASHING.memoryCost, iterations: PASSWORD_HASHING.timeCost, parallelism: PASSWORD_HASHING.parallelism },
        threadPool: process.env.UV_THREADPOOL_SIZE ?? '4 (libuv default)',
        signIns: run.count,
        seconds: round(run.seconds, 2),
        perSecond,
        latencyMs: timings,
        failures: failures.byStatus,
      },
    };
  } finally {
    await portal.close();
    await db.drop();
  }
}
