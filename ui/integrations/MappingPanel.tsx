import { Box, Skeleton, Tab, Tabs, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider.js';
import type { CrmMappingKind, ExternalOption, StoredLists } from '../providers/domain.js';
import { MappingTable } from './MappingTable.js';

/** The CRM's lists as the last synchronization stored them (SyncPanel has them read again after one). */
export const externalListsKey = ['connections', 'lists', 'crm'] as const;

/** Each tab: our records (sorted on a field the API sorts that list on) and the CRM's records they may stand for. */
const TABS: ReadonlyArray<{ tab: string; kind: CrmMappingKind; resource: string; sort: string; options(lists: StoredLists): readonly ExternalOption[] }> = [
  { tab: 'contacts', kind: 'contact', resource: 'contacts', sort: 'name', options: (lists) => lists.clients },
  { tab: 'projects', kind: 'dimension', resource: 'projects', sort: 'name', options: (lists) => lists.projects },
  { tab: 'subprojects', kind: 'dimension', resource: 'subprojects', sort: 'name', options: (lists) => lists.tasks },
  { tab: 'working_codes', kind: 'dimension', resource: 'working_codes', sort: 'name', options: (lists) => lists.tasks },
  { tab: 'users', kind: 'user', resource: 'users', sort: 'name_first', options: (lists) => lists.users },
];

/**
 * Which of the CRM's clients, projects, tasks and users our contacts, dimensions and users stand for: a push needs
 * them (a missing one is a sync error). The pick lists are those of the last synchronization.
 */
export function MappingPanel() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [tab, setTab] = useState(0);
  const { data: lists } = useQuery({ queryKey: externalListsKey, queryFn: async () => (await dataProvider.storedCrmLists()).data });
  const current = TABS[tab]!;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="integration-crm-mapping">
      <Typography variant="subtitle2">{translate('tally.integrations.mapping.title')}</Typography>
      {!lists ? (
        <Skeleton height={40} />
      ) : lists.synchronized_at === null ? (
        <Typography variant="body2" color="text.secondary">
          {translate('tally.integrations.mapping.synchronize_first')}
        </Typography>
      ) : (
        <>
          <Tabs value={tab} onChange={(_event, next: number) => setTab(next)} variant="scrollable">
            {TABS.map(({ tab: name }) => (
              <Tab key={name} label={translate(`tally.integrations.mapping.tabs.${name}`)} data-testid={`integration-crm-mapping-tab-${name}`} />
            ))}
          </Tabs>
          <MappingTable key={current.tab} kind={current.kind} resource={current.resource} sort={current.sort} options={current.options(lists)} testId={`integration-crm-mapping-${current.tab}`} />
        </>
      )}
    </Box>
  );
}
