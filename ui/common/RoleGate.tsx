import { Alert } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, usePermissions, useTranslate } from 'react-admin';

interface RoleGateProps {
  /** The roles the screen is for (authProvider.getPermissions: user, manager or admin). */
  roles: readonly string[];
  /** The screen's title key, kept in the app bar for the notice too. */
  title: string;
  /** The notice's text key for everyone else. */
  notice: string;
  children: ReactNode;
}

/** A screen for some roles: the others get a notice under the screen's title (the API would refuse them anyway). */
export function RoleGate({ roles, title, notice, children }: RoleGateProps) {
  const translate = useTranslate();
  const { permissions, isPending } = usePermissions<string>();
  if (isPending) return null;
  if (!permissions || !roles.includes(permissions)) {
    return (
      <Alert severity="info" sx={{ mt: 2 }}>
        <Title title={title} />
        {translate(notice)}
      </Alert>
    );
  }
  return children;
}
