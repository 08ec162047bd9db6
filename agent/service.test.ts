import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { installService, runCommand, serviceFile } from './service.js';

const command = ['/opt/node 24/bin/node', '/home/ada/tally/agent/tally-agent.mjs', 'run', '--config', '/home/ada/.config/tally-agent'];
const setup = { home: '/home/ada', env: {}, command, checkout: '/home/ada/tally' };

describe('the service file that starts the agent at sign-in', () => {
  it('on Linux is a systemd user unit running the agent with its config folder, restarted after a crash', () => {
    const unit = serviceFile({ ...setup, platform: 'linux', env: { XDG_CONFIG_HOME: '/home/ada/.cfg' } });

    expect(unit.path).toBe('/home/ada/.cfg/systemd/user/tally-agent.service');
    expect(unit.contents).toContain(
      'ExecStart="/opt/node 24/bin/node" "/home/ada/tally/agent/tally-agent.mjs" "run" "--config" "/home/ada/.config/tally-agent"',
    );
    expect(unit.contents).toMatch(/Restart=on-failure[\s\S]*WantedBy=default\.target/);
    expect(unit.instructions).toContain('systemctl --user enable --now tally-agent.service');
  });

  it('on Linux keeps a path with $, % and quotes as it is (systemd would expand them)', () => {
    const unit = serviceFile({ ...setup, platform: 'linux', command: ['/home/a$b/100%/"x"/node'] });

    expect(unit.contents).toContain('ExecStart="/home/a$$b/100%%/\\"x\\"/node"');
  });

  it('on macOS is a launchd agent in ~/Library/LaunchAgents, with its log in ~/Library/Logs', () => {
    const agent = serviceFile({ ...setup, platform: 'darwin', command: [...command, '/Users/ada/R&D <1>'] });

    expect(agent.path).toBe('/home/ada/Library/LaunchAgents/tally-agent.plist');
    expect(agent.contents).toContain('<string>/opt/node 24/bin/node</string>\n    <string>/home/ada/tally/agent/tally-agent.mjs</string>\n    <string>run</string>');
    expect(agent.contents).toContain('<string>/Users/ada/R&amp;D &lt;1&gt;</string>');
    expect(agent.contents).toContain('<key>RunAtLoad</key><true/>');
    expect(agent.instructions[0]).toBe('launchctl bootstrap gui/$(id -u) "/home/ada/Library/LaunchAgents/tally-agent.plist"');
  });

  it('on Windows is a command file in the Startup folder of %APPDATA%, starting the agent minimised', () => {
    const startup = serviceFile({
      ...setup,
      platform: 'win32',
      env: { APPDATA: 'C:\\Users\\ada\\AppData\\Roaming' },
      command: ['C:\\Program Files\\nodejs\\node.exe', 'C:\\tally\\agent\\tally-agent.mjs', 'run', '--config', 'C:\\Users\\ada\\100%'],
      checkout: 'C:\\tally',
    });

    expect(startup.path).toBe('C:\\Users\\ada\\AppData\\Roaming\\Microsoft\\Windows\\Start Menu\\Programs\\Startup\\tally-agent.cmd');
    expect(startup.contents.split('\r\n')).toContain(
      'start "Tally agent" /min "C:\\Program Files\\nodejs\\node.exe" "C:\\tally\\agent\\tally-agent.mjs" "run" "--config" "C:\\Users\\ada\\100%%"',
    );
  });

  it('runs this checkout’s launcher with this Node, and is written where it says', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tally-agent-service-'));
    const { command: run, checkout } = runCommand(path.join(folder, 'config'));
    const unit = serviceFile({ platform: 'linux', home: folder, env: {}, command: run, checkout });

    await installService(unit);

    expect(run.slice(0, 2)).toEqual([process.execPath, path.join(checkout, 'agent', 'tally-agent.mjs')]);
    expect(fs.existsSync(run[1]!)).toBe(true);
    expect(fs.readFileSync(path.join(folder, '.config', 'systemd', 'user', 'tally-agent.service'), 'utf8')).toBe(unit.contents);
    fs.rmSync(folder, { recursive: true, force: true });
  });
});
