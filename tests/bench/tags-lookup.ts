import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { referencesOf, type ActivitySubject, type ReferenceType } from '../../domain/tags/index.js';
import { TagIndex } from '../../projections/tags/tag-index.js';
import { latencies, round, scratchDatabase, seconds, type BenchOptions, type BenchResult } from './support.js';

const GENERAL = 100_000;
const PERSONAL = 1_000;
const INSERT_BATCH = 10_000;

/**
 * The tag look-up registration will make (issue 10): a firm with 100,000 general tags and a person with 1,000
 * personal ones, in the read model, loaded into the tag index; then activities of every kind (mail, web pages,
 * calls, desktop apps), most of them recognised by a tag and some by none, each looked up once. Measured: the
 * look-up alone (the references given) and with extracting the references from the activity.
 */
export async function tagsLookupBench({ quick, server }: BenchOptions): Promise<BenchResult> {
  const lookups = quick ? 20_000 : 200_000;
  const db = await scratchDatabase(server.adminUrl, 'tags');
  const pool = new pg.Pool({ connectionString: db.url, max: 4 });
  try {
    const [clientId, userId, contactId] = [randomUUID(), randomUUID(), randomUUID()];
    await fillTags(pool, clientId, userId, contactId);
    await pool.query('ANALYZE tags');

    const index = new TagIndex(pool);
    const heapBefore = process.memoryUsage().heapUsed;
    const loadStart = process.hrtime.bigint();
    await index.lookupTag(clientId, userId, []);
    const loadSeconds = round(seconds(loadStart), 2);
    const heapMiB = round((process.memoryUsage().heapUsed - heapBefore) / 2 ** 20);

    const subjects = Array.from({ length: 1000 }, (_, n) => activity(n));
    const references = subjects.map((subject) => referencesOf(subject));
    let matched = 0;
    const lookupOnly: number[] = [];
    const withExtraction: number[] = [];
    for (let i = 0; i < lookups; i++) {
      const n = i % subjects.length;
      let start = process.hrtime.bigint();
      const tag = await index.lookupTag(clientId, userId, references[n]!);
      lookupOnly.push(Number(process.hrtime.bigint() - start) / 1e6);
      if (tag) matched++;
      start = process.hrtime.bigint();
      await index.lookupTag(clientId, userId, referencesOf(subjects[n]!));
      withExtraction.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    const alone = latencies(lookupOnly);
    const extracted = latencies(withExtraction);
    return {
      figures: [
        { figure: 'tags-lookup: look-up p50', value: alone.p50, unit: 'ms' },
        { figure: 'tags-lookup: look-up p95', value: alone.p95, unit: 'ms', goal: { atMost: 1 } },
        { figure: 'tags-lookup: references and look-up p95', value: extracted.p95, unit: 'ms', goal: { atMost: 1 } },
        { figure: 'tags-lookup: loading the firm into the index', value: loadSeconds, unit: 's' },
        { figure: 'tags-lookup: heap growth loading the firm (garbage included)', value: heapMiB, unit: 'MiB' },
      ],
      details: {
        method: `${GENERAL} general tags (email, email domain, web address, phone) and ${PERSONAL} personal ones inserted into the read model; the firm loaded into a TagIndex once; ${lookups} look-ups of 1,000 activities in turn, each with its references given and with them extracted`,
        general: GENERAL,
        personal: PERSONAL,
        lookups,
        matchedShare: round(matched / lookups, 3),
        referencesPerActivity: round(references.reduce((sum, list) => sum + list.length, 0) / references.length, 1),
        lookupOnly: alone,
        withExtraction: extracted,
      },
    };
  } finally {
    await pool.end();
    await db.drop();
  }
}

/** The n-th general tag's reference: a person's address, a firm's domain, a site's section, a phone number in turn. */
function generalReference(n: number): [ReferenceType, string] {
  switch (n % 4) {
    case 0:
      return ['email', `person${n}@firm${n % 5000}.example`];
    case 1:
      return ['email_domain', `firm${n}.example`];
    case 2:
      return ['url', `site${n}.example/projects`];
    default:
      return ['phone', `+3120${String(1_000_000 + n)}`];
  }
}

/**
 * The n-th activity: a mail, a web page, a call or a desktop app in turn, the first three recognised by the general
 * tag of their kind (the mails by a personal tag of their domain first); every fifth one names what no tag knows.
 */
export function activity(n: number): ActivitySubject {
  const g = 4 * n + (n % 4 === 0 ? 0 : n % 4 === 1 ? 2 : 3);
  const known = n % 5 !== 4;
  switch (n % 4) {
    case 0:
      return { source: { type: 'email', identifier: 'outlook', name: 'Outlook' }, context: { email: known ? `person${g}@firm${g % 5000}.example` : `x${g}@nowhere.example`, title: 'RE: offer' } };
    case 1:
      return { source: { type: 'web', identifier: `site${g}.example`, name: null }, context: { url: `https://www.${known ? 'site' : 'other'}${g}.example/projects/${n}/hours?week=9`, title: 'Hours' } };
    case 2:
      return { source: { type: 'phone', identifier: 'teams', name: 'Teams' }, context: { number: `020 ${known ? 1_000_000 + g : 9_000_000 + g}` } };
    default:
      return { source: { type: 'native', identifier: 'WINWORD.EXE', name: 'Word' }, context: { title: 'C:\\Clients\\Acme\\offer.docx', process: 'winword' } };
  }
}

export async function fillTags(pool: pg.Pool, clientId: string, userId: string, contactId: string): Promise<void> {
  const rows = [
    ...Array.from({ length: GENERAL }, (_, n) => ({ user: null, reference: generalReference(n) })),
    ...Array.from({ length: PERSONAL }, (_, n) => ({ user: userId, reference: ['email_domain', `firm${n * 4}.example`] as [ReferenceType, string] })),
  ];
  for (let from = 0; from < rows.length; from += INSERT_BATCH) {
    const batch = rows.slice(from, from + INSERT_BATCH);
    await pool.query(
      `INSERT INTO tags (id, client_id, user_id, scope, type, value, contact_id, internal, ignored, nature, forced, locked, created_at, updated_at, position_commit, position_prepare)
       SELECT gen_random_uuid(), $1, user_id, CASE WHEN user_id IS NULL THEN 'general' ELSE 'personal' END, type, value, $2, false, false, 'tag', false, false, now(), now(), 1, ordinality + $3
       FROM unnest($4::uuid[], $5::text[], $6::text[]) WITH ORDINALITY AS t (user_id, type, value, ordinality)`,
      [clientId, contactId, from, batch.map((row) => row.user), batch.map((row) => row.reference[0]), batch.map((row) => row.reference[1])],
    );
  }
}
