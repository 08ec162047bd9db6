import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DisplayedError } from './reporter.js';

export interface ErrorDialogProps {
  error: DisplayedError | null;
  onClose: () => void;
}

/**
 * api-contract §8.1: errors that are neither validation nor service errors show a dialog with heading, message, code
 * and reference. What a person reads comes first, in their language (the message, or what to do when there is none);
 * the code and reference are for support, so they stay small underneath.
 */
export function ErrorDialog({ error, onClose }: ErrorDialogProps) {
  const translate = useTranslate();
  const support = error ? [error.code && `${translate('tally.errors.dialog.code')}: ${error.code}`, error.reference && `${translate('tally.errors.dialog.reference')}: ${error.reference}`].filter(Boolean) : [];
  return (
    <Dialog open={error !== null} onClose={onClose} aria-labelledby="error-dialog-heading" aria-describedby="error-dialog-message" maxWidth="sm" fullWidth>
      {error && (
        <>
          <DialogTitle id="error-dialog-heading">{error.heading}</DialogTitle>
          <DialogContent>
            <DialogContentText id="error-dialog-message">{error.message ?? translate('tally.errors.dialog.hint')}</DialogContentText>
            {support.length > 0 && (
              <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 2 }} data-testid="error-dialog-support">
                {translate('tally.errors.dialog.support')} · {support.join(' · ')}
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
