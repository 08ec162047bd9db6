import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isReachableBy } from './reachable.js';

describe('whether another account can reach a folder', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tally-reach-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const stranger = { uid: 54321, gid: 54321 };

  it('is blocked by a mode-700 folder on the way, like a home directory', () => {
    const home = path.join(root, 'home');
    fs.mkdirSync(path.join(home, 'checkout', 'node_modules'), { recursive: true });
    fs.chmodSync(root, 0o755);
    fs.chmodSync(home, 0o700);
    expect(isReachableBy(stranger, path.join(home, 'checkout', 'node_modules'))).toBe(false);
    fs.chmodSync(home, 0o711);
    expect(isReachableBy(stranger, path.join(home, 'checkout', 'node_modules'))).toBe(true);
  });

  it('judges folders that do not exist yet by the closest one that does', () => {
    fs.chmodSync(root, 0o700);
    expect(isReachableBy(stranger, path.join(root, 'not', 'yet'))).toBe(false);
    fs.chmodSync(root, 0o755);
    expect(isReachableBy(stranger, path.join(root, 'not', 'yet'))).toBe(true);
  });

  it('lets the owner through on the owner bit', () => {
    const own = fs.statSync(root);
    fs.chmodSync(root, 0o700);
    expect(isReachableBy({ uid: own.uid, gid: own.gid }, root)).toBe(true);
  });
});
