import { openBrowser } from './browser.js';
import { agentMain } from './commands.js';

/**
 * `npm run agent -- <command>` or `tally-agent <command>`: forwards the person's local ActivityWatch to the
 * portal (docs/detection.md, "The agent"). SIGINT and SIGTERM stop `run` after the event it is sending.
 */
const stop = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop.abort());

process.exitCode = await agentMain(process.argv.slice(2), {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  openBrowser,
  signal: stop.signal,
  now: () => new Date(),
});
