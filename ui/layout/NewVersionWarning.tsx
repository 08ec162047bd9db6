import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNewVersion } from './useNewVersion.js';

/** The persistent warning of a new deployment, with the refresh that loads it (product-spec §2, api-contract §7.1). */
export function NewVersionWarning() {
  const translate = useTranslate();
  if (!useNewVersion()) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 1 }}
      data-testid="new-version"
      action={
        <Button color="inherit" size="small" onClick={() => window.location.reload()}>
          {translate('tally.new_version.refresh')}
        </Button>
      }
    >
      {translate('tally.new_version.message')}
    </Alert>
  );
}
