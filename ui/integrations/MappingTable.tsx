import { Autocomplete, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider.js';
import type { CrmMappingKind, ExternalOption } from '../providers/domain.js';

interface Named {
  id: string;
  name?: string;
  name_full?: string;
  /** Their id in the active CRM (contacts, dimensions, users). */
  external_crm?: { external_id: string } | null;
}

interface MappingTableProps {
  kind: CrmMappingKind;
  /** The react-admin resource of our records, and the field they are listed by. */
  resource: string;
  sort: string;
  options: readonly ExternalOption[];
  testId: string;
}

/** Our records of one kind, each with a pick of the CRM's records it stands for; a pick is saved at once. */
export function MappingTable({ kind, resource, sort, options, testId }: MappingTableProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: records = [], isPending } = useGetList<Named>(resource, { pagination: { page: 1, perPage: 200 }, sort: { field: sort, order: 'ASC' } });
  // What was picked here shows at once: the records are not read again after each pick.
  const [picked, setPicked] = useState<ReadonlyMap<string, ExternalOption>>(new Map());
  const mappedTo = (record: Named): ExternalOption | null => {
    const id = record.external_crm?.external_id;
    return picked.get(record.id) ?? (id ? (options.find((option) => option.id === id) ?? { id, name: id }) : null);
  };
  const map = useMutation({
    mutationKey: [resource, 'update'],
    mutationFn: ({ id, option }: { id: string; name: string; option: ExternalOption }) => dataProvider.mapToCrm(kind, id, option.id),
    onSuccess: (_answer, { id, name, option }) => {
      setPicked((current) => new Map(current).set(id, option));
      notify('tally.integrations.mapping.saved', { type: 'info', messageArgs: { name, external: option.name } });
    },
  });
  if (!isPending && records.length === 0) return <Typography color="text.secondary">{translate('tally.integrations.mapping.nothing')}</Typography>;
  return (
    <Table size="small" data-testid={testId}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('tally.integrations.mapping.ours')}</TableCell>
          <TableCell>{translate('tally.integrations.mapping.theirs')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {records.map((record) => {
          const name = record.name ?? record.name_full ?? record.id;
          return (
            <TableRow key={record.id} data-testid={`${testId}-${record.id}`}>
              <TableCell>{name}</TableCell>
              <TableCell sx={{ minWidth: 240 }}>
                <Autocomplete
                  size="small"
                  options={options}
                  value={mappedTo(record)}
                  getOptionLabel={(option) => option.name}
                  isOptionEqualToValue={(option, value) => option.id === value.id}
                  disabled={map.isPending}
                  onChange={(_event, option) => option && map.mutate({ id: record.id, name, option })}
                  renderInput={(params) => <TextField {...params} placeholder={translate('tally.integrations.mapping.pick')} />}
                />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
