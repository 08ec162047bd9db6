import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The key that encrypts connection credentials. CREDENTIALS_KEY (32 bytes, base64) wins. Without it, an
 * embedded-database setup keeps a generated key in a file next to the database folder (mode 600), so a
 * fresh machine works and a restart decrypts what it stored; a DATABASE_URL setup must set the key (the
 * credentials would otherwise be tied to one machine's disk).
 */
export function resolveCredentialsKey(options: { configured: string | undefined; embeddedDataDir: string | undefined; log?: (message: string) => void }): Buffer {
  if (options.configured) return decodeKey(options.configured);
  if (!options.embeddedDataDir) throw new Error('CREDENTIALS_KEY must be set (32 bytes, base64) when DATABASE_URL is used');
  const file = path.join(path.dirname(options.embeddedDataDir), 'credentials.key');
  if (existsSync(file)) return decodeKey(readFileSync(file, 'utf8').trim());
  mkdirSync(path.dirname(file), { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600 });
  options.log?.(`Generated a credentials key in ${file}; back it up with the database`);
  return key;
}

function decodeKey(base64: string): Buffer {
  const key = Buffer.from(base64, 'base64');
  if (key.length !== 32) throw new Error('CREDENTIALS_KEY must be 32 bytes, base64-encoded (e.g. `openssl rand -base64 32`)');
  return key;
}
