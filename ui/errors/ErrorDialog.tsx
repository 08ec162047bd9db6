import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DisplayedError } from './reporter.js';

export interface ErrorDialogProps {
  error: DisplayedError | null;
  onClose: () => void;
}

/** api-contract §8.1: errors that are neither validation nor service errors show a dialog with heading, message, code and reference. */
export function ErrorDialog({ error, onClose }: ErrorDialogProps) {
  const translate = useTranslate();
  return (
    <Dialog open={error !== null} onClose={onClose} aria-labelledby="error-dialog-heading" maxWidth="sm" fullWidth>
      {error && (
        <>
          <DialogTitle id="error-dialog-heading">{error.heading}</DialogTitle>
          <DialogContent>
            {error.message && <DialogContentText sx={{ mb: 2 }}>{error.message}</DialogContentText>}
            {error.code && (
              <Typography variant="body2" color="text.secondary">
                {translate('tally.errors.dialog.code')}: <code>{error.code}</code>
              </Typography>
            )}
            {error.reference && (
              <Typography variant="body2" color="text.secondary">
                {translate('tally.errors.dialog.reference')}: <code>{error.reference}</code>
              </Typography>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} autoFocus>
              {translate('tally.errors.dialog.close')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
