import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LanguageMenu } from '../layout/LanguageMenu.js';
import { LOGIN_BACKGROUND } from './background.js';

/**
 * The frame of a page open to anyone (a password reset, accepting an invitation, confirming an email address): a
 * card on the login's background with the page's title, and the language menu under what it holds.
 */
export function PublicCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', backgroundImage: LOGIN_BACKGROUND, p: 2 }}>
      <Card sx={{ width: 420, maxWidth: '100%' }}>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h6" component="h1" align="center">
              {title}
            </Typography>
            {children}
            <Box sx={{ display: 'flex', justifyContent: 'center' }}>
              <LanguageMenu />
            </Box>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
