import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where and for whom the service file is written. */
interface ServiceSetup {
  platform: NodeJS.Platform;
  home: string;
  env: NodeJS.ProcessEnv;
  /** The command that runs the agent, program first. */
  command: readonly string[];
  /** The checkout the agent runs from (its working directory). */
  checkout: string;
}

interface ServiceFile {
  path: string;
  contents: string;
  /** What the person runs to start it now and at every sign-in, and to read its log. */
  instructions: string[];
}

const DESCRIPTION = 'Tally agent: forwards ActivityWatch to the Tally portal';

/** This checkout's command for `run` with the config folder: this Node and the tally-agent launcher. */
export function runCommand(configFolder: string): { command: string[]; checkout: string } {
  const agent = path.dirname(fileURLToPath(import.meta.url));
  return { command: [process.execPath, path.join(agent, 'tally-agent.mjs'), 'run', '--config', configFolder], checkout: path.dirname(agent) };
}

/**
 * The file that starts the agent when the person signs in, for their operating system: a systemd user unit
 * (Linux), a launchd agent (macOS), a command file in the Startup folder (Windows). Each runs the agent in the
 * person's own session, where ActivityWatch runs, and restarts it after a crash.
 */
export function serviceFile(setup: ServiceSetup): ServiceFile {
  if (setup.platform === 'darwin') return launchdAgent(setup);
  if (setup.platform === 'win32') return startupCommand(setup);
  return systemdUnit(setup);
}

/** systemd expands `$` and `%` in ExecStart: both are doubled, and each word quoted. */
const systemdWord = (word: string) => `"${word.replace(/[\\"]/g, '\\$&').replace(/%/g, '%%').replace(/\$/g, '$$$$')}"`;

function systemdUnit({ home, env, command, checkout }: ServiceSetup): ServiceFile {
  const file = path.posix.join(env.XDG_CONFIG_HOME || path.posix.join(home, '.config'), 'systemd', 'user', 'tally-agent.service');
  const contents = [
    '[Unit]',
    `Description=${DESCRIPTION}`,
    'After=network-online.target',
    '',
    '[Service]',
    `ExecStart=${command.map(systemdWord).join(' ')}`,
    `WorkingDirectory=${systemdWord(checkout)}`,
    'Restart=on-failure',
    'RestartSec=30',
    '',
    '[Install]',
    'WantedBy=default.target',
    '',
  ].join('\n');
  return {
    path: file,
    contents,
    instructions: ['systemctl --user daemon-reload', 'systemctl --user enable --now tally-agent.service', 'journalctl --user -u tally-agent -f   # its log'],
  };
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function launchdAgent({ home, command, checkout }: ServiceSetup): ServiceFile {
  const file = path.posix.join(home, 'Library', 'LaunchAgents', 'tally-agent.plist');
  const log = path.posix.join(home, 'Library', 'Logs', 'tally-agent.log');
  const contents = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
    '<plist version="1.0">',
    '<dict>',
    '  <key>Label</key><string>tally-agent</string>',
    `  <!-- ${DESCRIPTION} -->`,
    '  <key>ProgramArguments</key>',
    '  <array>',
    ...command.map((word) => `    <string>${xml(word)}</string>`),
    '  </array>',
    `  <key>WorkingDirectory</key><string>${xml(checkout)}</string>`,
    '  <key>RunAtLoad</key><true/>',
    '  <!-- Started again after a crash, not after a stop (SIGTERM ends it with 0). -->',
    '  <key>KeepAlive</key><dict><key>SuccessfulExit</key><false/></dict>',
    `  <key>StandardOutPath</key><string>${xml(log)}</string>`,
    `  <key>StandardErrorPath</key><string>${xml(log)}</string>`,
    '</dict>',
    '</plist>',
    '',
  ].join('\n');
  return { path: file, contents, instructions: [`launchctl bootstrap gui/$(id -u) "${file}"`, `tail -f "${log}"   # its log`] };
}

/** cmd expands `%` in a command file: doubled; each word quoted (a Windows path holds no `"`). */
const cmdWord = (word: string) => `"${word.replace(/%/g, '%%')}"`;

function startupCommand({ home, env, command, checkout }: ServiceSetup): ServiceFile {
  const appData = env.APPDATA || path.win32.join(home, 'AppData', 'Roaming');
  const file = path.win32.join(appData, 'Microsoft', 'Windows', 'Start Menu', 'Programs', 'Startup', 'tally-agent.cmd');
  const [program = '', ...args] = command;
  const contents = [
    '@echo off',
    `rem ${DESCRIPTION}. Runs at every sign-in from the Startup folder; written by tally-agent install-service.`,
    `cd /d ${cmdWord(checkout)}`,
    `start "Tally agent" /min ${cmdWord(program)} ${args.map(cmdWord).join(' ')}`,
    '',
  ].join('\r\n');
  return { path: file, contents, instructions: [`"${file}"   # starts it now; it starts by itself at your next sign-in`] };
}

/** Writes the service file, making its folder if needed. */
export async function installService(service: ServiceFile): Promise<void> {
  await fs.mkdir(path.dirname(service.path), { recursive: true });
  await fs.writeFile(service.path, service.contents, { mode: 0o644 });
}
