import { DateTime } from 'luxon';
import { DEMO_PASSWORD, DEMO_ZONE, demoPerson, seedDemo } from '../../cli/demo/index.js';
import { signedIn, withToken, type Call } from '../../cli/demo/client.js';
import { condenseNow, readModelsCaughtUp, sendDetectedDays } from '../../cli/demo/detect.js';
import { KNOWN_REFERENCES } from '../../cli/demo/master-data.js';
import { detectedDay, INTERNAL, type DetectedDay } from '../../cli/demo/watchers.js';
import { targetOf, workingDaysBefore } from '../../cli/demo/work.js';
import { SOURCE_TYPES } from '../../domain/days/index.js';
import { referenceKey, referencesOf, type Reference } from '../../domain/tags/index.js';
import type { ActivityResource } from '../../api/routes/activities/schemas.js';
import { addUser } from '../../identity/organisations.js';
import { openPortal } from '../../portal/portal.js';
import { round, scratchDatabase, type BenchOptions, type BenchResult } from './support.js';

const EMAIL = 'bench@demo.tally.test';

/** The activity as the API lists it (api/routes/activities/schemas.ts). */
type Listed = ActivityResource;

/**
 * Issue 10, part 7: the demo firm's detected week tagging itself. The demo is seeded; then a demo user of its own
 * ("bench") registers their detected working days one at a time, as their laptop would send them. After each day,
 * the person tags each reference still pending once (a general tag to the contact the day was for, or internal:
 * the generator knows), choosing as a person would the broadest reference that has always meant one target
 * (a contact's site or folder rather than one page or one file; never the app alone when it served several). Then
 * the next day arrives, and what is measured is the share of its activity (by time and by count, ignored glances
 * left out) that came in tagged, and tagged as intended. Goal: at least 80 % by time, printed. Beside it, the share
 * that carries a reference tagged before: what tagging at registration can find, whether or not it is built.
 *
 * The firm starts as the demo has it: the references of the clients in KNOWN_REFERENCES are tags already. The
 * person's judgement needs the intended target of every reference, which the generator knows, so the references
 * still pending are computed here with referencesOf from the untagged activities, as POST /v1/rpc/tags/pending does.
 */
export async function demoAutotagBench({ quick, server }: BenchOptions): Promise<BenchResult> {
  const db = await scratchDatabase(server.adminUrl, 'demoautotag');
  const portal = await openPortal({ databaseUrl: db.url, logger: false });
  try {
    const now = DateTime.now().setZone(DEMO_ZONE);
    await seedDemo(portal, now.toJSDate());
    const { rows } = await portal.deps.pool.query<{ id: string }>("SELECT id FROM clients WHERE name = 'Demo Accountants'");
    await addUser(portal.deps.pool, rows[0]!.id, { role: 'user', email: EMAIL, name_first: 'Bench', name_last: 'Gebruiker', password: DEMO_PASSWORD });
    const call = await signedIn(portal.app, EMAIL, DEMO_PASSWORD);
    const userId = (await call<{ data: { id: string } }>('GET', '/v1/users/self')).data.id;
    const token = (await call<{ data: { token: string } }>('POST', '/v1/auth/tokens/transfer', { device_name: 'laptop-bench', kind: 'native' })).data.token;
    const contacts = new Map((await call<{ data: Array<{ id: string; code: string | null }> }>('GET', '/v1/contacts?limit=100')).data.map((c) => [c.code ?? '', c.id]));

    const person = demoPerson(EMAIL, 0);
    const days = workingDaysBefore(now.startOf('day'), quick ? 5 : 10).map((day) => detectedDay(person, day));
    const judgement = new Judgement();
    const perDay: Array<Record<string, number | string>> = [];
    for (const [index, day] of days.entries()) {
      await sendDetectedDays(withToken(portal.app, token), [day]);
      await condenseNow(portal, userId);
      await readModelsCaughtUp(portal);
      const activities = await activitiesOf(call, day);
      if (index > 0) perDay.push({ date: day.date, ...shares(activities, day, contacts), recognised_by_time_pct: judgement.recognisedShare(activities) });
      judgement.learn(activities, day);
      for (const tag of judgement.tagsFor(activities, day)) {
        const contactId = contacts.get(tag.target);
        await call('POST', '/v1/tags', { type: tag.reference.type, value: tag.reference.value, scope: 'general', ...(contactId ? { contact_id: contactId } : { internal: true }) });
      }
    }
    const mean = (field: string) => round(perDay.reduce((sum, day) => sum + Number(day[field]), 0) / Math.max(1, perDay.length), 1);
    return {
      figures: [
        { figure: 'next day tagged automatically, by time (mean)', value: mean('tagged_by_time_pct'), unit: '%', goal: { atLeast: 80 } },
        { figure: 'next day tagged automatically, by count (mean)', value: mean('tagged_by_count_pct'), unit: '%' },
        { figure: 'next day tagged as intended, by time (mean)', value: mean('intended_by_time_pct'), unit: '%' },
        { figure: 'next day with a reference tagged before, by time (mean)', value: mean('recognised_by_time_pct'), unit: '%' },
      ],
      details: {
        days: perDay,
        tags_made: judgement.made,
        contacts_with_references: KNOWN_REFERENCES.size,
      },
    };
  } finally {
    await portal.close();
    await db.drop();
  }
}

async function activitiesOf(call: Call, day: DetectedDay): Promise<Listed[]> {
  return (await call<{ data: Listed[] }>('GET', `/v1/activities?date=eq:${day.date}&limit=1000`)).data.filter((a) => a.status !== 'ignored');
}

const secondsOf = (a: Listed) => (Date.parse(a.ended_at) - Date.parse(a.started_at)) / 1000;
const percent = (part: number, whole: number) => round((100 * part) / Math.max(1, whole), 1);

/** How much of a day's activity arrived tagged, and tagged to what the person meant. */
function shares(activities: readonly Listed[], day: DetectedDay, contacts: ReadonlyMap<string, string>) {
  const tagged = activities.filter((a) => a.contact_id !== null || a.internal);
  const intended = tagged.filter((a) => {
    const target = targetOf(day.work, a);
    return target === INTERNAL ? a.internal : a.contact_id === contacts.get(target);
  });
  const time = (list: readonly Listed[]) => list.reduce((sum, a) => sum + secondsOf(a), 0);
  return {
    activities: activities.length,
    tagged_by_count_pct: percent(tagged.length, activities.length),
    tagged_by_time_pct: percent(time(tagged), time(activities)),
    intended_by_time_pct: percent(time(intended), time(activities)),
  };
}

/**
 * What the person knows: for each reference, every target its activity was for so far. They tag a pending
 * reference once, choosing the broadest that has only ever meant one target; the source alone (type:identifier,
 * the type) they never tag.
 */
class Judgement {
  private readonly targets = new Map<string, Set<string>>();
  private readonly tagged = new Set<string>();
  made = 0;

  learn(activities: readonly Listed[], day: DetectedDay): void {
    for (const activity of activities) {
      for (const reference of this.referencesOf(activity)) {
        const key = referenceKey(reference);
        this.targets.set(key, (this.targets.get(key) ?? new Set()).add(targetOf(day.work, activity)));
      }
    }
  }

  tagsFor(activities: readonly Listed[], day: DetectedDay): Array<{ reference: Reference; target: string }> {
    const tags = new Map<string, { reference: Reference; target: string }>();
    for (const activity of activities.filter((a) => a.contact_id === null && !a.internal)) {
      const references = this.referencesOf(activity);
      if (references.some((reference) => this.tagged.has(referenceKey(reference)))) continue;
      // Broadest first: referencesOf lists the most specific first.
      const chosen = [...references].reverse().find((reference) => this.targets.get(referenceKey(reference))?.size === 1);
      if (chosen === undefined) continue;
      this.tagged.add(referenceKey(chosen));
      tags.set(referenceKey(chosen), { reference: chosen, target: targetOf(day.work, activity) });
    }
    this.made += tags.size;
    return [...tags.values()];
  }

  /** The share of the activity's time that carries a reference tagged already: what tagging at registration can find. */
  recognisedShare(activities: readonly Listed[]): number {
    const time = (list: readonly Listed[]) => list.reduce((sum, a) => sum + secondsOf(a), 0);
    const recognised = activities.filter((a) => this.referencesOf(a).some((reference) => this.tagged.has(referenceKey(reference))));
    return percent(time(recognised), time(activities));
  }

  private referencesOf(activity: Listed): Reference[] {
    const type = SOURCE_TYPES.find((known) => known === activity.source.type);
    if (type === undefined) return [];
    return referencesOf({ source: { ...activity.source, type }, context: activity.context }).filter((reference) => reference.type !== 'default');
  }
}
