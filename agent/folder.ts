import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { filtersSchema } from './filters.js';

/** Where ActivityWatch's aw-server listens on a person's machine. */
export const DEFAULT_AW_URL = 'http://localhost:5600';

/** A portal's address as the agent keeps it: without a trailing slash, so that one portal has one name. */
export function portalAddress(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`;
}

/**
 * The person's config folder: XDG_CONFIG_HOME (or ~/.config) on Linux and the BSDs, Application Support on
 * macOS, %APPDATA% on Windows, each with a tally-agent folder in it.
 */
export function defaultConfigFolder(platform: NodeJS.Platform = process.platform, env: NodeJS.ProcessEnv = process.env, home = os.homedir()): string {
  if (platform === 'win32') return path.win32.join(env.APPDATA || path.win32.join(home, 'AppData', 'Roaming'), 'tally-agent');
  if (platform === 'darwin') return path.posix.join(home, 'Library', 'Application Support', 'tally-agent');
  return path.posix.join(env.XDG_CONFIG_HOME || path.posix.join(home, '.config'), 'tally-agent');
}

/** config.json: what the person may edit (the portal, ActivityWatch's address, the privacy filters, the pace). */
const configSchema = z.object({
  portal: z.url().optional(),
  aw: z.url().optional(),
  /** Who the token is of, as the portal's hand-off said (shown by `status`). */
  user: z.looseObject({ email: z.string().optional(), name: z.string().optional() }).optional(),
  /** Seconds between two forwarding passes of `run`. */
  interval_seconds: z.number().int().min(1).max(3600).default(10),
  /** How far back a bucket the portal has nothing of yet starts: 0 is since midnight today. */
  backfill_days: z.number().int().min(0).max(365).default(0),
  filters: filtersSchema.prefault({}),
});
export type AgentConfig = z.infer<typeof configSchema>;

const CONFIG = 'config.json';
const TOKEN = 'token';

/**
 * The agent's files in the config folder: config.json, the token (a file of its own, so that config.json can be
 * shown or shared without the secret) and state.json (the cursors). The folder is the person's alone (700) and
 * every file in it too (600): the token lets anyone send activity in the person's name.
 */
export class AgentFolder {
  constructor(readonly path: string) {}

  async readConfig(): Promise<AgentConfig> {
    return parseJsonFile(this.file(CONFIG), await this.read(CONFIG), configSchema);
  }

  async writeConfig(config: AgentConfig): Promise<void> {
    await this.write(CONFIG, `${JSON.stringify(config, null, 2)}\n`);
  }

  async readToken(): Promise<string | undefined> {
    return (await this.read(TOKEN))?.trim() || undefined;
  }

  async writeToken(token: string): Promise<void> {
    await this.write(TOKEN, `${token}\n`);
  }

  /** Forgets the token; answers whether there was one. */
  async forgetToken(): Promise<boolean> {
    try {
      await fs.rm(this.file(TOKEN));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  file(name: string): string {
    return path.join(this.path, name);
  }

  /** A file's text, or undefined when there is none. */
  async read(name: string): Promise<string | undefined> {
    try {
      return await fs.readFile(this.file(name), 'utf8');
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  /**
   * Writes a file atomically (a temporary file renamed over it: a crash leaves the old or the new one, never half
   * of one), readable by the person alone, in the folder made the person's alone.
   */
  async write(name: string, contents: string): Promise<void> {
    await fs.mkdir(this.path, { recursive: true, mode: 0o700 });
    await fs.chmod(this.path, 0o700);
    const temporary = this.file(`.${name}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      await fs.writeFile(temporary, contents, { mode: 0o600 });
      await fs.rename(temporary, this.file(name));
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
  }
}

/** A JSON file of the folder read with its schema (a missing file is `{}`), or an error naming the file. */
export function parseJsonFile<T>(file: string, text: string | undefined, schema: z.ZodType<T>): T {
  let json: unknown;
  try {
    json = text === undefined ? {} : JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not JSON: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new Error(`${file} is not valid:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

const isMissing = (error: unknown): boolean => error instanceof Error && 'code' in error && error.code === 'ENOENT';
