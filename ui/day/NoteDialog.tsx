import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

interface NoteDialogProps {
  /** The note as it is; the editor starts from it. */
  note: string;
  onSave(description: string): Promise<void>;
  onClose(): void;
}

/** The note editor of one activity (shortcut Z): the person's own remark, kept apart from the booked description. */
export function NoteDialog({ note, onSave, onClose }: NoteDialogProps) {
  const translate = useTranslate();
  const [text, setText] = useState(note);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await onSave(text);
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="note-dialog">
      <DialogTitle>{translate('tally.day.note.title')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          margin="dense"
          label={translate('tally.day.note.label')}
          helperText={translate('tally.day.note.help')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 5000, 'data-testid': 'note-text' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void save()} data-testid="note-save">
          {translate('tally.day.note.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
