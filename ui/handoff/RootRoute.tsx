import { Navigate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { LoginTokenHandoff } from './LoginTokenHandoff.js';
import { NativeLoginHandoff } from './NativeLoginHandoff.js';
import { asksNativeLogin } from './requests.js';

/**
 * `/`: the agent's native-login hand-off when the address asks for it (`?native_login=1&port=N`, product-spec §2),
 * an administrator's sign-in link to act as someone (`?login_token=…`), else the dashboard (/ redirects to /dashboard). Outside the layout, so that a signed-out person is sent to the
 * login with the hand-off as its redirect, not to the login react-admin would choose.
 */
export function RootRoute() {
  const [search] = useSearchParams();
  const loginToken = search.get('login_token');
  if (loginToken) return <LoginTokenHandoff token={loginToken} />;
  return asksNativeLogin(search) ? <NativeLoginHandoff /> : <Navigate to="/dashboard" replace />;
}
