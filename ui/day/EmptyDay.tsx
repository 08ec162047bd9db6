import AddIcon from '@mui/icons-material/Add';
import SensorsIcon from '@mui/icons-material/Sensors';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/**
 * A day without activity says what to do about it: add time by hand, or connect a detector (/detectors) so that
 * activity registers itself. A day that cannot change only says it is empty.
 */
export function EmptyDay({ onAddTime }: { onAddTime?: () => void }) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }} data-testid="day-empty">
      <Typography variant="subtitle1" component="p">
        {translate('tally.day.empty')}
      </Typography>
      {onAddTime && (
        <>
          <Typography color="text.secondary">{translate('tally.day.empty_hint')}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button variant="contained" startIcon={<AddIcon />} onClick={onAddTime} data-testid="empty-add-time">
              {translate('tally.day.add.button')}
            </Button>
            <Button variant="outlined" startIcon={<SensorsIcon />} component={Link} to="/detectors" data-testid="empty-connect-detector">
              {translate('tally.day.connect_detector')}
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}
