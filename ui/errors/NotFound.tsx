import { Box, Button, Typography } from '@mui/material';
import { Link, Title, useTranslate } from 'react-admin';

/** Any unknown path (product-spec §2): 'The page you are looking for could not be found.' */
export function NotFound() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', mt: 8 }}>
      <Title title={translate('tally.not_found.title')} />
      <Typography variant="h1" component="p" color="text.secondary" sx={{ fontSize: '4rem' }}>
        404
      </Typography>
      <Typography variant="h6" component="h1" sx={{ mb: 3 }}>
        {translate('tally.not_found.message')}
      </Typography>
      <Button component={Link} to="/dashboard" variant="outlined">
        {translate('tally.not_found.home')}
      </Button>
    </Box>
  );
}
