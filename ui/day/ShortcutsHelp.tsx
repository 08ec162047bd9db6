import { Box, Popover, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SHORTCUTS } from './shortcuts.js';

/** The day screen's keyboard shortcuts, from the keyboard button or '?'. */
export function ShortcutsHelp({ anchor, onClose }: { anchor: HTMLElement | null; onClose(): void }) {
  const translate = useTranslate();
  return (
    <Popover
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <Box sx={{ p: 2, minWidth: 260 }} data-testid="shortcuts-help" role="dialog" aria-label={translate('tally.day.shortcuts.title')}>
        <Typography variant="subtitle2" component="h2" gutterBottom>
          {translate('tally.day.shortcuts.title')}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75, m: 0 }}>
          {SHORTCUTS.map(({ label, action }) => (
            <Box key={action} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ m: 0 }}>
                <Box
                  component="kbd"
                  sx={{ px: 0.75, py: 0.25, border: 1, borderColor: 'divider', borderRadius: 1, fontFamily: 'monospace', fontSize: 12, bgcolor: 'action.hover' }}
                >
                  {label}
                </Box>
              </Box>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {translate(`tally.day.shortcuts.${action}`)}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
    </Popover>
  );
}
