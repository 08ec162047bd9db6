// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notification, RecordContextProvider, ResourceContextProvider, useCanAccess } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { ArchiveRestoreButton } from '../common/ArchiveRestoreButton.js';
import { renderScreen, testUser } from '../common/testScreen.js';
import type { User } from '../providers/domain.js';

afterEach(cleanup);

const contact = { id: '00000000-0000-4000-8000-0000000000c1', name: 'Atelier Noord', status: 'active' };
const admin = testUser({ role: 'admin', is_admin: true, is_manager: true });

async function showRow(user: User) {
  return renderScreen(
    <ResourceContextProvider value="contacts">
      <RecordContextProvider value={contact}>
        <ArchiveRestoreButton />
        <EditAllowed />
      </RecordContextProvider>
      <Notification />
    </ResourceContextProvider>,
    { path: '/contacts', at: '/contacts', user, language: 'nl', api: () => ({ data: { ...contact, status: 'archived' } }) },
  );
}

/** Says when the permission checks have answered: an employee may edit contacts. */
function EditAllowed() {
  const { canAccess } = useCanAccess({ resource: 'contacts', action: 'edit', record: contact });
  return canAccess ? <output>edit allowed</output> : null;
}

const deletes = (http: Awaited<ReturnType<typeof showRow>>['http']) => http.mock.calls.filter(([, options]) => options?.method === 'DELETE');

describe('archiving a contact', () => {
  it('is not offered to an employee: contacts are the firm’s, archiving them is for administrators', async () => {
    await showRow(testUser());
    await screen.findByText('edit allowed');
    expect(screen.queryByRole('button', { name: 'Archiveren' })).toBeNull();
  });

  it('asks an administrator first, and archiving can be undone before anything is sent', async () => {
    const { http } = await showRow(admin);
    fireEvent.click(await screen.findByRole('button', { name: 'Archiveren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Atelier Noord archiveren?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archiveren' }));

    const undo = await screen.findByRole('button', { name: /ongedaan/i });
    expect(screen.getByText('Gearchiveerd')).toBeTruthy();
    fireEvent.click(undo);
    await waitFor(() => expect(screen.queryByText('Gearchiveerd')).toBeNull());
    expect(deletes(http)).toEqual([]);
  });
});
