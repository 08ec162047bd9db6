import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec.js';
import { NotFoundError } from '../shared/decider.js';
import {
  DescriptionNotYoursError,
  PersonalDescriptionUsersError,
  descriptionDecider,
  expandDynamicTags,
  type DescriptionEvent,
  type DescriptionFields,
} from './index.js';

const spec = deciderSpec(descriptionDecider);
const at = '2026-03-02T09:00:00.000Z';
const admin = { id: 'a1', admin: true };
const person = { id: 'u1', admin: false };
const fields: DescriptionFields = { dimension_id: 'd1', description: 'Monthly accounts {current_month}', enabled: true, personal: false };
const created: DescriptionEvent = { type: 'DescriptionCreated', data: { client_id: 'c1', owner_id: 'a1', ...fields, user_ids: [], at } };
const personal: DescriptionEvent = { type: 'DescriptionCreated', data: { client_id: 'c1', owner_id: 'u1', ...fields, personal: true, user_ids: [], at } };

describe('a description', () => {
  it("is the firm's when an administrator makes it, and a person's own when personal", () => {
    spec.given([]).when({ type: 'CreateDescription', client_id: 'c1', fields, user_ids: [], actor: admin, at }).then([created]);
    spec.given([]).when({ type: 'CreateDescription', client_id: 'c1', fields: { ...fields, personal: true }, user_ids: [], actor: person, at }).then([personal]);
    spec.given([]).when({ type: 'CreateDescription', client_id: 'c1', fields, user_ids: [], actor: person, at }).thenThrows(DescriptionNotYoursError);
  });

  it('is offered to named people, but a personal one names nobody', () => {
    spec
      .given([created])
      .when({ type: 'SetDescriptionUsers', user_ids: ['U2', 'u1', 'u2'], actor: admin, at })
      .then([{ type: 'DescriptionUsersSet', data: { user_ids: ['u1', 'u2'], at } }]);
    spec.given([personal]).when({ type: 'SetDescriptionUsers', user_ids: ['u2'], actor: person, at }).thenThrows(PersonalDescriptionUsersError);
  });

  it("changes, records nothing when asked for what it says, and is nobody else's to change", () => {
    spec.given([created]).when({ type: 'ChangeDescription', fields, actor: admin, at }).then([]);
    spec
      .given([created])
      .when({ type: 'ChangeDescription', fields: { ...fields, enabled: false }, actor: admin, at })
      .then([{ type: 'DescriptionChanged', data: { ...fields, enabled: false, at } }]);
    spec.given([personal]).when({ type: 'ChangeDescription', fields, actor: admin, at }).thenThrows(DescriptionNotYoursError);
    spec.given([created]).when({ type: 'DeleteDescription', actor: person, at }).thenThrows(DescriptionNotYoursError);
    const deleted: DescriptionEvent = { type: 'DescriptionDeleted', data: { at } };
    spec.given([created, deleted]).when({ type: 'DeleteDescription', actor: admin, at }).thenThrows(NotFoundError);
  });
});

describe('the dynamic tags of a description', () => {
  const text = '{previous_month} | {current_month} | {next_month} | {previous_quarter} | {current_quarter} | {next_quarter} | {previous_year} | {current_year} | {next_year}';

  it("are the periods around the person's day, in their language", () => {
    expect(expandDynamicTags(text, { now: '2026-01-15T10:00:00Z', timeZone: 'Europe/Amsterdam', locale: 'nl' })).toBe(
      'december 2025 | januari 2026 | februari 2026 | Q4 2025 | Q1 2026 | Q2 2026 | 2025 | 2026 | 2027',
    );
    expect(expandDynamicTags('{current_month}', { now: '2026-01-15T10:00:00Z', timeZone: 'Europe/Amsterdam', locale: 'en' })).toBe('January 2026');
  });

  it("follow the person's zone: the last evening of March in New York is still March, in Tokyo it is April", () => {
    const expansion = { now: '2026-03-31T22:30:00Z', locale: 'en' };
    expect(expandDynamicTags('{current_month}', { ...expansion, timeZone: 'America/New_York' })).toBe('March 2026');
    expect(expandDynamicTags('{current_month}', { ...expansion, timeZone: 'Asia/Tokyo' })).toBe('April 2026');
  });

  it('leave other braces alone', () => {
    expect(expandDynamicTags('{client} {current_week}', { now: '2026-01-15T10:00:00Z', timeZone: 'UTC', locale: 'nl' })).toBe('{client} {current_week}');
  });
});
