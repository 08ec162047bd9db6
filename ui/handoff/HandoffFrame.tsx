import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { Loading, Navigate, useAuthState, useLocation } from 'react-admin';
import { LOGIN_BACKGROUND } from '../auth/background.js';
import { loginRedirectingTo } from '../auth/redirect.js';

/**
 * The frame of a hand-off page: outside the portal's layout (they are "unprotected routes", product-spec §2), on the
 * login's background. Handing out a token needs a signed-in person: without one, the login, which comes back here.
 */
export function HandoffFrame({ children }: { children: ReactNode }) {
  const { authenticated, isPending } = useAuthState(undefined, false);
  const location = useLocation();
  if (isPending) return <Loading />;
  if (!authenticated) return <Navigate to={loginRedirectingTo(`${location.pathname}${location.search}`)} replace />;
  return (
    <Box sx={{ minHeight: '100vh', backgroundImage: LOGIN_BACKGROUND }} data-testid="handoff-page">
      {children}
    </Box>
  );
}
