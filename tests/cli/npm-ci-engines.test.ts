import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../config/settings.js';

/** The oldest Node that runs `npm ci` on the machines (Node 20); the portal itself runs on the Node 24 npm installs. */
const MACHINE_NODE_MAJOR = 20;

interface LockedPackage {
  version?: string;
  engines?: { node?: string };
}

/**
 * The packages npm warns EBADENGINE about on the machine's Node: those whose `engines.node` is a lower bound above
 * it (">=22", ">=22.18.0"), the only form our dependencies use.
 */
function warnedOnMachineNode(): string[] {
  const lock = JSON.parse(readFileSync(path.join(projectRoot, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockedPackage> };
  const warned = new Set<string>();
  for (const [location, locked] of Object.entries(lock.packages)) {
    const lowest = /^>=\s*(\d+)/.exec(locked.engines?.node ?? '');
    if (location !== '' && lowest && Number(lowest[1]) > MACHINE_NODE_MAJOR) warned.add(location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length));
  }
  return [...warned].sort();
}

describe("npm ci's EBADENGINE warnings", () => {
  it('come only from the packages docs/operations.md names and explains', () => {
    const operations = readFileSync(path.join(projectRoot, 'docs', 'operations.md'), 'utf8');
    const named = [...operations.matchAll(/^\| `([^`]+)` \d+(?:\.\d+)* \| Node ≥/gm)].map((match) => match[1]).sort();
    expect(warnedOnMachineNode()).toEqual(named);
  });
});
