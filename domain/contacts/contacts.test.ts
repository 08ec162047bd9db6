import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec.js';
import { NotFoundError } from '../shared/decider.js';
import { ContactAlreadyExistsError, contactDecider, DuplicateContactCodeError, DuplicateContactNameError, type ContactEvent } from './index.js';

const at = '2026-03-02T09:00:00.000Z';
const spec = deciderSpec(contactDecider);
const created = (contact_id: string, name: string, code: string | null = null): ContactEvent => ({
  type: 'ContactCreated',
  data: { contact_id, name, code, type: 'regular', at },
});

describe('contacts', () => {
  it('creates a contact with a unique name and code', () => {
    spec
      .given([created('a', 'Bakkerij', 'C1')])
      .when({ type: 'CreateContact', contactId: 'b', fields: { name: 'Slagerij', code: 'C2', type: 'partner' }, at })
      .then([{ type: 'ContactCreated', data: { contact_id: 'b', name: 'Slagerij', code: 'C2', type: 'partner', at } }]);
  });

  it('refuses a second create under an id that exists', () => {
    spec
      .given([created('a', 'Bakkerij')])
      .when({ type: 'CreateContact', contactId: 'a', fields: { name: 'Slagerij', code: null, type: 'regular' }, at })
      .thenThrows(ContactAlreadyExistsError);
  });

  it('rejects a name another contact has, whatever its case and blanks', () => {
    spec
      .given([created('a', 'Bakkerij')])
      .when({ type: 'CreateContact', contactId: 'b', fields: { name: '  BAKKERIJ ', code: null, type: 'regular' }, at })
      .thenThrows(DuplicateContactNameError, /already called/);
  });

  it('rejects a code another contact has, also when that contact is archived', () => {
    spec
      .given([created('a', 'Bakkerij', 'c1'), { type: 'ContactArchived', data: { contact_id: 'a', at } }])
      .when({ type: 'CreateContact', contactId: 'b', fields: { name: 'Slagerij', code: 'C1', type: 'regular' }, at })
      .thenThrows(DuplicateContactCodeError);
  });

  it('frees name and code once the contact is deleted, and after a rename', () => {
    spec
      .given([created('a', 'Bakkerij', 'C1'), { type: 'ContactDeleted', data: { contact_id: 'a', at } }])
      .when({ type: 'CreateContact', contactId: 'b', fields: { name: 'Bakkerij', code: 'C1', type: 'regular' }, at })
      .then([{ type: 'ContactCreated', data: { contact_id: 'b', name: 'Bakkerij', code: 'C1', type: 'regular', at } }]);
    spec
      .given([created('a', 'Bakkerij', 'C1'), { type: 'ContactUpdated', data: { contact_id: 'a', name: 'Banketbakkerij', code: 'C9', type: 'regular', at } }])
      .when({ type: 'CreateContact', contactId: 'b', fields: { name: 'bakkerij', code: 'c1', type: 'regular' }, at })
      .then([{ type: 'ContactCreated', data: { contact_id: 'b', name: 'bakkerij', code: 'c1', type: 'regular', at } }]);
  });

  it('lets a contact keep its own name and code on update, and records nothing when nothing changes', () => {
    spec
      .given([created('a', 'Bakkerij', 'C1')])
      .when({ type: 'UpdateContact', contactId: 'a', fields: { name: 'Bakkerij', code: 'C1', type: 'regular' }, at })
      .then([]);
    spec
      .given([created('a', 'Bakkerij', 'C1')])
      .when({ type: 'UpdateContact', contactId: 'a', fields: { name: 'Bakkerij', code: 'C1', type: 'partner' }, at })
      .then([{ type: 'ContactUpdated', data: { contact_id: 'a', name: 'Bakkerij', code: 'C1', type: 'partner', at } }]);
  });

  it('refuses to rename onto another contact', () => {
    spec
      .given([created('a', 'Bakkerij'), created('b', 'Slagerij')])
      .when({ type: 'UpdateContact', contactId: 'b', fields: { name: 'bakkerij', code: null, type: 'regular' }, at })
      .thenThrows(DuplicateContactNameError);
  });

  it('archives and restores once; repeating either changes nothing', () => {
    const archived: ContactEvent = { type: 'ContactArchived', data: { contact_id: 'a', at } };
    spec.given([created('a', 'Bakkerij')]).when({ type: 'ArchiveContact', contactId: 'a', at }).then([archived]);
    spec.given([created('a', 'Bakkerij'), archived]).when({ type: 'ArchiveContact', contactId: 'a', at }).then([]);
    spec
      .given([created('a', 'Bakkerij'), archived])
      .when({ type: 'RestoreContact', contactId: 'a', at })
      .then([{ type: 'ContactRestored', data: { contact_id: 'a', at } }]);
    spec.given([created('a', 'Bakkerij')]).when({ type: 'RestoreContact', contactId: 'a', at }).then([]);
  });

  it('does not know contacts that were never created or are deleted', () => {
    for (const type of ['UpdateContact', 'ArchiveContact', 'RestoreContact', 'DeleteContact'] as const) {
      const command =
        type === 'UpdateContact'
          ? { type, contactId: 'a', fields: { name: 'X', code: null, type: 'regular' as const }, at }
          : { type, contactId: 'a', at };
      spec.given([]).when(command).thenThrows(NotFoundError);
      spec.given([created('a', 'X'), { type: 'ContactDeleted', data: { contact_id: 'a', at } }]).when(command).thenThrows(NotFoundError);
    }
  });
});
