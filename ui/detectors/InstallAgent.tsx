import { Box, Button, Card, CardActions, CardContent, CardHeader, Dialog, DialogActions, DialogContent, DialogTitle, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { CopyButton } from '../common/CopyButton.js';

const COPY_LABELS = { copy: 'tally.detectors.install.copy', copied: 'tally.detectors.install.copied', failed: 'tally.tokens.secret.copy_failed' };
/** ActivityWatch's own download page: a link the person follows, nothing the portal fetches. */
const ACTIVITYWATCH_DOWNLOADS = 'https://activitywatch.net/downloads/';

/**
 * How to get the agent going: ActivityWatch first (the agent forwards what it sees), then one command, for this
 * portal's address, in a checkout of Tally. "Connect" explains the hand-off the command starts.
 */
export function InstallAgent() {
  const translate = useTranslate();
  const [explaining, setExplaining] = useState(false);
  const command = `npm run agent -- login --portal ${window.location.origin}`;
  return (
    <Card data-testid="detectors-install">
      <CardHeader title={translate('tally.detectors.install.title')} />
      <CardContent sx={{ pt: 0 }}>
        <Typography sx={{ mb: 1 }}>
          {translate('tally.detectors.install.activitywatch')}{' '}
          <Link href={ACTIVITYWATCH_DOWNLOADS} target="_blank" rel="noopener noreferrer">
            {translate('tally.detectors.install.activitywatch_link')}
          </Link>
        </Typography>
        <Typography sx={{ mb: 1 }}>{translate('tally.detectors.install.here')}</Typography>
        <Box
          component="pre"
          data-testid="detectors-command"
          sx={{ m: 0, mb: 1, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontFamily: 'monospace', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
        >
          {command}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {translate('tally.detectors.install.own')}
        </Typography>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <CopyButton text={command} labels={COPY_LABELS} />
        <Button variant="contained" onClick={() => setExplaining(true)} data-testid="detectors-connect">
          {translate('tally.detectors.connect.action')}
        </Button>
      </CardActions>
      <Dialog open={explaining} onClose={() => setExplaining(false)} maxWidth="sm" fullWidth aria-labelledby="detectors-connect-title">
        <DialogTitle id="detectors-connect-title">{translate('tally.detectors.connect.title')}</DialogTitle>
        <DialogContent>
          <Box component="ol" sx={{ pl: 3, m: 0 }} data-testid="detectors-connect-steps">
            {(['step1', 'step2', 'step3'] as const).map((step) => (
              <Typography component="li" key={step} sx={{ mb: 1 }}>
                {translate(`tally.detectors.connect.${step}`)}
              </Typography>
            ))}
          </Box>
          <Box component="pre" sx={{ m: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontFamily: 'monospace', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {command}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setExplaining(false)}>{translate('tally.detectors.connect.close')}</Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
