import { seconds } from './support.js';

export interface Loops {
  /** Per-step latencies in ms, over all runs. */
  samples: number[];
  count(): number;
  seconds(): number;
  /** Runs every loop until `durationMs` has passed (each finishes the step it is in); counts that run alone. */
  run(durationMs: number): Promise<{ count: number; seconds: number }>;
  /** Runs like `run`, counting nothing: connections, plans and JIT warmed up. */
  warmUp(durationMs: number): Promise<void>;
}

/**
 * `loops` concurrent loops, run for a while each time `run` is called; `prepare` is untimed set-up returning
 * the timed step, which gets the loop's step counter (1, 2, …, continuing over runs).
 */
export async function concurrentLoops(loops: number, prepare: (loop: number) => Promise<(n: number) => Promise<void>>): Promise<Loops> {
  const steps = await Promise.all(Array.from({ length: loops }, (_, loop) => prepare(loop)));
  const samples: number[] = [];
  const counters = steps.map(() => 0);
  let totalSeconds = 0;
  const loopFor = (durationMs: number, record: (ms: number) => void) => {
    const deadline = Date.now() + durationMs;
    return Promise.all(
      steps.map(async (step, loop) => {
        while (Date.now() < deadline) {
          const stepStart = process.hrtime.bigint();
          await step(++counters[loop]!);
          record(Number(process.hrtime.bigint() - stepStart) / 1e6);
        }
      }),
    );
  };
  return {
    samples,
    count: () => samples.length,
    seconds: () => totalSeconds,
    async run(durationMs: number) {
      const before = samples.length;
      const start = process.hrtime.bigint();
      await loopFor(durationMs, (ms) => samples.push(ms));
      const elapsed = seconds(start);
      totalSeconds += elapsed;
      return { count: samples.length - before, seconds: elapsed };
    },
    async warmUp(durationMs: number) {
      await loopFor(durationMs, () => undefined);
    },
  };
}
