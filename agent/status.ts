import { AwServer } from './aw-server.js';
import { isForwarded } from './buckets.js';
import type { Filters } from './filters.js';
import { DEFAULT_AW_URL, type AgentFolder } from './folder.js';
import { Cursors } from './state.js';

interface StatusFlags {
  portal?: string | undefined;
  aw?: string | undefined;
  awToken?: string | undefined;
}

/**
 * `status`: the config folder, the portal and whether it takes the token, ActivityWatch and its buckets with
 * how far each is forwarded, and the privacy filters. Exit code 1 when the agent could not forward now.
 */
export async function status(folder: AgentFolder, flags: StatusFlags, out: (line: string) => void): Promise<number> {
  const config = await folder.readConfig();
  const portalUrl = flags.portal ?? config.portal;
  const token = await folder.readToken();
  const awUrl = flags.aw ?? config.aw ?? DEFAULT_AW_URL;
  const lines = [`Config folder: ${folder.path}`];
  let ready = true;

  if (!portalUrl || !token) {
    lines.push(`Portal: ${portalUrl ?? 'none'}, not signed in (tally-agent login --portal <address>)`);
    ready = false;
  } else {
    const who = config.user?.email ?? config.user?.name;
    const check = await attempt(new AwServer('the portal', portalUrl, token).info());
    lines.push(`Portal: ${portalUrl}${who ? `, signed in as ${who}` : ''}: ${'failure' in check ? check.failure : 'takes the token'}`);
    ready &&= !('failure' in check);
  }

  const local = await attempt(new AwServer('ActivityWatch', awUrl, flags.awToken).buckets());
  const buckets = 'failure' in local ? [] : local.answer;
  lines.push(`ActivityWatch: ${awUrl}: ${'failure' in local ? local.failure : `answers, ${buckets.length} bucket${buckets.length === 1 ? '' : 's'}`}`);
  ready &&= !('failure' in local);
  const cursors = (await Cursors.open(folder, portalUrl, { persist: false })).all();
  for (const bucket of buckets.sort((a, b) => a.id.localeCompare(b.id))) {
    const cursor = cursors[bucket.id];
    const where = !isForwarded(bucket) ? 'not forwarded (type not taken by the portal)' : cursor ? `forwarded up to the event starting ${cursor.timestamp}` : 'nothing forwarded yet';
    lines.push(`  ${bucket.id} (${bucket.type}): ${where}`);
  }

  lines.push(`Privacy filters (${folder.file('config.json')}):`, ...describeFilters(config.filters).map((line) => `  ${line}`));
  out(lines.join('\n'));
  return ready ? 0 : 1;
}

/** A call's answer, or why it failed. */
async function attempt<T>(call: Promise<T>): Promise<{ answer: T } | { failure: string }> {
  try {
    return { answer: await call };
  } catch (error) {
    return { failure: error instanceof Error ? error.message : String(error) };
  }
}

function describeFilters(filters: Filters): string[] {
  const list = (patterns: readonly string[]) => (patterns.length > 0 ? patterns.join(', ') : 'none');
  const titles = filters.drop_titles === true ? 'all dropped' : filters.drop_titles === false ? 'kept' : `dropped for ${list(filters.drop_titles)}`;
  return [`apps left out: ${list(filters.exclude_apps)}`, `hosts left out: ${list(filters.exclude_hosts)}`, `titles: ${titles}`];
}
