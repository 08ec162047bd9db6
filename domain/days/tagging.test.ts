import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec.js';
import { foldStream } from '../shared/decider.js';
import type { DecidingTag } from './activity.js';
import { dayDecider, type DayCommand } from './commands.js';
import { DayPublishedError } from './errors.js';
import type { DayEvent } from './events.js';
import { at, booked, opened, ref, registered, registration } from './fixtures.js';

const spec = deciderSpec(dayDecider);
const mail = { source: { type: 'email' as const, identifier: 'outlook', name: 'Outlook' }, context: { email: 'jan@acme.nl', title: 'Offer' } };
const acme: DecidingTag = { tag_id: 't-acme', reference: { type: 'email_domain', value: 'acme.nl' }, target: { status: 'contact', contact_id: 'k-acme' } };
const jan: DecidingTag = { tag_id: 't-jan', reference: { type: 'email', value: 'jan@acme.nl' }, target: { status: 'contact', contact_id: 'k-jan' } };
const spam: DecidingTag = { tag_id: 't-spam', reference: { type: 'email_domain', value: 'acme.nl' }, target: { status: 'ignored' } };
const byTag = ({ tag_id, reference }: DecidingTag) => ({ tag_id, reference });

const register = (id: string, tag: DecidingTag | undefined, extra: Partial<ReturnType<typeof registration>> = {}): DayCommand => ({
  type: 'RegisterActivity',
  day: ref,
  activity: { ...registration(id, '09:00', '10:00'), ...mail, ...extra },
  ...(tag ? { tag } : {}),
  removeOverlapping: false,
  ignoreThreshold: 0,
  at,
});
const taggedBy = (id: string, tag: DecidingTag, contact: string | null) =>
  registered(id, '09:00', '10:00', { ...mail, contact_id: contact, tagged_by: byTag(tag) });
const retag = (...decisions: Array<[string, DecidingTag | null]>): DayCommand => ({
  type: 'ApplyTags',
  decisions: decisions.map(([activity_id, tag]) => ({ activity_id, tag })),
  at,
});

describe('tagging by itself, as activity registers', () => {
  it('tags the activity to the contact of its deciding tag, and the event names the tag and its reference', () => {
    spec.given([opened]).when(register('a', acme)).then([taggedBy('a', acme, 'k-acme')]);
  });

  it('leaves a registration tagged by hand as the person tagged it: their hand wins', () => {
    spec.given([opened]).when(register('a', acme, { contact_id: 'k-mine' })).then([registered('a', '09:00', '10:00', { ...mail, contact_id: 'k-mine' })]);
    spec.given([opened]).when(register('a', acme, { internal: true })).then([registered('a', '09:00', '10:00', { ...mail, internal: true })]);
  });

  it('registers activity of an ignored tag ignored, by that tag', () => {
    const events = dayDecider.decide(register('a', spam), foldStream(dayDecider, [opened]));
    expect(events).toEqual([
      taggedBy('a', spam, null),
      { type: 'ActivitiesStatusSet', data: { activity_ids: ['a'], status: 'ignored', by_tag: byTag(spam), at } },
    ]);
    const activity = foldStream(dayDecider, [opened, ...events]).activities.get('a');
    expect(activity).toMatchObject({ status: 'ignored', contact_id: null, tag_source: 'tag', tagged_by: byTag(spam) });
  });

  it('registers untagged without a tag', () => {
    spec.given([opened]).when(register('a', undefined)).then([registered('a', '09:00', '10:00', mail)]);
  });
});

describe('re-tagging (ApplyTags)', () => {
  const untagged = registered('a', '09:00', '10:00', mail);

  it('tags untagged activity by the tag that now decides it', () => {
    spec
      .given([opened, untagged])
      .when(retag(['a', acme]))
      .then([{ type: 'ActivitiesTagged', data: { activity_ids: ['a'], contact_id: 'k-acme', internal: false, by_tag: byTag(acme), at } }]);
  });

  it('moves what a tag tagged to a more specific tag, and untags it when no tag decides any more', () => {
    spec
      .given([opened, taggedBy('a', acme, 'k-acme')])
      .when(retag(['a', jan]))
      .then([{ type: 'ActivitiesTagged', data: { activity_ids: ['a'], contact_id: 'k-jan', internal: false, by_tag: byTag(jan), at } }]);
    spec
      .given([opened, taggedBy('a', acme, 'k-acme')])
      .when(retag(['a', null]))
      .then([{ type: 'ActivitiesTagged', data: { activity_ids: ['a'], contact_id: null, internal: false, by_tag: byTag(acme), at } }]);
  });

  it('ignores by an ignored tag, and opens again what that tag ignored once it names a contact', () => {
    spec
      .given([opened, untagged])
      .when(retag(['a', spam]))
      .then([
        { type: 'ActivitiesTagged', data: { activity_ids: ['a'], contact_id: null, internal: false, by_tag: byTag(spam), at } },
        { type: 'ActivitiesStatusSet', data: { activity_ids: ['a'], status: 'ignored', by_tag: byTag(spam), at } },
      ]);
    const ignored: DayEvent[] = [opened, taggedBy('a', spam, null), { type: 'ActivitiesStatusSet', data: { activity_ids: ['a'], status: 'ignored', by_tag: byTag(spam), at } }];
    const named = { ...spam, target: { status: 'contact', contact_id: 'k-acme' } } as const;
    spec
      .given(ignored)
      .when(retag(['a', named]))
      .then([
        { type: 'ActivitiesTagged', data: { activity_ids: ['a'], contact_id: 'k-acme', internal: false, by_tag: byTag(spam), at } },
        { type: 'ActivitiesStatusSet', data: { activity_ids: ['a'], status: 'open', by_tag: byTag(spam), at } },
      ]);
  });

  it('never touches activity a person tagged or ignored by hand, nor booked activity', () => {
    const byHand: DayEvent = { type: 'ActivitiesTagged', data: { activity_ids: ['a'], contact_id: 'k-mine', internal: false, at } };
    spec.given([opened, taggedBy('a', acme, 'k-acme'), byHand]).when(retag(['a', jan])).then([]);
    const ignoredByHand: DayEvent = { type: 'ActivitiesStatusSet', data: { activity_ids: ['a'], status: 'ignored', at } };
    spec.given([opened, untagged, ignoredByHand]).when(retag(['a', acme])).then([]);
    spec.given([opened, untagged, booked('a')]).when(retag(['a', acme])).then([]);
  });

  it('changes nothing when the activity is tagged as its tag says already', () => {
    spec.given([opened, taggedBy('a', acme, 'k-acme')]).when(retag(['a', acme])).then([]);
  });

  it('refuses a published day as a whole', () => {
    const published: DayEvent = { type: 'DayPublished', data: { durations: {}, unbooked_duration: 0, at } };
    spec.given([opened, untagged, published]).when(retag(['a', acme])).thenThrows(DayPublishedError);
  });
});
