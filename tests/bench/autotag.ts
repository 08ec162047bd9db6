import { randomUUID } from 'node:crypto';
import { dayIdFor, dayStream, type DayCommand, type DayRef } from '../../domain/days/index.js';
import { tagIdFor, tagStream, type TagDraft } from '../../domain/tags/index.js';
import { createOrganisation } from '../../identity/organisations.js';
import { openPortal, type Portal } from '../../portal/portal.js';
import { appendDay, decideDay, registrations } from './days.js';
import { concurrentLoops } from './loops.js';
import { addUsers } from './organisation.js';
import { latencies, round, scratchDatabase, seconds, type BenchOptions, type BenchResult } from './support.js';
import { activity, fillTags } from './tags-lookup.js';

const LOOPS = 8;
const PER_DAY = 30;
const YEAR_DAYS = 250;
/** One activity in this many carries the new tag's reference on the year of open days. */
const SHARE = 10;
const RETAG_DOMAIN = 'retag-client.example';

/**
 * Tagging by itself (issue 10), in process (the command handler, as the API's route and the condenser call it):
 * (a) registration — the tag look-up of the activity's references in the tag index, then RegisterActivity carrying
 * the deciding tag — in a firm with 100,000 general tags and 1,000 personal ones for its people, against the same
 * registration in a firm without tags, 8 loops each, in alternating rounds; and the look-up's own latency there.
 * (b) re-tagging: a person's year of open days (250 × 30 activities, one in 10 mailing one firm's domain) and a new
 * general tag of that domain: seconds from the tag's creation until the activities read model shows all of them
 * tagged (the re-tagging process manager finds them by reference, decides them and appends one ApplyTags per day).
 */
export async function autotagBench({ quick, server }: BenchOptions): Promise<BenchResult> {
  const durationMs = quick ? 1500 : 5000;
  const rounds = quick ? 6 : 10;
  const db = await scratchDatabase(server.adminUrl, 'autotag');
  const portal = await openPortal({ databaseUrl: db.url, logger: false });
  try {
    const tagged = await firm(portal, 'Tagged firm');
    const untagged = await firm(portal, 'Firm without tags');
    await fillTags(portal.deps.pool, tagged.clientId, tagged.userIds[0]!, randomUUID());
    await portal.deps.pool.query('ANALYZE tags');
    await portal.deps.tagIndex.lookupTag(tagged.clientId, tagged.userIds[0]!, []); // the firm loaded into the index, untimed

    const lookups: number[] = [];
    const withTags = await registrationLoops(portal, tagged, lookups);
    const withoutTags = await registrationLoops(portal, untagged, []);
    await withTags.warmUp(500);
    await withoutTags.warmUp(500);
    lookups.length = 0;
    // Rounds in pairs, the order swapped each time (ABBA…): the ratio of each pair, then their median, so that a
    // burst of other work on the machine moves one pair, not the figure.
    const rates = { with: [] as number[], without: [] as number[] };
    for (let round = 0; round < rounds; round++) {
      for (const [loops, into] of round % 2 === 0 ? ([[withTags, rates.with], [withoutTags, rates.without]] as const) : ([[withoutTags, rates.without], [withTags, rates.with]] as const)) {
        const run = await loops.run(durationMs);
        into.push(run.count / run.seconds);
      }
    }
    const perSecond = (list: number[]) => median(list);
    const ratio = median(rates.with.map((rate, round) => rate / rates.without[round]!));
    const lookup = latencies(lookups);

    const retag = await retagYear(portal, tagged.clientId);
    return {
      figures: [
        { figure: 'autotag: registration with 100k general + 1k personal tags', value: round(perSecond(rates.with)), unit: 'activities/s' },
        { figure: 'autotag: registration without tags', value: round(perSecond(rates.without)), unit: 'activities/s' },
        { figure: 'autotag: registration with tags / without', value: round(ratio, 3), unit: '×', goal: { atLeast: 0.9 } },
        { figure: 'autotag: tag look-up during registration p95', value: lookup.p95, unit: 'ms', goal: { atMost: 1 } },
        { figure: 'autotag: re-tagging a year of open days after a new tag', value: retag.seconds, unit: 's', goal: { atMost: 1 } },
      ],
      details: {
        method:
          'In process: per activity the tag index look-up (its references extracted) and RegisterActivity through the command handler, 8 loops each on users of their own, ' +
          `${rounds} rounds of ${durationMs} ms per firm, in pairs of alternating order: activities/s the median of the rounds, the ratio the median of the pairs; the re-tagging process manager and the read models run meanwhile, as in the portal. ` +
          `Re-tagging: ${YEAR_DAYS} open days × ${PER_DAY} activities appended, projected and passed by the re-tagging, then a general tag of ${RETAG_DOMAIN} created through its command handler; timed until the read model shows every activity with that domain tagged.`,
        rates,
        lookup,
        retag,
      },
    };
  } finally {
    await portal.close();
    await db.drop();
  }
}

interface BenchFirm {
  clientId: string;
  userIds: string[];
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function firm(portal: Portal, name: string): Promise<BenchFirm> {
  const { clientId } = await createOrganisation(portal.deps.pool, { name }, { email: `admin-${randomUUID()}@bench.tally.example`, password: 'correct horse battery', name_first: 'Ada', name_last: 'Admin' });
  return { clientId, userIds: await addUsers(portal, clientId, LOOPS) };
}

/** One loop per user: the look-up, then the registration, on a new day every 30 activities. */
function registrationLoops(portal: Portal, { clientId, userIds }: BenchFirm, lookups: number[]) {
  const { days, tagIndex } = portal.deps;
  return concurrentLoops(LOOPS, async (loop) => {
    const userId = userIds[loop]!;
    return async (n) => {
      const date = new Date(Date.UTC(2027, 0, 1) + Math.floor(n / PER_DAY) * 86_400_000).toISOString().slice(0, 10);
      const day: DayRef = { day_id: dayIdFor(userId, date), client_id: clientId, user_id: userId, date };
      const startedAt = Date.parse(`${date}T07:00:00Z`) + (n % PER_DAY) * 600_000;
      const registration = {
        activity_id: randomUUID(),
        started_at: new Date(startedAt).toISOString(),
        ended_at: new Date(startedAt + 540_000).toISOString(),
        contact_id: null,
        partner_contact_id: null,
        internal: false,
        description: null,
        ...activity((n * LOOPS + loop) % 1000),
      };
      const start = process.hrtime.bigint();
      const tag = await tagIndex.decidingTagOf(day, registration);
      lookups.push(Number(process.hrtime.bigint() - start) / 1e6);
      const command: DayCommand = { type: 'RegisterActivity', day, activity: registration, ...(tag ? { tag } : {}), removeOverlapping: true, ignoreThreshold: 0, at: registration.ended_at };
      await days.handle(dayStream(day.day_id), command, { client_id: clientId, user_id: userId, request: null });
    };
  });
}

/** A person's year of open days, then a new general tag of a domain one activity in ten mails. */
async function retagYear(portal: Portal, clientId: string) {
  const { deps } = portal;
  const [userId] = await addUsers(portal, clientId, 1);
  let last = { commit: 0, prepare: 0 };
  for (let d = 0; d < YEAR_DAYS; d++) {
    const date = new Date(Date.UTC(2026, 0, 1) + d * 86_400_000).toISOString().slice(0, 10);
    const day: DayRef = { day_id: dayIdFor(userId!, date), client_id: clientId, user_id: userId!, date };
    const commands = registrations(day, PER_DAY, `${date}T07:00:00Z`, 600, () => randomUUID()).map((command, n) =>
      command.type === 'RegisterActivity' && n % SHARE === 0 ? { ...command, activity: { ...command.activity, context: { email: `person${n}@${RETAG_DOMAIN}`, title: 'RE: offer' } } } : command,
    );
    last = await appendDay(deps.store, day, decideDay(commands));
  }
  if (!(await deps.runner.waitFor(last, 120_000))) throw new Error('the read models did not catch up with the year');
  // The re-tagging passes the year's registrations (none of them tagged by anything) before the clock starts.
  for (;;) {
    const { rows } = await deps.pool.query<{ commit: string; prepare: string }>(`SELECT commit, prepare FROM projection_checkpoints WHERE projection = 'retag-process'`);
    const at = rows[0];
    if (at && (Number(at.commit) > last.commit || (Number(at.commit) === last.commit && Number(at.prepare) >= last.prepare))) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const expected = YEAR_DAYS * Math.ceil(PER_DAY / SHARE);
  const contactId = randomUUID();
  const draft: TagDraft = { client_id: clientId, scope: 'general', user_id: null, type: 'email_domain', value: RETAG_DOMAIN, target: { status: 'contact', contact_id: contactId }, nature: 'tag', forced: false };
  const start = process.hrtime.bigint();
  await deps.tags.handle(tagStream(tagIdFor(draft)), { type: 'CreateTag', tag: draft, actor: { user_id: null, admin: true }, at: new Date().toISOString() }, { client_id: clientId, user_id: null, request: null });
  let done = 0;
  while (done < expected) {
    const { rows } = await deps.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM activities WHERE user_id = $1 AND contact_id = $2', [userId, contactId]);
    done = rows[0]!.n;
    if (done < expected) await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return { seconds: round(seconds(start), 3), days: YEAR_DAYS, activities: YEAR_DAYS * PER_DAY, retagged: expected };
}
