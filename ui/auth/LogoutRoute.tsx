import { useEffect } from 'react';
import { Loading, useLogout } from 'react-admin';

/** /logout: ends the session and goes to /login. */
export function LogoutRoute() {
  const logout = useLogout();
  useEffect(() => {
    void logout();
  }, [logout]);
  return <Loading />;
}
