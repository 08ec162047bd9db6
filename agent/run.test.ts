import { describe, expect, it } from 'vitest';
import { backoffMs, runPasses } from './run.js';

describe('run', () => {
  it('backs off after failed passes: the interval doubled per failure up to five minutes, of which a random half or more', () => {
    expect([1, 2, 3].map((failures) => backoffMs(failures, 10_000, () => 1))).toEqual([20_000, 40_000, 80_000]);
    expect(backoffMs(2, 10_000, () => 0)).toBe(20_000);
    expect(backoffMs(20, 10_000, () => 1)).toBe(300_000);
  });

  it('goes on after a failed pass, saying why, and stops once its signal is aborted', async () => {
    const stop = new AbortController();
    const said: string[] = [];
    let passes = 0;

    await runPasses(
      async () => {
        passes += 1;
        if (passes === 1) throw new Error('the portal at http://127.0.0.1:9 cannot be reached');
        if (passes === 3) stop.abort();
        return 1;
      },
      { intervalMs: 1, signal: stop.signal, say: (line) => said.push(line) },
    );

    expect(passes).toBe(3);
    expect(said).toEqual([expect.stringMatching(/^the portal at http:\/\/127\.0\.0\.1:9 cannot be reached; trying again in 0 s$/)]);
  });
});
