import { describe, expect, it } from 'vitest';
import { decidingTag, referencesOf, type MatchableTag } from '../tags/index.js';
import { documentActivity } from './document.js';

const owner = { client_id: '00000000-0000-4000-8000-000000000001', user_id: '00000000-0000-4000-8000-000000000002', time_zone: 'Europe/Amsterdam' };
const save = (modified_at: string, folder = '/Clients/Acme/2026') => documentActivity(owner, { item_id: 'item-1', folder, name: 'Offer.docx', modified_at });
const folderTag = (value: string, contact: string): MatchableTag & { contact: string } => ({ type: 'folder', value, scope: 'general', nature: 'tag', deleted: false, contact });

describe('a file saved in SharePoint as document activity', () => {
  it('lasts five minutes up to the save, never before its day starts, under an id of the file and the save', () => {
    const { day, activity } = save('2026-03-02T10:00:00Z');
    expect(activity).toMatchObject({ started_at: '2026-03-02T09:55:00.000Z', ended_at: '2026-03-02T10:00:00.000Z', context: { title: '/Clients/Acme/2026/Offer.docx' } });
    expect(day.date).toBe('2026-03-02');
    expect(save('2026-03-01T23:02:00Z').activity.started_at).toBe('2026-03-01T23:00:00.000Z');
    expect(save('2026-03-02T10:00:00Z').activity.activity_id).toBe(activity.activity_id);
    expect(save('2026-03-02T11:00:00Z').activity.activity_id).not.toBe(activity.activity_id);
  });

  it('is tagged by a folder tag on its folder or one above it, written in any case, the nearest folder first', () => {
    const { activity } = save('2026-03-02T10:00:00Z');
    const references = referencesOf(activity);
    expect(decidingTag(references, [folderTag('/CLIENTS', 'all clients')])?.contact).toBe('all clients');
    expect(decidingTag(references, [folderTag('/clients', 'all clients'), folderTag('/Clients/acme', 'acme')])?.contact).toBe('acme');
    expect(decidingTag(references, [folderTag('/Clients/Acm', 'prefix of a name')])).toBeUndefined();
  });
});
