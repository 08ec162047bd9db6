import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useEffect, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { ApiError } from '../errors/api-error.js';
import { missingFields, NO_BOOKING, type BookingChoice, type BookingContact, type BookingField, type DimensionLists } from './booking.js';
import { BookingPicker } from './BookingPicker.js';

interface BookDialogProps {
  open: boolean;
  count: number;
  lists: DimensionLists;
  /** What the selection is booked on already, when it is all the same. */
  initial: BookingChoice | null;
  /** The contact the selection is tagged to, when it is all one: its projects are offered first. */
  contact?: BookingContact | null;
  onClose(): void;
  /** The description the booked activities get, when one was picked or typed (otherwise they keep theirs). */
  onBook(choice: BookingChoice, description?: string): Promise<{ ok: true } | { ok: false; error: ApiError }>;
  /** The description field for the chosen booking (the day screen's offers the standard descriptions). */
  renderDescription?(booking: BookingChoice, value: string, onChange: (description: string) => void): ReactNode;
}

const FIELDS: readonly BookingField[] = ['project_id', 'subproject_id', 'working_code_id'];

/** Book the selected activities on a project, subproject and working code; refusals show next to the picker concerned. */
export function BookDialog({ open, count, lists, initial, contact = null, onClose, onBook, renderDescription }: BookDialogProps) {
  const translate = useTranslate();
  const [choice, setChoice] = useState<BookingChoice>(initial ?? NO_BOOKING);
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Partial<Record<BookingField, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Starts afresh each time it opens, from what the screen proposed then (not again when the day is refetched).
  const opened = useRef(false);
  useEffect(() => {
    if (open && !opened.current) {
      setChoice(initial ?? NO_BOOKING);
      setDescription('');
      setErrors({});
      setGeneral(null);
    }
    opened.current = open;
  }, [open, initial]);

  const change = (next: BookingChoice) => {
    setChoice(next);
    setErrors({});
    setGeneral(null);
  };
  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const missing = missingFields(lists, choice);
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((field) => [field, translate('ra.validation.required')])));
      return;
    }
    setBusy(true);
    const text = description.trim();
    const outcome = await (text ? onBook(choice, text) : onBook(choice));
    setBusy(false);
    if (outcome.ok) {
      onClose();
      return;
    }
    const fields = FIELDS.filter((field) => outcome.error.fieldErrors?.[field]);
    const message =
      outcome.error.code === 'dimension_structure_invalid'
        ? translate('tally.errors.codes.dimension_structure_invalid')
        : (outcome.error.detail ?? outcome.error.message);
    if (fields.length > 0) setErrors(Object.fromEntries(fields.map((field) => [field, message])));
    else setGeneral(message);
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="day-book-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="day-book-title">{translate('tally.day.book.title', { smart_count: count })}</DialogTitle>
        <DialogContent>
          {general && (
            <Alert severity="error" sx={{ mb: 1 }} data-testid="book-error">
              {general}
            </Alert>
          )}
          <BookingPicker lists={lists} value={choice} onChange={change} errors={errors} contact={contact} autoFocus />
          {renderDescription?.(choice, description, setDescription)}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid="book-apply">
            {translate('tally.day.actions.book')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
