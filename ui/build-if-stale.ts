/**
 * `npm start` runs this first (prestart): builds the web portal into dist/ui when it is missing or older than
 * its sources, so that a fresh clone's `npm ci && npm start` serves the portal. Quiet when it is up to date.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));
const built = path.join(repo, 'dist', 'ui', 'index.html');
const sources = [path.join(repo, 'ui'), path.join(repo, 'vite.config.ts'), path.join(repo, 'package-lock.json')];

function newest(file: string): number {
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(file).reduce((latest, name) => Math.max(latest, newest(path.join(file, name))), stat.mtimeMs);
}

export function uiIsStale(): boolean {
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return sources.some((source) => existsSync(source) && newest(source) > builtAt);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (uiIsStale()) {
    process.stdout.write('Building the web portal (dist/ui)...\n');
    const { build } = await import('vite');
    await build({ configFile: path.join(repo, 'vite.config.ts'), logLevel: 'warn' });
  }
}
