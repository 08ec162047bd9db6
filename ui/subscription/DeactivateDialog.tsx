import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DEACTIVATION_REASONS, type DeactivationReason } from '../../identity/users.js';
import type { FirmDeactivation } from '../providers/subscriptionMethods.js';

interface DeactivateDialogProps {
  open: boolean;
  pending: boolean;
  onClose: () => void;
  onConfirm: (body: FirmDeactivation) => void;
}

/** Ending the firm's subscription asks why (api-contract §7.3: one of the contract's reasons) and says what follows. */
export function DeactivateDialog({ open, pending, onClose, onConfirm }: DeactivateDialogProps) {
  const translate = useTranslate();
  const [reason, setReason] = useState<DeactivationReason | ''>('');
  const [explanation, setExplanation] = useState('');
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="firm-deactivate-title">
      <DialogTitle id="firm-deactivate-title">{translate('tally.plans.deactivate.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{translate('tally.plans.deactivate.hint')}</DialogContentText>
        <TextField
          select
          fullWidth
          margin="dense"
          label={translate('tally.plans.deactivate.reason')}
          value={reason}
          onChange={(event) => setReason(DEACTIVATION_REASONS.find((choice) => choice === event.target.value) ?? '')}
          slotProps={{ htmlInput: { 'data-testid': 'firm-deactivate-reason' } }}
        >
          {DEACTIVATION_REASONS.map((choice) => (
            <MenuItem key={choice} value={choice}>
              {translate(`tally.plans.reasons.${choice}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          fullWidth
          multiline
          margin="dense"
          label={translate('tally.plans.deactivate.explanation')}
          value={explanation}
          onChange={(event) => setExplanation(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('tally.plans.deactivate.cancel')}</Button>
        <Button
          variant="contained"
          color="warning"
          disabled={reason === '' || pending}
          onClick={() => reason && onConfirm({ reason, ...(explanation.trim() ? { explanation: explanation.trim() } : {}) })}
          data-testid="firm-deactivate-submit"
        >
          {translate('tally.plans.deactivate.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
