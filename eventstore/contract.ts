import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAllThrough } from '../tests/support/visibility.js';
import { START, WrongExpectedRevisionError, comparePositions, type EventStore, type RecordedEvent } from './port.js';

export interface ContractSubject {
  store: EventStore;
  close(): Promise<void>;
}

/** The behaviour every EventStore adapter must show. Streams get fresh names, so stores may hold other events. */
export function describeEventStoreContract(name: string, open: () => Promise<ContractSubject>): void {
  describe(`${name} event store contract`, () => {
    let subject: ContractSubject;
    let store: EventStore;
    beforeAll(async () => {
      subject = await open();
      store = subject.store;
    });
    afterAll(async () => subject?.close());

    const stream = () => `contract-${randomUUID()}`;
    const event = (n: number) => ({ type: 'Counted', data: { n }, metadata: { by: 'contract' } });

    it('appends several events in one go and reads them back in order from any revision', async () => {
      const id = stream();
      const result = await store.append(id, [event(1), event(2), event(3)], 'no_stream');
      expect(result.revision).toBe(2);
      const read = await store.readStream(id);
      expect(read.map((e) => [e.revision, e.data.n, e.type, e.metadata.by])).toEqual([
        [0, 1, 'Counted', 'contract'],
        [1, 2, 'Counted', 'contract'],
        [2, 3, 'Counted', 'contract'],
      ]);
      expect((await store.readStream(id, 1)).map((e) => e.revision)).toEqual([1, 2]);
      expect(await store.readStream(stream())).toEqual([]);
    });

    it('appends when the expected revision matches and rejects with a typed conflict when it does not', async () => {
      const id = stream();
      await store.append(id, [event(1)], 'no_stream');
      await expect(store.append(id, [event(2)], 0)).resolves.toMatchObject({ revision: 1 });
      const stale = store.append(id, [event(3)], 0);
      await expect(stale).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await expect(stale).rejects.toMatchObject({ streamId: id, expected: 0, actual: 1 });
      expect((await store.readStream(id)).map((e) => e.data.n)).toEqual([1, 2]);
    });

    it('honours no_stream, stream_exists and any', async () => {
      const id = stream();
      await expect(store.append(id, [event(1)], 'stream_exists')).rejects.toMatchObject({ actual: 'no_stream' });
      await expect(store.append(id, [event(1)], 3)).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await store.append(id, [event(1)], 'any');
      await expect(store.append(id, [event(2)], 'no_stream')).rejects.toMatchObject({ actual: 0 });
      await store.append(id, [event(2)], 'stream_exists');
      await store.append(id, [event(3)], 'any');
      expect((await store.readStream(id)).map((e) => e.revision)).toEqual([0, 1, 2]);
    });

    it('lets exactly one of many racing writers win the same expected revision', async () => {
      const id = stream();
      await store.append(id, [event(0)], 'no_stream');
      const outcomes = await Promise.allSettled(Array.from({ length: 10 }, (_, n) => store.append(id, [event(n)], 0)));
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      for (const o of outcomes.filter((o) => o.status === 'rejected')) {
        expect(o.reason).toBeInstanceOf(WrongExpectedRevisionError);
      }
      expect(await store.readStream(id)).toHaveLength(2);
    });

    it('lets exactly one of many racing creators of a new stream win', async () => {
      const id = stream();
      const outcomes = await Promise.allSettled(Array.from({ length: 10 }, (_, n) => store.append(id, [event(n)], 'no_stream')));
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      expect(await store.readStream(id)).toHaveLength(1);
    });

    it('reads all events after a position in commit order, page by page, the append position included', async () => {
      const head = await lastPosition(store);
      const id = stream();
      const first = await store.append(id, [event(1), event(2)], 'no_stream');
      const second = await store.append(id, [event(3)], 1);
      const seen = await readAllThrough(store, second.position, { after: head, pageSize: 1 });
      const ours = seen.filter((e) => e.streamId === id);
      expect(ours.map((e) => e.data.n)).toEqual([1, 2, 3]);
      expect(comparePositions(ours[1]!.position, first.position)).toBe(0);
      expect(comparePositions(ours[2]!.position, second.position)).toBe(0);
      expect(await store.readAll(second.position, 10)).not.toContainEqual(expect.objectContaining({ streamId: id }));
    });

    it('wakes listeners when events are appended', async () => {
      let woken = 0;
      const stop = store.onAppended(() => woken++);
      await store.append(stream(), [event(1)], 'no_stream');
      await expect.poll(() => woken, { timeout: 5000 }).toBeGreaterThan(0);
      stop();
    });

    it('gives a reader following many concurrent writers every event exactly once, in order', async () => {
      const head = await lastPosition(store);
      const writers = 16;
      const appendsPerWriter = 25;
      const prefix = `race-${randomUUID()}`;
      const expected = writers * appendsPerWriter * 2;
      let done = false;
      const reader = (async () => {
        const seen: RecordedEvent[] = [];
        let position = head;
        while (seen.length < expected) {
          const batch = await store.readAll(position, 7);
          for (const e of batch) if (e.streamId.startsWith(prefix)) seen.push(e);
          if (batch.length > 0) position = batch[batch.length - 1]!.position;
          else if (done) await new Promise((resolve) => setImmediate(resolve));
        }
        return seen;
      })();
      await Promise.all(
        Array.from({ length: writers }, async (_, w) => {
          const id = `${prefix}-${w}`;
          for (let n = 0; n < appendsPerWriter; n++) {
            await store.append(id, [event(n), event(n)], n === 0 ? 'no_stream' : n * 2 - 1);
          }
        }),
      );
      done = true;
      const seen = await reader;
      expect(new Set(seen.map((e) => e.id)).size).toBe(expected);
      for (let i = 1; i < seen.length; i++) expect(comparePositions(seen[i - 1]!.position, seen[i]!.position)).toBeLessThan(0);
      for (let w = 0; w < writers; w++) {
        const revisions = seen.filter((e) => e.streamId === `${prefix}-${w}`).map((e) => e.revision);
        expect(revisions).toEqual(Array.from({ length: appendsPerWriter * 2 }, (_, i) => i));
      }
    });
  });
}

async function lastPosition(store: EventStore) {
  let position = START;
  for (;;) {
    const batch = await store.readAll(position, 1000);
    if (batch.length === 0) return position;
    position = batch[batch.length - 1]!.position;
  }
}
