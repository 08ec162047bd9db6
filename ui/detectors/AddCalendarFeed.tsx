import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { ApiError } from '../errors/api-error.js';
import { CALENDAR_FEEDS_KEY, type NewCalendarFeed } from '../providers/calendarFeedMethods.js';
import type { AppDataProvider } from '../providers/dataProvider.js';

interface ChosenFile {
  name: string;
  content: string;
}

/**
 * Adds a feed by its URL or by a file: the file is read here, in the browser, and its text sent as `content`. The
 * API reads the feed at once and refuses one that is no calendar, with the reason, which is shown under the form.
 */
export function AddCalendarFeed() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<ChosenFile | null>(null);
  const add = useMutation({
    mutationFn: (body: NewCalendarFeed) => dataProvider.addCalendarFeed(body),
    onSuccess: async () => {
      setName('');
      setUrl('');
      setFile(null);
      await queryClient.invalidateQueries({ queryKey: CALENDAR_FEEDS_KEY });
    },
  });
  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setFile({ name: chosen.name, content: await chosen.text() });
    setUrl('');
    if (name.trim() === '') setName(chosen.name.replace(/\.ics$/i, ''));
  };
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (file) add.mutate({ name, content: file.content });
    else add.mutate({ name, url: url.trim() });
  };
  const reason = add.error instanceof ApiError ? (Object.values(add.error.fieldErrors)[0]?.[0] ?? add.error.message) : add.error?.message;
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1 }} data-testid="calendar-feed-add">
      <Typography variant="subtitle1">{translate('tally.detectors.feeds.add.title')}</Typography>
      <TextField label={translate('tally.detectors.feeds.add.name')} value={name} onChange={(event) => setName(event.target.value)} required size="small" />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          label={translate('tally.detectors.feeds.add.url')}
          value={url}
          onChange={(event) => {
            setUrl(event.target.value);
            setFile(null);
          }}
          placeholder="https://"
          size="small"
          sx={{ flex: 1, minWidth: 240 }}
        />
        <Typography color="text.secondary">{translate('tally.detectors.feeds.add.or')}</Typography>
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
          {file ? file.name : translate('tally.detectors.feeds.add.file')}
          <input type="file" accept=".ics,text/calendar" hidden onChange={(event) => void choose(event.target.files?.[0])} data-testid="calendar-feed-file" />
        </Button>
      </Box>
      {reason && <Alert severity="error">{reason}</Alert>}
      <Box>
        <Button type="submit" variant="contained" disabled={add.isPending || name.trim() === '' || (!file && url.trim() === '')}>
          {translate('tally.detectors.feeds.add.submit')}
        </Button>
      </Box>
    </Box>
  );
}
