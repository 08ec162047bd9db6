import { Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { ScreenPlaceholder } from '../common/ScreenPlaceholder.js';

/** /day?date=YYYY-MM-DD — placeholder; the day screen replaces it. */
export default function DayScreen() {
  const [params] = useSearchParams();
  return (
    <ScreenPlaceholder title="tally.screens.day">
      <Typography sx={{ mt: 1 }}>{params.get('date')}</Typography>
    </ScreenPlaceholder>
  );
}
