import { describe, expect, it } from 'vitest';
import { FaultInjector, type FakeRequest } from './fake-server.js';

const get = (path: string): FakeRequest => ({ method: 'GET', path, query: new URLSearchParams(), headers: {}, body: undefined });
const post = (path: string): FakeRequest => ({ ...get(path), method: 'POST' });

describe('fault injection', () => {
  it('plays a script in order to the requests it matches, then answers normally', () => {
    const faults = new FaultInjector();
    faults.script([{ type: 'hang' }, null, { type: 'drop', after: true }], { method: 'POST' });

    expect(faults.take(get('/a'))).toBeUndefined();
    expect(faults.take(post('/a'))).toEqual({ type: 'hang' });
    expect(faults.take(post('/a'))).toBeUndefined();
    expect(faults.take(post('/a'))).toEqual({ type: 'drop', after: true });
    expect(faults.take(post('/a'))).toBeUndefined();
  });

  it('fails about the given fraction of calls, the same calls for the same seed', () => {
    const run = (seed: number) => {
      const faults = new FaultInjector();
      faults.random(0.3, [{ type: 'server_error' }, { type: 'rate_limit' }], { seed, filter: { path: /time/ } });
      return Array.from({ length: 1000 }, () => faults.take(get('/time_entries'))?.type ?? 'ok');
    };
    const first = run(42);
    const failed = first.filter((outcome) => outcome !== 'ok').length;
    expect(failed).toBeGreaterThan(250);
    expect(failed).toBeLessThan(350);
    expect(new Set(first)).toEqual(new Set(['ok', 'server_error', 'rate_limit']));
    expect(run(42)).toEqual(first);
    expect(run(43)).not.toEqual(first);
  });

  it('leaves requests outside its filter alone, and clear() stops it', () => {
    const faults = new FaultInjector();
    faults.random(1, [{ type: 'drop' }], { filter: { path: /worklog/ } });
    expect(faults.take(get('/myself'))).toBeUndefined();
    expect(faults.take(get('/issue/A-1/worklog'))).toEqual({ type: 'drop' });
    faults.clear();
    expect(faults.take(get('/issue/A-1/worklog'))).toBeUndefined();
  });
});
