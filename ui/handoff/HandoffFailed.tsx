import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Typography } from '@mui/material';
import { useNavigate, useTranslate } from 'react-admin';
import { LOGIN_BACKGROUND } from '../auth/background.js';
import type { HandoffFailure } from './failure.js';

/**
 * The login page after a failed hand-off (api-contract §8.1): a dialog says the native login (or the extension's
 * connection, or the token) failed, with the error in the person's language. Trying again goes back to the hand-off
 * (the login's redirect), which asks the person to sign in when they are not; closing leaves for the portal, or the
 * login form when signed out.
 */
export function HandoffFailed({ failure, redirect }: { failure: HandoffFailure; redirect: string | undefined }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const go = (to: string) => void navigate(to, { replace: true });
  return (
    <Box sx={{ minHeight: '100vh', backgroundImage: LOGIN_BACKGROUND }}>
      <Dialog open maxWidth="sm" fullWidth aria-labelledby="handoff-failed-title" data-testid="handoff-failed" data-kind={failure.kind}>
        <DialogTitle id="handoff-failed-title">{translate(`tally.handoff.failed.${failure.kind}`)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }} data-testid="handoff-failed-message">
            {failure.message}
          </DialogContentText>
          {failure.code && (
            <Typography variant="body2" color="text.secondary">
              {translate('tally.errors.dialog.code')}: <code>{failure.code}</code>
            </Typography>
          )}
          {failure.reference && (
            <Typography variant="body2" color="text.secondary">
              {translate('tally.errors.dialog.reference')}: <code>{failure.reference}</code>
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => go('/')} data-testid="handoff-failed-close">
            {translate('tally.handoff.failed.close')}
          </Button>
          {failure.retry && redirect && (
            <Button variant="contained" onClick={() => go(redirect)} data-testid="handoff-failed-retry">
              {translate('tally.handoff.failed.retry')}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </Box>
  );
}
