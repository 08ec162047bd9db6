// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../common/testScreen.js';
import { SharePointFolders } from './SharePointFolders.js';

afterEach(cleanup);

const chosenBefore = [{ site_id: 'site-1', drive_id: 'drive-1', folder_id: 'old', path: '/Archive' }];

async function showFolders() {
  const calls: Array<{ call: string; body: unknown }> = [];
  await renderScreen(<SharePointFolders />, {
    path: '/detectors',
    at: '/detectors',
    api: (url, method, body) => {
      calls.push({ call: `${method} ${url.pathname}${url.search}`, body });
      if (url.pathname === '/v1/preferences') return { data: [{ chapter: 'sharepoint_folders', key: 'folders', value: chosenBefore, source: 'user' }] };
      if (url.pathname === '/v1/preferences/sharepoint_folders') return { data: [] };
      if (url.pathname === '/v1/rpc/microsoft/sharepoint-sites') return { data: [{ id: 'site-1', name: 'Clients', web_url: null }] };
      if (url.pathname === '/v1/rpc/microsoft/sharepoint-drives') return { data: [{ id: 'drive-1', name: 'Documents', web_url: null }] };
      if (url.pathname === '/v1/rpc/microsoft/sharepoint-folders') {
        return url.searchParams.get('parent_id') === 'clients'
          ? { data: [{ id: 'acme', name: 'Acme', path: '/Clients/Acme', web_url: null, child_count: 0 }] }
          : { data: [{ id: 'clients', name: 'Clients', path: '/Clients', web_url: null, child_count: 1 }] };
      }
      throw new Error(`Unexpected call ${method} ${url.pathname}`);
    },
  });
  return calls;
}

describe('the detectors screen’s SharePoint folders', () => {
  it('finds a site, opens a library and a folder in it, and adds the folder chosen to those chosen before', async () => {
    const calls = await showFolders();
    expect((await screen.findByTestId('sharepoint-chosen')).textContent).toContain('/Archive');
    fireEvent.change(screen.getByLabelText('Find a site'), { target: { value: 'cli' } });
    fireEvent.click(screen.getByTestId('sharepoint-find'));
    fireEvent.click(await screen.findByText('Clients'));
    fireEvent.click(await screen.findByText('Documents'));
    fireEvent.click(within(await screen.findByTestId('sharepoint-folder-clients')).getByText('Open'));
    fireEvent.click(within(await screen.findByTestId('sharepoint-folder-acme')).getByText('Choose'));
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({
        call: 'PUT /v1/preferences/sharepoint_folders',
        body: { folders: [...chosenBefore, { site_id: 'site-1', drive_id: 'drive-1', folder_id: 'acme', path: '/Clients/Acme' }] },
      }),
    );
    expect(calls.map((c) => c.call)).toContain('POST /v1/rpc/microsoft/sharepoint-sites?search=cli');
    expect(calls.map((c) => c.call)).toContain('POST /v1/rpc/microsoft/sharepoint-folders?site_id=site-1&drive_id=drive-1&parent_id=clients');
    expect((await screen.findByTestId('sharepoint-chosen')).textContent).toContain('/Clients/Acme');
  });

  it('removes a chosen folder', async () => {
    const calls = await showFolders();
    fireEvent.click(within(await screen.findByTestId('sharepoint-chosen')).getByText('Remove'));
    await waitFor(() => expect(calls.at(-1)).toEqual({ call: 'PUT /v1/preferences/sharepoint_folders', body: { folders: [] } }));
    expect(await screen.findByText('You have not chosen any folders yet.')).toBeTruthy();
  });
});
