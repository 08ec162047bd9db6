import { Alert, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, TextField } from '@mui/material';
import { useCallback, useState, type SyntheticEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { Contact } from '../providers/domain.js';
import { useDomainCommand } from '../providers/useDomainCommand.js';
import { entryOf, spanOf, withField, type EntryProblems, type TimeEntry } from './addTime.js';
import { ContactPicker } from './ContactPicker.js';
import { momentOnLocalDate } from './time.js';

const HOUR = 3600_000;

/** The span the form starts from: a dragged one, or 09:00–10:00 on the day's date. */
interface AddTimeRequest {
  from: number;
  to: number;
}

/** Whether the add-time form is open, and with what; `open()` without a span proposes 09:00–10:00. */
export function useAddTime(date: string, timeZone: string | undefined) {
  const [request, setRequest] = useState<AddTimeRequest | null>(null);
  const open = useCallback(
    (from?: number, to?: number) => {
      const start = from ?? momentOnLocalDate(date, 9 * 60, timeZone);
      setRequest({ from: start, to: to ?? start + HOUR });
    },
    [date, timeZone],
  );
  const close = useCallback(() => setRequest(null), []);
  return { request, open, close };
}

interface AddTimeDialogProps {
  request: AddTimeRequest;
  date: string;
  timeZone: string | undefined;
  locale: string;
  onClose(): void;
}

/**
 * Time added by hand: start, and end or duration, in the person's clock and zone on the day's date, for a contact
 * or internal, with a description. It registers an activity of source `manual` (POST /v1/activities), which trims
 * or removes the person's own overlapping activity as every registration does; the form says so.
 */
export function AddTimeDialog({ request, date, timeZone, locale, onClose }: AddTimeDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [entry, setEntry] = useState<TimeEntry>(() => entryOf(request.from, request.to, locale, timeZone));
  const [contact, setContact] = useState<Contact | null>(null);
  const [internal, setInternal] = useState(false);
  const [description, setDescription] = useState('');
  const [problems, setProblems] = useState<EntryProblems>({});
  const register = useDomainCommand('registerActivity', {
    invalidates: ['sources'],
    onAnswer: () => {
      notify('tally.day.add.done', { type: 'success' });
      onClose();
    },
  });

  const change = (field: 'start' | 'end' | 'duration', value: string) => {
    setEntry(withField(entry, field, value, date, locale, timeZone));
    setProblems({});
  };
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const outcome = spanOf(entry, date, timeZone);
    if ('problems' in outcome) {
      setProblems(outcome.problems);
      return;
    }
    register.mutate([
      {
        ...outcome.span,
        source: { type: 'manual' },
        contact_id: internal ? null : (contact?.id ?? null),
        internal,
        description: description.trim() || null,
        remove_overlapping: true,
      },
    ]);
  };
  const problem = (field: keyof EntryProblems) => {
    const found = problems[field];
    return found ? { error: true, helperText: translate(`tally.day.add.problems.${found}`) } : {};
  };
  const timeField = (field: 'start' | 'end' | 'duration', extra: { helperText?: string } = {}) => (
    <TextField
      label={translate(`tally.day.add.${field}`)}
      value={entry[field]}
      onChange={(event) => change(field, event.target.value)}
      autoFocus={field === 'start'}
      size="small"
      {...extra}
      {...problem(field)}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', 'data-testid': `add-time-${field}` } }}
    />
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="day-add-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="day-add-title">{translate('tally.day.add.title')}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 16 }}>
            {timeField('start')}
            {timeField('end')}
            {timeField('duration', { helperText: translate('tally.day.add.duration_hint') })}
          </div>
          <ContactPicker value={internal ? null : contact} onChange={setContact} disabled={internal} />
          <FormControlLabel
            control={<Checkbox checked={internal} onChange={(event) => setInternal(event.target.checked)} slotProps={{ input: { 'aria-label': translate('tally.day.add.internal') } }} />}
            label={translate('tally.day.add.internal')}
          />
          <TextField
            label={translate('tally.day.add.description')}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'add-time-description' } }}
          />
          <Alert severity="info" data-testid="add-time-overlap">
            {translate('tally.day.add.overlap')}
          </Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={register.isPending} data-testid="add-time-save">
            {translate('tally.day.add.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
