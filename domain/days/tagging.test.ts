import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec.js';
import { foldStream } from '../shared/decider.js';
import type { Booking, DecidingTag } from './activity.js';
import { dayDecider, type DayCommand } from './commands.js';
import { DayPublishedError } from './errors.js';
import type { DayEvent } from './events.js';
import { at, booked, booking, opened, ref, registered, registration } from './fixtures.js';

const spec = deciderSpec(dayDecider);
const mail = { source: { type: 'email' as const, identifier: 'outlook', name: 'Outlook' }, context: { email: 'jan@acme.nl', title: 'Offer' } };
const acme: DecidingTag = { tag_id: 't-acme', reference: { type: 'email_domain', value: 'acme.nl' }, target: { status: 'contact', contact_id: 'k-acme' } };
const jan: DecidingTag = { tag_id: 't-jan', reference: { type: 'email', value: 'jan@acme.nl' }, target: { status: 'contact', contact_id: 'k-jan' } };
const spam: DecidingTag = { tag_id: 't-spam', reference: { type: 'email_domain', value: 'acme.nl' }, target: { status: 'ignored' } };
const byTag = ({ tag_id, reference }: DecidingTag) => ({ tag_id, reference });

const register = (id: string, tag: DecidingTag | undefined, extra: Partial<ReturnType<typeof registration>> = {}, ignoreThreshold = 0): DayCommand => ({
  type: 'RegisterActivity',
  day: ref,
  activity: { ...registration(id, '09:00', '10:00'), ...mail, ...extra },
  ...(tag ? { tag } : {}),
  removeOverlapping: false,
  ignoreThreshold,
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

describe("booking follows the tag's contact", () => {
  const booking2 = { project_id: 'p2', subproject_id: 's2', working_code_id: null };
  const acmeBooks: DecidingTag = { ...acme, booking };
  const bookedBy = (ids: string[], by: Booking = booking): DayEvent => ({ type: 'ActivitiesBooked', data: { activity_ids: ids, booking: by, at } });

  it('books a registration its tag tags to a contact with a booking, after tagging it, in the same command', () => {
    spec.given([opened]).when(register('a', acmeBooks)).then([taggedBy('a', acme, 'k-acme'), bookedBy(['a'])]);
    const events = dayDecider.decide(register('a', acmeBooks), foldStream(dayDecider, [opened]));
    expect(foldStream(dayDecider, [opened, ...events]).activities.get('a')).toMatchObject({ status: 'booked', booking, contact_id: 'k-acme', tagged_by: byTag(acme) });
  });

  it('books nothing registered tagged by hand, ignored by threshold, or by a tag without a booking', () => {
    spec.given([opened]).when(register('a', acmeBooks, { contact_id: 'k-mine' })).then([registered('a', '09:00', '10:00', { ...mail, contact_id: 'k-mine' })]);
    spec.given([opened]).when(register('a', acmeBooks, {}, 7200)).then([registered('a', '09:00', '10:00', { ...mail, contact_id: 'k-acme', tagged_by: byTag(acme), ignored_by_threshold: true })]);
    spec.given([opened]).when(register('a', acme)).then([taggedBy('a', acme, 'k-acme')]);
  });

  it('books what re-tagging tags to a contact and leaves open, grouped per booking, after the tagging', () => {
    const untagged = (id: string, from: string) => registered(id, from, '10:00', mail);
    spec
      .given([opened, untagged('a', '08:00'), untagged('b', '08:30'), untagged('c', '09:00')])
      .when(retag(['a', acmeBooks], ['b', { ...jan, booking: booking2 }], ['c', acmeBooks]))
      .then([
        { type: 'ActivitiesTagged', data: { activity_ids: ['a', 'c'], contact_id: 'k-acme', internal: false, by_tag: byTag(acme), at } },
        { type: 'ActivitiesTagged', data: { activity_ids: ['b'], contact_id: 'k-jan', internal: false, by_tag: byTag(jan), at } },
        bookedBy(['a', 'c']),
        bookedBy(['b'], booking2),
      ]);
  });

  it('never books over a booking, nor activity tagged by hand or ignored, nor on a published day', () => {
    const untagged = registered('a', '09:00', '10:00', mail);
    spec.given([opened, untagged, booked('a')]).when(retag(['a', { ...acme, booking: { ...booking, project_id: 'p9' } }])).then([]);
    const byHand: DayEvent = { type: 'ActivitiesTagged', data: { activity_ids: ['a'], contact_id: 'k-acme', internal: false, at } };
    spec.given([opened, untagged, byHand]).when(retag(['a', acmeBooks])).then([]);
    const ignoredByHand: DayEvent = { type: 'ActivitiesStatusSet', data: { activity_ids: ['a'], status: 'ignored', at } };
    spec.given([opened, untagged, ignoredByHand]).when(retag(['a', acmeBooks])).then([]);
    const threshold = registered('a', '09:00', '10:00', { ...mail, ignored_by_threshold: true });
    spec
      .given([opened, threshold])
      .when(retag(['a', acmeBooks]))
      .then([{ type: 'ActivitiesTagged', data: { activity_ids: ['a'], contact_id: 'k-acme', internal: false, by_tag: byTag(acme), at } }]);
    const published: DayEvent = { type: 'DayPublished', data: { durations: {}, unbooked_duration: 0, at } };
    spec.given([opened, untagged, published]).when(retag(['a', acmeBooks])).thenThrows(DayPublishedError);
  });

  it('books what a tag ignored once it names a contact with a booking, and activity already tagged as the tag says', () => {
    const ignored: DayEvent[] = [opened, taggedBy('a', spam, null), { type: 'ActivitiesStatusSet', data: { activity_ids: ['a'], status: 'ignored', by_tag: byTag(spam), at } }];
    spec
      .given(ignored)
      .when(retag(['a', { ...spam, target: { status: 'contact', contact_id: 'k-acme' }, booking }]))
      .then([
        { type: 'ActivitiesTagged', data: { activity_ids: ['a'], contact_id: 'k-acme', internal: false, by_tag: byTag(spam), at } },
        { type: 'ActivitiesStatusSet', data: { activity_ids: ['a'], status: 'open', by_tag: byTag(spam), at } },
        bookedBy(['a']),
      ]);
    spec.given([opened, taggedBy('a', acme, 'k-acme')]).when(retag(['a', acmeBooks])).then([bookedBy(['a'])]);
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
