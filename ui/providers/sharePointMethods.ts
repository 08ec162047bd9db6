import type { ChosenFolder } from '../../calendar/documents/folders.js';
import type { SharePointFolder, SharePointSite } from '../../integrations/microsoft/sharepoint.js';

type Send = <T>(method: string, url: string, body?: unknown) => Promise<T>;

/** A person's SharePoint document folders (api-contract §7.16), read through their Microsoft 365 grant. */
export interface SharePointMethods {
  /** POST /v1/rpc/microsoft/sharepoint-sites?search */
  sharePointSites(search: string): Promise<SharePointSite[]>;
  /** POST /v1/rpc/microsoft/sharepoint-drives?site_id */
  sharePointDrives(siteId: string): Promise<SharePointSite[]>;
  /** POST /v1/rpc/microsoft/sharepoint-folders?site_id&drive_id&parent_id: a library's root without parent. */
  sharePointFolders(siteId: string, driveId: string, parentId: string | null): Promise<SharePointFolder[]>;
  /** The folders chosen: the `sharepoint_folders` chapter's `folders`, from GET /v1/preferences. */
  chosenSharePointFolders(): Promise<ChosenFolder[]>;
  /** PUT /v1/preferences/sharepoint_folders {folders}: the whole choice. */
  chooseSharePointFolders(folders: ChosenFolder[]): Promise<void>;
}

const isChosenFolder = (value: unknown): value is ChosenFolder =>
  typeof value === 'object' && value !== null && ['site_id', 'drive_id', 'folder_id', 'path'].every((key) => typeof (value as Record<string, unknown>)[key] === 'string');

export function sharePointMethods(send: Send): SharePointMethods {
  const rpc = async <T>(call: string, query: Record<string, string>) => (await send<{ data: T }>('POST', `/v1/rpc/microsoft/${call}?${new URLSearchParams(query)}`)).data;
  return {
    sharePointSites: (search) => rpc('sharepoint-sites', { search }),
    sharePointDrives: (siteId) => rpc('sharepoint-drives', { site_id: siteId }),
    sharePointFolders: (siteId, driveId, parentId) => rpc('sharepoint-folders', { site_id: siteId, drive_id: driveId, ...(parentId ? { parent_id: parentId } : {}) }),
    chosenSharePointFolders: async () => {
      const { data } = await send<{ data: Array<{ chapter: string; key: string; value: unknown }> }>('GET', '/v1/preferences');
      const listed = data.find((entry) => entry.chapter === 'sharepoint_folders' && entry.key === 'folders')?.value;
      return Array.isArray(listed) ? listed.filter(isChosenFolder) : [];
    },
    chooseSharePointFolders: async (folders) => {
      await send('PUT', '/v1/preferences/sharepoint_folders', { folders });
    },
  };
}
