import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';

/** A custom screen that is still being built: its name, and what it was opened with. */
export function ScreenPlaceholder({ title, children }: { title: string; children?: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate(title)}
        </Typography>
        <Typography color="text.secondary">{translate('tally.screens.coming')}</Typography>
        {children}
      </CardContent>
    </Card>
  );
}
