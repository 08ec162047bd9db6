import { Box, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useIntlLocale } from '../common/DateTimeFields.js';
import { ContactPicker } from '../day/ContactPicker.js';
import { reportError } from '../errors/reporter.js';
import type { AppDataProvider } from '../providers/dataProvider.js';
import type { PendingTag, TagInput } from '../providers/domain.js';
import { formatHours } from '../common/figures.js';

const PENDING = ['tags', 'pending'];

/** What the new tag says: one of a contact, internal or ignored. */
type Target = { contact_id?: string; internal?: boolean; ignored?: boolean };

/**
 * "Openstaande tags": the references of the person's open days that no tag covers, the most time first, each tagged
 * in one click to a contact, internal or ignored: a personal tag, after which the re-tagging tags that activity.
 */
export function PendingTags() {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { data } = useQuery({ queryKey: PENDING, queryFn: async () => (await dataProvider.pendingTags({})).data });
  const create = useMutation({
    mutationFn: (body: TagInput) => dataProvider.createTag(body),
    onSuccess: async () => {
      notify('tally.tags.pending.done', { type: 'info' });
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['tags'] }), queryClient.invalidateQueries({ queryKey: ['days'] })]);
    },
    onError: (error) => reportError(error, { resource: 'tags', action: 'create' }),
  });
  if (!data || data.length === 0) return null;
  const tag = (pending: PendingTag, target: Target) =>
    create.mutate({ type: pending.reference.type, value: pending.reference.value, scope: 'personal', ...target });
  return (
    <Card sx={{ mb: 2 }} data-testid="pending-tags">
      <CardContent>
        <Typography variant="h6">{translate('tally.tags.pending.title')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('tally.tags.pending.help')}
        </Typography>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('tally.tags.pending.reference')}</TableCell>
              <TableCell align="right">{translate('tally.tags.pending.hours')}</TableCell>
              <TableCell>{translate('tally.tags.pending.tag_as')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((pending) => (
              <TableRow key={`${pending.reference.type}:${pending.reference.value}`} data-testid="pending-tag">
                <TableCell>
                  <Typography variant="body2">
                    {translate(`tally.tags.types.${pending.reference.type}`)}: <strong>{pending.reference.value}</strong>
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {pending.examples.map((example) => example.title ?? example.url ?? '').filter(Boolean).join(' · ')}
                  </Typography>
                </TableCell>
                <TableCell align="right">{translate('tally.history.hours', { hours: formatHours(pending.duration, locale) })}</TableCell>
                <TableCell>
                  <PendingActions disabled={create.isPending} onTag={(target) => tag(pending, target)} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

function PendingActions({ disabled, onTag }: { disabled: boolean; onTag(target: Target): void }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box sx={{ minWidth: 220 }}>
        <ContactPicker value={null} onChange={(chosen) => chosen && onTag({ contact_id: chosen.id })} disabled={disabled} />
      </Box>
      <Button size="small" disabled={disabled} onClick={() => onTag({ internal: true })} data-testid="pending-internal">
        {translate('tally.tags.actions.internal')}
      </Button>
      <Button size="small" disabled={disabled} onClick={() => onTag({ ignored: true })} data-testid="pending-ignore">
        {translate('tally.tags.actions.ignore')}
      </Button>
    </Stack>
  );
}
