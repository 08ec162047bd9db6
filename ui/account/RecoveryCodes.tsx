import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CopyButton } from '../common/CopyButton.js';

/** The recovery codes, right after two-factor sign-in was confirmed: the only time anyone sees them. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {translate('tally.account.two_factor.recovery_title')}
      </Typography>
      <Alert severity="warning">{translate('tally.account.two_factor.recovery_intro')}</Alert>
      <Box component="ol" sx={{ fontFamily: 'monospace', fontSize: '1.1rem', columns: 2, m: 0 }} data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1}>
        <CopyButton
          text={codes.join('\n')}
          labels={{ copy: 'tally.account.two_factor.copy', copied: 'tally.account.two_factor.copied', failed: 'tally.account.two_factor.copy_failed' }}
        />
        <Button variant="contained" onClick={onDone} data-testid="recovery-codes-done">
          {translate('tally.account.two_factor.done')}
        </Button>
      </Stack>
    </Stack>
  );
}
