import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AgentFolder, defaultConfigFolder } from './folder.js';
import { Cursors } from './state.js';

const made: string[] = [];
const scratch = () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tally-agent-folder-'));
  made.push(folder);
  return folder;
};
afterEach(() => made.splice(0).forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));
const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describe('the config folder', () => {
  it('is the person’s own per operating system: XDG_CONFIG_HOME or ~/.config, Application Support, %APPDATA%', () => {
    expect(defaultConfigFolder('linux', { XDG_CONFIG_HOME: '/home/ada/.cfg' }, '/home/ada')).toBe('/home/ada/.cfg/tally-agent');
    expect(defaultConfigFolder('linux', {}, '/home/ada')).toBe('/home/ada/.config/tally-agent');
    expect(defaultConfigFolder('darwin', {}, '/Users/ada')).toBe('/Users/ada/Library/Application Support/tally-agent');
    expect(defaultConfigFolder('win32', { APPDATA: 'C:\\Users\\ada\\AppData\\Roaming' }, 'C:\\Users\\ada')).toBe('C:\\Users\\ada\\AppData\\Roaming\\tally-agent');
  });

  it('keeps the token readable by the person alone (600) in a folder of theirs alone (700), also one that existed', async () => {
    const parent = scratch();
    const folder = new AgentFolder(path.join(parent, 'tally-agent'));
    fs.mkdirSync(folder.path, { mode: 0o755 });

    await folder.writeToken('tly_secret');
    await folder.writeConfig({ ...(await folder.readConfig()), portal: 'https://tally.example' });

    expect(modeOf(folder.path)).toBe(0o700);
    expect(modeOf(folder.file('token'))).toBe(0o600);
    expect(modeOf(folder.file('config.json'))).toBe(0o600);
    expect(await folder.readToken()).toBe('tly_secret');
    expect(fs.readdirSync(folder.path).sort()).toEqual(['config.json', 'token']);
  });

  it('forgets the token on logout, and says whether there was one', async () => {
    const folder = new AgentFolder(scratch());
    await folder.writeToken('tly_secret');

    expect(await folder.forgetToken()).toBe(true);
    expect(await folder.readToken()).toBeUndefined();
    expect(await folder.forgetToken()).toBe(false);
  });

  it('reads a missing config.json as the defaults, and names the file and the field of a bad one', async () => {
    const folder = new AgentFolder(scratch());
    expect(await folder.readConfig()).toEqual({
      interval_seconds: 10,
      backfill_days: 0,
      filters: { exclude_apps: [], exclude_hosts: [], drop_titles: false },
    });

    fs.writeFileSync(folder.file('config.json'), JSON.stringify({ filters: { exclude_hosts: ['/[/'] } }));
    await expect(folder.readConfig()).rejects.toThrow(/config\.json is not valid:[\s\S]*filters\.exclude_hosts\[0\]/);
    fs.writeFileSync(folder.file('config.json'), '{ "portal": ');
    await expect(folder.readConfig()).rejects.toThrow(/config\.json is not JSON/);
  });
});

describe('state.json', () => {
  it('keeps each bucket’s cursor per portal, written whole by a rename (600), read back by the next process', async () => {
    const folder = new AgentFolder(scratch());
    const cursors = await Cursors.open(folder, 'https://tally.example', { persist: true });

    await cursors.save('aw-watcher-window_laptop', { timestamp: '2026-03-02T09:00:00Z', id: 7, duration: 12.5 });
    await cursors.save('aw-watcher-afk_laptop', { timestamp: '2026-03-02T08:00:00Z', id: 3, duration: 60 });

    const reopened = await Cursors.open(folder, 'https://tally.example', { persist: true });
    expect(reopened.get('aw-watcher-window_laptop')).toEqual({ timestamp: '2026-03-02T09:00:00Z', id: 7, duration: 12.5 });
    expect((await Cursors.open(folder, 'https://other.example', { persist: true })).get('aw-watcher-window_laptop')).toBeUndefined();
    expect(modeOf(folder.file('state.json'))).toBe(0o600);
    expect(fs.readdirSync(folder.path)).toEqual(['state.json']);
  });

  it('is not written by a dry run, which keeps its cursors in memory', async () => {
    const folder = new AgentFolder(scratch());
    const cursors = await Cursors.open(folder, 'https://tally.example', { persist: false });

    await cursors.save('aw-watcher-window_laptop', { timestamp: '2026-03-02T09:00:00Z', id: 7, duration: 1 });

    expect(cursors.get('aw-watcher-window_laptop')).toMatchObject({ id: 7 });
    expect(fs.existsSync(folder.file('state.json'))).toBe(false);
  });
});
