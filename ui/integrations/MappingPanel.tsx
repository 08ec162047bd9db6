import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { CrmMappingKind, ExternalLists, ExternalOption } from '../providers/domain.js';
import { MappingTable } from './MappingTable.js';

/** The CRM's lists of the last synchronization in this session (SyncPanel puts them here). */
export const externalListsKey = ['connections', 'lists', 'crm'] as const;

const TABS: ReadonlyArray<{ tab: string; kind: CrmMappingKind; resource: string; options(lists: ExternalLists): readonly ExternalOption[] }> = [
  { tab: 'contacts', kind: 'contact', resource: 'contacts', options: (lists) => lists.clients },
  { tab: 'projects', kind: 'dimension', resource: 'projects', options: (lists) => lists.projects },
  { tab: 'subprojects', kind: 'dimension', resource: 'subprojects', options: (lists) => onePerId(lists.tasks) },
  { tab: 'working_codes', kind: 'dimension', resource: 'working_codes', options: (lists) => onePerId(lists.tasks) },
  { tab: 'users', kind: 'user', resource: 'users', options: (lists) => lists.users },
];

/** Tasks listed per project may repeat (Harvest's tasks belong to the account and are assigned to projects). */
function onePerId(options: readonly ExternalOption[]): ExternalOption[] {
  return [...new Map(options.map((option) => [option.id, option])).values()];
}

/**
 * Which of the CRM's clients, projects, tasks and users our contacts, dimensions and users stand for: a push needs
 * them (a missing one is a sync error). The pick lists come from a synchronization.
 */
export function MappingPanel() {
  const translate = useTranslate();
  const [tab, setTab] = useState(0);
  const { data: lists } = useQuery<ExternalLists>({ queryKey: externalListsKey, enabled: false, staleTime: Infinity });
  const current = TABS[tab]!;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="integration-crm-mapping">
      <Typography variant="subtitle2">{translate('tally.integrations.mapping.title')}</Typography>
      {!lists ? (
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
          <MappingTable key={current.tab} kind={current.kind} resource={current.resource} options={current.options(lists)} testId={`integration-crm-mapping-${current.tab}`} />
        </>
      )}
    </Box>
  );
}
