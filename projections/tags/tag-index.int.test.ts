import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referencesOf, tagIdFor, tagStream, type TagCommand, type TagDraft } from '../../domain/tags/index.js';
import { startTestPortal, type TestPortal } from '../../tests/support/portal.js';
import { TagIndex } from './tag-index.js';

describe('the tag index', () => {
  let test: TestPortal;
  beforeAll(async () => {
    test = await startTestPortal();
  });
  afterAll(async () => test.close());

  const firm = crypto.randomUUID();
  const person = crypto.randomUUID();
  const contact = crypto.randomUUID();
  const actor = { user_id: person, admin: false };
  const at = '2026-03-02T09:00:00.000Z';
  const mail = referencesOf({ source: { type: 'email', identifier: 'outlook', name: null }, context: { email: 'Jan@Acme.nl' } });

  /** Runs a tag command as the API would, and waits until the read models show it. */
  async function run(tag: Omit<TagDraft, 'client_id'>, command: (draft: TagDraft) => TagCommand) {
    const draft = { ...tag, client_id: firm };
    const outcome = await test.portal.deps.tags.handle(tagStream(tagIdFor(draft)), command(draft), { client_id: firm, user_id: person, request: null });
    if (outcome.position) expect(await test.portal.deps.runner.waitFor(outcome.position, 15_000)).toBe(true);
    return tagIdFor(draft);
  }
  const create = (tag: Omit<TagDraft, 'client_id'>) => run(tag, (draft) => ({ type: 'CreateTag', tag: draft, actor, at }));
  const domain = { scope: 'general', user_id: null, type: 'email_domain', value: 'acme.nl', target: { status: 'contact', contact_id: contact }, nature: 'tag', forced: false } as const;

  it("answers the firm's tag of an activity's references from the read model, and what changed after a refresh", async () => {
    const index = new TagIndex(test.portal.deps.pool);
    expect(await index.lookupTag(firm, person, mail)).toBeUndefined();

    const domainTag = await create(domain);
    await index.refresh();
    expect(await index.lookupTag(firm, person, mail)).toMatchObject({ id: domainTag, target: { status: 'contact', contact_id: contact } });

    const personal = await create({ ...domain, scope: 'personal', user_id: person, type: 'email', value: 'jan@acme.nl', target: { status: 'internal' } });
    await index.refresh();
    expect(await index.lookupTag(firm, person, mail)).toMatchObject({ id: personal, target: { status: 'internal' } });
    expect(await index.lookupTag(firm, crypto.randomUUID(), mail)).toMatchObject({ id: domainTag });

    await run({ ...domain, scope: 'personal', user_id: person, type: 'email', value: 'jan@acme.nl' }, () => ({ type: 'DeleteTag', actor, at }));
    await index.refresh();
    expect(await index.lookupTag(firm, person, mail)).toMatchObject({ id: domainTag });
  });

  it('loads a firm with the tags written before, and sees what another writer changes once it refreshes', async () => {
    const loadedLater = new TagIndex(test.portal.deps.pool);
    expect(await loadedLater.lookupTag(firm, person, mail)).toMatchObject({ target: { status: 'contact' } });
    await run(domain, () => ({ type: 'ChangeTag', target: { status: 'ignored' }, nature: 'tag', actor, at }));
    expect(await loadedLater.lookupTag(firm, person, mail)).toMatchObject({ target: { status: 'contact' } });
    await loadedLater.refresh();
    expect(await loadedLater.lookupTag(firm, person, mail)).toMatchObject({ target: { status: 'ignored' } });
  });
});
