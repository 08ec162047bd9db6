import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import type pg from 'pg';
import { send } from './http.js';
import { concurrentLoops } from './loops.js';
import { latencies, round } from './support.js';

/**
 * The floor for any HTTP command on this machine: a bare Fastify route that does one single-row INSERT into
 * `bench_inserts` (which must exist) and answers a small JSON body, hit by `clients` loops in this process
 * with the same HTTP client as the portal's commands. What a command costs beyond it is the portal's own work.
 */
export async function httpInsertFloor(pool: pg.Pool, clients: number, durationMs: number) {
  const app = Fastify({ logger: false });
  app.put<{ Body: { contact_id: string } }>('/floor/:id', async (request) => {
    const data = JSON.stringify({ activity_ids: [randomUUID()], contact_id: request.body.contact_id, internal: false, at: new Date().toISOString() });
    await pool.query('INSERT INTO bench_inserts (event_id, stream_id, stream_revision, type, data, metadata) VALUES ($1, $2, $3, $4, $5, $6)', [
      randomUUID(), 'floor', 0, 'ActivitiesTagged', data, '{}',
    ]);
    return { data: { id: (request.params as { id: string }).id } };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/floor/`;
  try {
    const loops = await concurrentLoops(clients, async () => async () => {
      const answer = await send('PUT', `${url}${randomUUID()}`, {}, { contact_id: randomUUID() });
      if (answer.status !== 200) throw new Error(`The HTTP floor answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    });
    await loops.warmUp(300);
    const run = await loops.run(durationMs);
    return {
      method: 'a bare Fastify PUT route doing one single-row INSERT into bench_inserts, the same client loops in the same process',
      requestsPerSecond: round(run.count / run.seconds),
      latencyMs: latencies(loops.samples),
    };
  } finally {
    await app.close();
  }
}
