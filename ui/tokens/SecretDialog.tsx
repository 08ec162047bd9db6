import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CopyButton } from '../common/CopyButton.js';

const COPY_LABELS = { copy: 'tally.tokens.secret.copy', copied: 'tally.tokens.secret.copied', failed: 'tally.tokens.secret.copy_failed' };

/** A new token's secret with the warning that it is shown this once, selectable, and a copy button. */
export function SecretPanel({ secret }: { secret: string }) {
  const translate = useTranslate();
  return (
    <>
      <Alert severity="warning" sx={{ mb: 2 }} data-testid="token-secret-warning">
        {translate('tally.tokens.secret.warning')}
      </Alert>
      <TextField
        label={translate('tally.tokens.secret.label')}
        value={secret}
        fullWidth
        multiline
        slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'token-secret', style: { fontFamily: 'monospace', wordBreak: 'break-all' } } }}
        onFocus={(event) => event.target.select()}
      />
      <Box sx={{ mt: 1 }}>
        <CopyButton text={secret} labels={COPY_LABELS} data-testid="token-secret-copy" />
      </Box>
    </>
  );
}

/**
 * A new token's secret, shown this once: only the answer that made it carries it, and closing the dialog drops it
 * (the caller keeps it in state that closing clears, never in a cache).
 */
export function SecretDialog({ secret, name, onClose }: { secret: string | null; name?: string | undefined; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open={secret !== null} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="token-secret-title" data-testid="token-secret-dialog">
      <DialogTitle id="token-secret-title">{name ?? translate('tally.tokens.secret.title')}</DialogTitle>
      <DialogContent>{secret && <SecretPanel secret={secret} />}</DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} data-testid="token-secret-close">
          {translate('tally.tokens.secret.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
