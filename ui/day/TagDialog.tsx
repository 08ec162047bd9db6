import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState, type SyntheticEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { Contact } from '../providers/domain.js';
import { ContactPicker } from './ContactPicker.js';

interface TagDialogProps {
  open: boolean;
  count: number;
  onClose(): void;
  /** Tags the selection (the screen shows the outcome). */
  onTag(contact: Contact): Promise<unknown>;
}

/** Tag the selected activities to one contact. */
export function TagDialog({ open, count, onClose, onTag }: TagDialogProps) {
  const translate = useTranslate();
  const [contact, setContact] = useState<Contact | null>(null);
  // Closes at once: the rows show the tag when the API answers, and a refusal goes to the error display.
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!contact) return;
    void onTag(contact);
    setContact(null);
    onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="day-tag-title">
      <form onSubmit={submit}>
        <DialogTitle id="day-tag-title">{translate('tally.day.tag.title', { smart_count: count })}</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          <ContactPicker value={contact} onChange={setContact} autoFocus />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!contact} data-testid="tag-apply">
            {translate('tally.day.actions.tag')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
