import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDuration } from '../common/figures.js';

interface PublishDialogProps {
  open: boolean;
  /** Seconds that will be published. */
  booked: number;
  /** Seconds of unbooked (ignored) time, which publishing leaves out. */
  unbooked: number;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** Publishing a day with unbooked time needs a yes (product-spec §4): it says how much, and that a published day never changes. */
export function PublishDialog({ open, booked, unbooked, busy, onConfirm, onClose }: PublishDialogProps) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="day-publish-title" aria-describedby="day-publish-text">
      <DialogTitle id="day-publish-title">{translate('tally.day.publish.confirm_title')}</DialogTitle>
      <DialogContent>
        {unbooked > 0 && (
          <Alert severity="warning" icon={<WarningAmberIcon />} sx={{ mb: 2 }} data-testid="publish-warning">
            {translate('tally.day.publish.unbooked_warning', { duration: formatDuration(unbooked) })}
          </Alert>
        )}
        <DialogContentText id="day-publish-text">{translate('tally.day.publish.confirm_text', { duration: formatDuration(booked) })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" color={unbooked > 0 ? 'warning' : 'primary'} onClick={onConfirm} disabled={busy} data-testid="publish-confirm" autoFocus>
          {translate(unbooked > 0 ? 'tally.day.publish.confirm_anyway' : 'tally.day.publish.publish')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
