import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, SaveButton, useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import { isApiError } from '../errors/api-error.js';
import type { AppDataProvider } from '../providers/dataProvider.js';
import type { User } from '../providers/domain.js';
import { SETTINGS_KEY } from '../providers/settingsMethods.js';
import { isDeepStrictEqual } from './equal.js';
import type { SettingsField } from './sections.js';
import { SettingsInput } from './SettingsInput.js';

const CHAPTER = 'block_calculation_settings';
const FIELDS: readonly SettingsField[] = [
  { key: 'block_size', kind: 'minutes' },
  { key: 'forced_block_size', kind: 'minutes' },
];

/**
 * /settings/block_sizes (administrators): the firm's people with their block size and imposed block size, each
 * edited in place with one PUT of the person's settings, refused whole with the reason under the field; "Use the
 * organisation's" drops the person's own.
 */
export function BlockSizesPanel() {
  const translate = useTranslate();
  const { data: people, isPending, error } = useGetList<User>('users', { pagination: { page: 1, perPage: 200 }, sort: { field: 'name_first', order: 'ASC' } });
  if (isPending) return <CircularProgress size={24} />;
  if (error) return <Alert severity="error">{translate('tally.settings.load_failed')}</Alert>;
  return (
    <Stack spacing={2} sx={{ mt: 2 }} data-testid="block-sizes">
      {people.map((person) => (
        <PersonBlockSizes key={person.id} person={person} />
      ))}
    </Stack>
  );
}

function PersonBlockSizes({ person }: { person: User }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const key = [...SETTINGS_KEY, 'block_sizes', person.id];
  const settings = useQuery({ queryKey: key, queryFn: () => dataProvider.blockSizes(person.id) });
  const answered = (data: Awaited<ReturnType<AppDataProvider['blockSizes']>>) => queryClient.setQueryData(key, data);
  const save = useMutation({ mutationFn: (values: Record<string, unknown>) => dataProvider.setBlockSizes(person.id, values), onSuccess: answered });
  const drop = useMutation({
    mutationFn: () => dataProvider.dropBlockSizes(person.id),
    onSuccess: (data) => {
      answered(data);
      notify('tally.settings.firms_restored', { type: 'success' });
    },
    // A person without settings of their own is refused with the API's reason (404): they follow the organisation already.
    onError: (error) => notify(isApiError(error) ? (error.detail ?? error.message) : 'tally.settings.firms_failed', { type: 'info' }),
  });

  if (settings.isPending) return <CircularProgress size={24} />;
  if (settings.isError) return <Alert severity="error">{translate('tally.settings.load_failed')}</Alert>;
  const record = Object.fromEntries(FIELDS.map((field) => [field.key, settings.data[field.key as keyof typeof settings.data]]));

  const submit = async (values: Record<string, unknown>) => {
    const changed = FIELDS.filter((field) => !isDeepStrictEqual(values[field.key], record[field.key]));
    if (changed.length === 0) return undefined;
    try {
      await save.mutateAsync(Object.fromEntries(changed.map((field) => [field.key, values[field.key]])));
      return undefined;
    } catch (error) {
      return isApiError(error) ? Object.fromEntries(Object.entries(error.fieldErrors).map(([field, messages]) => [field, messages.join(' ')])) : undefined;
    }
  };

  return (
    <Form key={JSON.stringify(record)} record={record} onSubmit={submit} noValidate>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }} data-testid={`block-sizes-${person.id}`}>
        <Typography sx={{ width: 200, pt: 2 }}>{person.name_full}</Typography>
        {FIELDS.map((field) => (
          <SettingsInput key={field.key} chapter={CHAPTER} field={field} />
        ))}
        <Stack direction="row" spacing={1} sx={{ pt: 1 }}>
          <SaveButton data-testid={`block-sizes-save-${person.id}`} />
          <Button onClick={() => drop.mutate()} disabled={drop.isPending} data-testid={`block-sizes-use-firms-${person.id}`}>
            {translate('tally.settings.use_firms')}
          </Button>
        </Stack>
      </Stack>
    </Form>
  );
}
