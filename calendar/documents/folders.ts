import type pg from 'pg';
import { z } from 'zod';
import { loadPreferenceLayers } from '../../projections/preferences/queries.js';

/** A SharePoint folder a person chose: where it lies (site, drive), Graph's id of it, and its path in the drive. */
export interface ChosenFolder {
  site_id: string;
  drive_id: string;
  folder_id: string;
  path: string;
}

const chosenFolder = z.object({ site_id: z.string().min(1), drive_id: z.string().min(1), folder_id: z.string().min(1), path: z.string() });

/**
 * The folders a person chose, from their `sharepoint_folders` preference chapter's `folders` key (a free chapter:
 * any JSON is stored). Read leniently, as the other free chapters are: an entry that is no folder is passed over,
 * and so is anything else under the key.
 */
export async function chosenFolders(db: pg.Pool, clientId: string, userId: string): Promise<ChosenFolder[]> {
  const { user } = await loadPreferenceLayers(db, clientId, userId, 'sharepoint_folders');
  const listed = user.get('sharepoint_folders')?.folders;
  return Array.isArray(listed) ? listed.flatMap((entry) => chosenFolder.safeParse(entry).data ?? []) : [];
}

/** Whether a folder path lies in a chosen folder (or is it): compared without case, as folder tags are. */
export function liesIn(path: string, folder: ChosenFolder): boolean {
  const inner = path.toLocaleLowerCase('en');
  const chosen = folder.path.replace(/\/+$/, '').toLocaleLowerCase('en');
  return inner === chosen || inner.startsWith(`${chosen}/`);
}
