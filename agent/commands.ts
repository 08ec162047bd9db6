import os from 'node:os';
import { parseArgs } from 'node:util';
import { AwServer } from './aw-server.js';
import { privacyFilter } from './filters.js';
import { AgentFolder, DEFAULT_AW_URL, defaultConfigFolder, portalAddress, type AgentConfig } from './folder.js';
import { Forwarder, type BucketReport } from './forward.js';
import { login } from './login.js';
import { runPasses } from './run.js';
import { installService, runCommand, serviceFile } from './service.js';
import { Cursors } from './state.js';
import { status } from './status.js';

const USAGE = `Usage: tally-agent <command> [options]

Forwards your local ActivityWatch (aw-server) to the Tally portal.

Commands:
  login            sign in through the portal in your browser; the token is kept in the config folder
  run              forward continuously, every few seconds, until stopped (Ctrl-C, SIGTERM)
  once             forward once (for cron); exits 1 when the portal or ActivityWatch failed
  status           what is configured, whether the portal and ActivityWatch answer, how far each bucket is
  logout           forget the token (revoke it in the portal under API tokens)
  install-service  write the file that starts the agent at sign-in on this system, and say how to enable it

Options:
  --portal <url>     the portal's address (login keeps it in config.json)
  --aw <url>         ActivityWatch's aw-server (default ${DEFAULT_AW_URL})
  --aw-token <token> a bearer token for --aw (tests and advanced use: a Tally portal standing in for aw-server)
  --dry-run          show what would be sent, send nothing, save nothing (with run or once)
  --config <folder>  the config folder (default ${defaultConfigFolder()})
`;

/** Where a command writes: `out` is what the person asked for, `err` progress and warnings. */
export interface AgentIo {
  out: (line: string) => void;
  err: (line: string) => void;
  openBrowser: (url: string) => void;
  /** Aborted by SIGINT and SIGTERM: `run` stops after the event it is sending. */
  signal: AbortSignal;
  now: () => Date;
}

type Flags = ReturnType<typeof parseFlags>['values'];

const parseFlags = (argv: readonly string[]) =>
  parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      portal: { type: 'string' },
      aw: { type: 'string' },
      'aw-token': { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      config: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });

/** Runs one command line of the agent; answers the exit code. */
export async function agentMain(argv: readonly string[], io: AgentIo): Promise<number> {
  let parsed: ReturnType<typeof parseFlags>;
  try {
    parsed = parseFlags(argv);
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  const { values: flags, positionals } = parsed;
  const command = positionals[0];
  if (flags.help || command === undefined || command === 'help') {
    io.out(USAGE);
    return command === undefined && !flags.help ? 2 : 0;
  }
  const folder = new AgentFolder(flags.config ?? defaultConfigFolder());
  try {
    switch (command) {
      case 'login':
        return await loginCommand(folder, flags, io);
      case 'run':
        return await runCommandLine(folder, flags, io);
      case 'once':
        await forwardingPass(folder, flags, io, new Forwarder(io.err));
        return 0;
      case 'status':
        return await status(folder, { portal: flags.portal, aw: flags.aw, awToken: flags['aw-token'] }, io.out);
      case 'logout':
        io.out((await folder.forgetToken()) ? 'The token is forgotten. Revoke it in the portal (API tokens) if this device is gone.' : 'There was no token.');
        return 0;
      case 'install-service':
        return await installCommand(folder, flags, io);
      default:
        io.err(`Unknown command ${command}\n\n${USAGE}`);
        return 2;
    }
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

async function loginCommand(folder: AgentFolder, flags: Flags, io: AgentIo): Promise<number> {
  const portal = flags.portal ?? (await folder.readConfig()).portal;
  if (!portal) throw new Error('Which portal? Run `tally-agent login --portal https://tally.example.com`.');
  const handOff = await login({ folder, portal: portalAddress(portal), openBrowser: io.openBrowser, say: io.err });
  const who = handOff.user?.email ?? handOff.user?.name;
  io.out(`Connected to ${portalAddress(portal)}${who ? ` as ${who}` : ''}. Forward with \`tally-agent run\`, or in the background after \`tally-agent install-service\`.`);
  return 0;
}

async function runCommandLine(folder: AgentFolder, flags: Flags, io: AgentIo): Promise<number> {
  const forwarder = new Forwarder(io.err);
  const config = await folder.readConfig();
  // A dry run saves no cursor: it keeps one set in memory for the whole run, so that it shows each event once.
  const dryRun = flags['dry-run'] ? await Cursors.open(folder, flags.portal ?? config.portal, { persist: false }) : undefined;
  io.err(`Forwarding ${flags.aw ?? config.aw ?? DEFAULT_AW_URL} every ${config.interval_seconds} s${dryRun ? ' (dry run: nothing is sent)' : ''}; Ctrl-C stops.`);
  await runPasses(() => forwardingPass(folder, flags, io, forwarder, dryRun), { intervalMs: config.interval_seconds * 1000, signal: io.signal, say: io.err });
  io.err('Stopped.');
  return 0;
}

/**
 * One pass with the config, token and cursors as they are now (`run` reads them again each pass), or a dry run's
 * cursors kept in memory; answers the interval.
 */
async function forwardingPass(folder: AgentFolder, flags: Flags, io: AgentIo, forwarder: Forwarder, dryRunCursors?: Cursors): Promise<number> {
  const config = await folder.readConfig();
  const dryRun = flags['dry-run'];
  const portalUrl = flags.portal ?? config.portal;
  const token = await folder.readToken();
  if (!dryRun && !portalUrl) throw new Error('No portal yet: run `tally-agent login --portal <address>` first.');
  if (!dryRun && !token) throw new Error('Not signed in: run `tally-agent login` first.');
  const portal = dryRun || !portalUrl ? undefined : new AwServer('the portal', portalUrl, token, '; sign in again with `tally-agent login`');
  const reports = await forwarder.pass(
    {
      local: new AwServer('ActivityWatch', flags.aw ?? config.aw ?? DEFAULT_AW_URL, flags['aw-token']),
      portal,
      cursors: dryRunCursors ?? (await Cursors.open(folder, portalUrl, { persist: !dryRun })),
      filter: privacyFilter(config.filters),
      backfillFrom: backfillFrom(config, io.now()),
      show: io.out,
    },
    io.signal,
  );
  for (const report of reports) if (report.sent + report.filtered + report.refused > 0) io.err(summary(report, dryRun));
  return config.interval_seconds * 1000;
}

/** Midnight (local time) `backfill_days` days ago. */
function backfillFrom(config: AgentConfig, now: Date): string {
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  start.setDate(start.getDate() - config.backfill_days);
  return start.toISOString();
}

function summary({ bucket, sent, filtered, refused }: BucketReport, dryRun: boolean): string {
  const details = [filtered > 0 ? `${filtered} filtered out` : '', refused > 0 ? `${refused} refused by the portal` : ''].filter(Boolean);
  return `${bucket}: ${sent} event${sent === 1 ? '' : 's'} ${dryRun ? 'would be sent' : 'sent'}${details.length > 0 ? ` (${details.join(', ')})` : ''}`;
}

async function installCommand(folder: AgentFolder, flags: Flags, io: AgentIo): Promise<number> {
  const config = await folder.readConfig();
  // The service runs with the config folder only: addresses given now are kept there for it.
  if (flags.portal || flags.aw) await folder.writeConfig({ ...config, portal: flags.portal ? portalAddress(flags.portal) : config.portal, aw: flags.aw ?? config.aw });
  const service = serviceFile({ platform: process.platform, home: os.homedir(), env: process.env, ...runCommand(folder.path) });
  await installService(service);
  io.out([`Wrote ${service.path}. To start the agent now and at every sign-in:`, ...service.instructions.map((line) => `  ${line}`)].join('\n'));
  if (!(await folder.readToken())) io.out('Sign in first: tally-agent login --portal <address>');
  return 0;
}
