import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec.js';
import { NO_DETAILS } from './details.js';
import { DuplicateContactCodeError, DuplicateContactNameError } from './errors.js';
import { contactDecider, type ContactEvent } from './index.js';
import { checkDrafts, type ContactDraft } from './import.js';

const at = '2026-03-02T09:00:00.000Z';
const spec = deciderSpec(contactDecider);
const created = (contact_id: string, name: string, code: string | null = null): ContactEvent => ({ type: 'ContactCreated', data: { contact_id, name, code, type: 'regular', at } });
const draft = (contactId: string, name: string, code: string | null = null, email: string | null = null): ContactDraft => ({
  contactId,
  fields: { name, code, type: 'regular' },
  details: { ...NO_DETAILS, email, references: email ? [{ type: 'email', value: email }] : [] },
});

describe('importing contacts', () => {
  it('creates each new contact with its references, and skips those an earlier run created', () => {
    spec
      .given([created('a', 'Bakkerij')])
      .when({ type: 'ImportContacts', drafts: [draft('a', 'Bakkerij'), draft('b', 'Slagerij', 'S1', 'Info@Slagerij.nl')], at })
      .then([
        { type: 'ContactCreated', data: { contact_id: 'b', name: 'Slagerij', code: 'S1', type: 'regular', at } },
        {
          type: 'ContactDetailsChanged',
          data: { contact_id: 'b', location: null, email: 'info@slagerij.nl', phone: null, company_name: null, references: [{ type: 'email', value: 'info@slagerij.nl' }], at },
        },
      ]);
  });

  it('says per draft why it cannot be a contact: a name or code taken, by a contact or an earlier draft, or an invalid address', () => {
    const list = contactDecider.initialState();
    contactDecider.evolve(list, created('a', 'Bakkerij', 'B1'));
    const checks = checkDrafts(list, [draft('b', 'bakkerij '), draft('c', 'Slagerij', 'b1'), draft('d', 'Visboer'), draft('e', 'visboer'), draft('f', 'Kapper', null, 'geen adres')]);
    const refusals = checks.map((check) => ('refusal' in check ? check.refusal : null));
    expect(refusals.map((refusal) => refusal?.constructor)).toEqual([DuplicateContactNameError, DuplicateContactCodeError, undefined, DuplicateContactNameError, expect.any(Function)]);
    expect(refusals[4]?.field).toBe('references.0.value');
  });

  it('refuses the whole batch when a draft is refused', () => {
    spec
      .given([created('a', 'Bakkerij')])
      .when({ type: 'ImportContacts', drafts: [draft('b', 'Slagerij'), draft('c', 'Bakkerij')], at })
      .thenThrows(DuplicateContactNameError);
  });
});
