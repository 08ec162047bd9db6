import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { tagIdFor, tagStream, type TagDraft } from '../../domain/tags/index.js';
import { createTestOrganisation, startTestPortal, type Organisation, type Session, type TestPortal } from '../support/portal.js';

let test: TestPortal;
let firm: Organisation;
let jan: Session;
let acme: string;
beforeAll(async () => {
  test = await startTestPortal();
  firm = await createTestOrganisation(test);
  jan = await firm.member('user');
  acme = (await firm.admin.post('/v1/contacts', { name: 'Acme' })).json().data.id;
});
afterAll(async () => test.close());

let counter = 0;
async function tag(target: Record<string, unknown> = { contact_id: acme }): Promise<string> {
  const response = await firm.admin.post('/v1/tags', { type: 'email_domain', value: `firm${++counter}.nl`, ...target });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

/** What a tag is and how many events it has: both stay as they were after a refusal. */
async function snapshot(id: string) {
  return { tag: (await firm.admin.get(`/v1/tags/${id}`)).json().data, events: (await test.portal.deps.store.readStream(tagStream(id))).length };
}

/** A tag a tag condition made: forced, created by the system (no API call makes one). */
async function forcedTag(): Promise<string> {
  const draft: TagDraft = { client_id: firm.clientId, scope: 'general', user_id: null, type: 'email_domain', value: 'forced.nl', target: { status: 'internal' }, nature: 'tag', forced: true };
  const outcome = await test.portal.deps.tags.handle(tagStream(tagIdFor(draft)), { type: 'CreateTag', tag: draft, actor: { user_id: null, admin: true }, at: new Date().toISOString() }, { client_id: firm.clientId, user_id: null, request: null });
  assert(outcome.position, 'the forced tag was created');
  expect(await test.portal.deps.runner.waitFor(outcome.position, 15_000)).toBe(true);
  return tagIdFor(draft);
}

describe('locked tags', () => {
  it('are locked and unlocked by administrators, with PUT', async () => {
    const id = await tag();
    const locked = await firm.admin.put(`/v1/tags/${id}`, { contact_id: acme, locked: true });
    expect(locked.json().data).toMatchObject({ locked: true, status: 'contact' });
    const changed = await firm.admin.put(`/v1/tags/${id}`, { ignored: true, locked: false });
    expect(changed.json().data).toMatchObject({ locked: false, status: 'ignored' });
  });

  it('answer tag_locked to anyone else who changes, deletes or unlocks them, and nothing changes', async () => {
    const id = await tag();
    await firm.admin.put(`/v1/tags/${id}`, { contact_id: acme, locked: true });
    const before = await snapshot(id);
    for (const response of [
      await jan.put(`/v1/tags/${id}`, { internal: true }),
      await jan.put(`/v1/tags/${id}`, { contact_id: acme, locked: false }),
      await jan.delete(`/v1/tags/${id}`),
      await jan.post('/v1/rpc/tags/batch-edit', { tags: [id], ignored: true }),
    ]) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ code: 'tag_locked', title: 'This tag is locked by an administrator.' });
    }
    expect(await snapshot(id)).toEqual(before);
    // The record sent back as it is changes nothing, so it is refused to nobody.
    expect((await jan.put(`/v1/tags/${id}`, before.tag)).statusCode).toBe(200);
  });

  it('are not personalized by others while locked', async () => {
    const id = await tag();
    await firm.admin.post('/v1/rpc/tags/batch-edit', { tags: [id], locked: true });
    const response = await jan.put(`/v1/tags/${id}/personalize`, { internal: true });
    expect(response.json().code).toBe('tag_locked');
    expect((await jan.get('/v1/tags?scope=eq:personal')).json().data).toEqual([]);
  });

  it('are locked by nobody but administrators (403 forbidden), and the tag stays unlocked', async () => {
    const id = await tag();
    const response = await jan.put(`/v1/tags/${id}`, { contact_id: acme, locked: true });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('forbidden');
    expect((await snapshot(id)).tag.locked).toBe(false);
  });
});

describe('forced tags', () => {
  it('are changed, deleted, locked and personalized by nobody, administrators included (409 tag_forced)', async () => {
    const id = await forcedTag();
    const before = await snapshot(id);
    expect(before.tag).toMatchObject({ forced: true, status: 'internal' });
    for (const session of [firm.admin, jan]) {
      for (const response of [
        await session.put(`/v1/tags/${id}`, { ignored: true }),
        await session.delete(`/v1/tags/${id}`),
        await session.post('/v1/rpc/tags/batch-edit', { tags: [id], locked: true }),
        await session.put(`/v1/tags/${id}/personalize`, { ignored: true }),
      ]) {
        expect(response.statusCode, response.body).toBe(409);
        expect(response.json().code).toBe('tag_forced');
      }
    }
    expect(await snapshot(id)).toEqual(before);
  });
});

describe('batch edit', () => {
  it('tags many tags to a contact at once and answers them in the order given', async () => {
    const ids = [await tag({ internal: true }), await tag({ ignored: true }), await tag()];
    const response = await jan.post('/v1/rpc/tags/batch-edit', { tags: ids, contact_id: acme });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.map((one: { id: string; status: string; contact_id: string }) => [one.id, one.status, one.contact_id])).toEqual(ids.map((id) => [id, 'contact', acme]));
  });

  it('marks tags internal or ignored, and locks them for administrators', async () => {
    const ids = [await tag(), await tag()];
    expect((await jan.post('/v1/rpc/tags/batch-edit', { tags: ids, ignored: true })).json().data.map((one: { status: string }) => one.status)).toEqual(['ignored', 'ignored']);
    const locked = await firm.admin.post('/v1/rpc/tags/batch-edit', { tags: ids, internal: true, locked: true });
    expect(locked.json().data.map((one: { status: string; locked: boolean }) => [one.status, one.locked])).toEqual([['internal', true], ['internal', true]]);
    expect((await jan.post('/v1/rpc/tags/batch-edit', { tags: ids, locked: false })).json().code).toBe('tag_locked');
  });

  it('changes none of the tags when one is refused', async () => {
    const free = await tag();
    const locked = await tag();
    await firm.admin.post('/v1/rpc/tags/batch-edit', { tags: [locked], locked: true });
    const before = await snapshot(free);
    const response = await jan.post('/v1/rpc/tags/batch-edit', { tags: [free, locked], internal: true });
    expect(response.json().code).toBe('tag_locked');
    expect(await snapshot(free)).toEqual(before);
  });

  it("answers 404 for a tag one does not see or another firm's contact, 422 when it names nothing to do", async () => {
    const id = await tag();
    expect((await jan.post('/v1/rpc/tags/batch-edit', { tags: [id, crypto.randomUUID()], internal: true })).statusCode).toBe(404);
    const other = await createTestOrganisation(test, 'Other firm');
    const theirs = (await other.admin.post('/v1/contacts', { name: 'Theirs' })).json().data.id;
    expect((await jan.post('/v1/rpc/tags/batch-edit', { tags: [id], contact_id: theirs })).statusCode).toBe(404);
    const nothing = await jan.post('/v1/rpc/tags/batch-edit', { tags: [id], internal: false });
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().code).toBe('validation_failed');
  });
});
