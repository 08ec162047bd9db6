import CloseIcon from '@mui/icons-material/Close';
import { Box, Drawer, IconButton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { HistoryList } from '../history/HistoryList.js';
import type { Activity } from '../providers/domain.js';

interface HistoryDrawerProps {
  dayId: string | undefined;
  open: boolean;
  onClose(): void;
  activities: ReadonlyMap<string, Activity>;
}

/** The day's history (the portal's one history list) in a drawer; read when it opens. */
export function HistoryDrawer({ dayId, open, onClose, activities }: HistoryDrawerProps) {
  const translate = useTranslate();
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 460 } }, 'data-testid': 'history-drawer' } as object }}>
      <Box sx={{ display: 'flex', alignItems: 'center', p: 2, pb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate('tally.history.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={translate('ra.action.close')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ px: 2 }}>
        {dayId ? (
          <HistoryList of={{ day: dayId }} activities={activities} />
        ) : (
          <Typography color="text.secondary">{translate('tally.history.empty')}</Typography>
        )}
      </Box>
    </Drawer>
  );
}
