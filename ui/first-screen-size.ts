/**
 * `npm run ui:size`: the JavaScript a browser downloads for the first screen (login, then the dashboard), gzipped,
 * from the build's manifest: the entry with its static imports (what index.html loads), the dashboard route's
 * chunk and the default language's messages with theirs. The budget is 600 KB; the rest of the portal loads by route.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const BUDGET_BYTES = 600 * 1024;
const FIRST_SCREEN_ROUTES = ['dashboard/Dashboard.tsx', 'i18n/messages/nl.ts'];

const dist = fileURLToPath(new URL('../dist/ui', import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry).map(([key]) => key);
const keys = closure([...entries, ...FIRST_SCREEN_ROUTES.filter((key) => manifest[key])]);
const rows = [...keys].map((key) => {
  const file = manifest[key]!.file;
  const bytes = readFileSync(path.join(dist, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes).length };
});
rows.sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
for (const row of rows) process.stdout.write(`${row.file.padEnd(52)} ${kb(row.raw).padStart(10)} ${kb(row.gzip).padStart(10)} gz\n`);
process.stdout.write(`${'first screen (login + dashboard)'.padEnd(52)} ${''.padStart(10)} ${kb(total).padStart(10)} gz (budget ${kb(BUDGET_BYTES)})\n`);
if (total > BUDGET_BYTES) process.exitCode = 1;
