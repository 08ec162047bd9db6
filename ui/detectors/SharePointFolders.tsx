import { Box, Button, List, ListItem, ListItemText, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ChosenFolder } from '../../calendar/documents/folders.js';
import type { SharePointSite } from '../../integrations/microsoft/sharepoint.js';
import type { AppDataProvider } from '../providers/dataProvider.js';

const CHOSEN = ['calendars', 'sharepoint-folders'];

/** Where the picker stands: a site and library chosen, and the folders opened in it (the last is shown). */
interface Browsing {
  site: SharePointSite;
  drive: SharePointSite | null;
  trail: Array<{ id: string; path: string }>;
}

/**
 * The SharePoint folders whose files become the person's document activity (the `sharepoint_folders` chapter):
 * the chosen list with remove, and a picker below it: find a site by a word, choose one of its document libraries,
 * then open folders down the tree and choose one.
 */
export function SharePointFolders() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { data: chosen } = useQuery({ queryKey: CHOSEN, queryFn: () => dataProvider.chosenSharePointFolders() });
  const save = useMutation({
    mutationFn: (folders: ChosenFolder[]) => dataProvider.chooseSharePointFolders(folders).then(() => folders),
    onSuccess: (folders) => {
      queryClient.setQueryData(CHOSEN, folders);
      notify('tally.detectors.sharepoint.saved');
    },
  });
  if (!chosen) return <Skeleton height={48} />;
  const choose = (folder: ChosenFolder) => save.mutate([...chosen.filter((other) => other.folder_id !== folder.folder_id || other.drive_id !== folder.drive_id), folder]);
  return (
    <Box sx={{ mt: 1 }} data-testid="sharepoint-folders">
      <Typography variant="subtitle2">{translate('tally.detectors.sharepoint.title')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('tally.detectors.sharepoint.intro')}
      </Typography>
      {chosen.length === 0 ? (
        <Typography variant="body2">{translate('tally.detectors.sharepoint.none')}</Typography>
      ) : (
        <List dense data-testid="sharepoint-chosen">
          {chosen.map((folder) => (
            <ListItem
              key={`${folder.drive_id}/${folder.folder_id}`}
              secondaryAction={
                <Button color="error" disabled={save.isPending} onClick={() => save.mutate(chosen.filter((other) => other !== folder))}>
                  {translate('tally.detectors.sharepoint.remove')}
                </Button>
              }
            >
              <ListItemText primary={folder.path} />
            </ListItem>
          ))}
        </List>
      )}
      <FolderPicker onChoose={choose} disabled={save.isPending} />
    </Box>
  );
}

function FolderPicker({ onChoose, disabled }: { onChoose: (folder: ChosenFolder) => void; disabled: boolean }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [search, setSearch] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const [browsing, setBrowsing] = useState<Browsing | null>(null);
  const sites = useQuery({ queryKey: ['sharepoint', 'sites', asked], queryFn: () => dataProvider.sharePointSites(asked ?? ''), enabled: asked !== null });
  const site = browsing?.site;
  const drive = browsing?.drive;
  const at = browsing?.trail.at(-1);
  const drives = useQuery({ queryKey: ['sharepoint', 'drives', site?.id], queryFn: () => dataProvider.sharePointDrives(site?.id ?? ''), enabled: site !== undefined && !drive });
  const folders = useQuery({
    queryKey: ['sharepoint', 'folders', site?.id, drive?.id, at?.id],
    queryFn: () => dataProvider.sharePointFolders(site?.id ?? '', drive?.id ?? '', at?.id ?? null),
    enabled: site !== undefined && !!drive,
  });
  return (
    <Stack spacing={1} data-testid="sharepoint-picker">
      <Stack direction="row" spacing={1}>
        <TextField size="small" label={translate('tally.detectors.sharepoint.search')} value={search} onChange={(event) => setSearch(event.target.value)} />
        <Button onClick={() => {
            setAsked(search);
            setBrowsing(null);
          }} data-testid="sharepoint-find">
          {translate('tally.detectors.sharepoint.find')}
        </Button>
      </Stack>
      {!browsing && sites.data?.length === 0 && <Typography variant="body2">{translate('tally.detectors.sharepoint.no_sites')}</Typography>}
      {!browsing &&
        sites.data?.map((found) => (
          <Button key={found.id} sx={{ justifyContent: 'flex-start' }} onClick={() => setBrowsing({ site: found, drive: null, trail: [] })}>
            {found.name}
          </Button>
        ))}
      {site && !drive && (
        <>
          <Typography variant="body2">{translate('tally.detectors.sharepoint.drives', { site: site.name })}</Typography>
          {drives.data?.map((library) => (
            <Button key={library.id} sx={{ justifyContent: 'flex-start' }} onClick={() => setBrowsing({ site, drive: library, trail: [] })}>
              {library.name}
            </Button>
          ))}
        </>
      )}
      {site && drive && (
        <>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" sx={{ flex: 1 }}>
              {translate('tally.detectors.sharepoint.folders', { path: `${drive.name}${at?.path ?? '/'}` })}
            </Typography>
            {at && <Button onClick={() => setBrowsing({ site, drive, trail: browsing.trail.slice(0, -1) })}>{translate('tally.detectors.sharepoint.up')}</Button>}
          </Stack>
          <List dense>
            {folders.data?.map((folder) => (
              <ListItem
                key={folder.id}
                data-testid={`sharepoint-folder-${folder.id}`}
                secondaryAction={
                  <Stack direction="row" spacing={1}>
                    {folder.child_count > 0 && <Button onClick={() => setBrowsing({ site, drive, trail: [...browsing.trail, { id: folder.id, path: folder.path }] })}>{translate('tally.detectors.sharepoint.open')}</Button>}
                    <Button disabled={disabled} onClick={() => onChoose({ site_id: site.id, drive_id: drive.id, folder_id: folder.id, path: folder.path })}>
                      {translate('tally.detectors.sharepoint.choose')}
                    </Button>
                  </Stack>
                }
              >
                <ListItemText primary={folder.name} />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
