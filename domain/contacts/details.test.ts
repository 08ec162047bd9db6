import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec.js';
import { contactDecider, ReferenceOfAnotherContactError, type ContactDetails, type ContactEvent } from './index.js';

const at = '2026-03-02T09:00:00.000Z';
const spec = deciderSpec(contactDecider);
const fields = (name: string) => ({ name, code: null, type: 'regular' as const });
const details = (references: ContactDetails['references'], extra: Partial<ContactDetails> = {}): ContactDetails => ({
  location: null,
  email: null,
  phone: null,
  company_name: null,
  references,
  ...extra,
});
const created = (contact_id: string, name: string): ContactEvent => ({ type: 'ContactCreated', data: { contact_id, ...fields(name), at } });
const changed = (contact_id: string, value: ContactDetails): ContactEvent => ({ type: 'ContactDetailsChanged', data: { contact_id, ...value, at } });

describe('contact details and references', () => {
  it('records the details of a new contact normalised, a reference given twice once', () => {
    spec
      .given([])
      .when({
        type: 'CreateContact',
        contactId: 'a',
        fields: fields('Acme'),
        details: details([{ type: 'url', value: 'https://www.Acme.nl/' }, { type: 'url', value: 'acme.nl' }], { email: ' Info@Acme.NL ', phone: '020 123 4567' }),
        at,
      })
      .then([created('a', 'Acme'), changed('a', details([{ type: 'url', value: 'acme.nl' }], { email: 'info@acme.nl', phone: '+31201234567' }))]);
  });

  it('refuses an invalid reference naming its field, and an invalid email or phone naming theirs', () => {
    const attempt = (value: ContactDetails) => () => contactDecider.decide({ type: 'CreateContact', contactId: 'a', fields: fields('Acme'), details: value, at }, contactDecider.initialState());
    expect(attempt(details([{ type: 'url', value: 'acme.nl' }, { type: 'email', value: 'jan.acme.nl' }]))).toThrow(
      expect.objectContaining({ code: 'validation_failed', field: 'references.1.value', message: 'Not a valid email address.' }),
    );
    expect(attempt(details([], { phone: '12' }))).toThrow(expect.objectContaining({ field: 'phone', message: 'Not a valid phone number.' }));
    expect(attempt(details([], { email: 'nobody' }))).toThrow(expect.objectContaining({ field: 'email' }));
  });

  it("refuses a reference that is another contact's, naming the field; a deleted contact's is free again", () => {
    const given = [created('a', 'Acme'), changed('a', details([{ type: 'email_domain', value: 'acme.nl' }])), created('b', 'Bakker')];
    const command = { type: 'UpdateContact' as const, contactId: 'b', fields: fields('Bakker'), details: details([{ type: 'email_domain' as const, value: '@ACME.nl' }]), at };
    spec.given(given).when(command).thenThrows(ReferenceOfAnotherContactError, /acme\.nl is already a reference of Acme/);
    spec
      .given([...given, { type: 'ContactDeleted', data: { contact_id: 'a', at } }])
      .when(command)
      .then([changed('b', details([{ type: 'email_domain', value: 'acme.nl' }]))]);
  });

  it('records nothing for details sent back as they are, and keeps them when an update leaves them out', () => {
    const kept = details([{ type: 'folder', value: 'C:/Clients/Acme' }], { location: 'Utrecht' });
    spec.given([created('a', 'Acme'), changed('a', kept)]).when({ type: 'UpdateContact', contactId: 'a', fields: fields('Acme'), details: kept, at }).then([]);
    spec
      .given([created('a', 'Acme'), changed('a', kept)])
      .when({ type: 'UpdateContact', contactId: 'a', fields: fields('Acme BV'), at })
      .then([{ type: 'ContactUpdated', data: { contact_id: 'a', ...fields('Acme BV'), at } }]);
  });
});
