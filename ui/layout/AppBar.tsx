import KeyIcon from '@mui/icons-material/Key';
import { Alert } from '@mui/material';
import { AppBar as RaAppBar, LoadingIndicator, Logout, MenuItemLink, ToggleThemeButton, UserMenu, useTranslate, useUserMenu } from 'react-admin';
import { useSubscriptionState } from '../errors/subscription.js';
import { LanguageMenu } from './LanguageMenu.js';

/** "My API tokens" in the user menu; choosing it closes the menu. */
function TokensMenuItem() {
  const userMenu = useUserMenu();
  return <MenuItemLink to="/tokens" primaryText="tally.tokens.menu" leftIcon={<KeyIcon />} onClick={() => userMenu?.onClose()} data-testid="user-menu-tokens" />;
}

/** The bar on every screen: title, language, light/dark theme, loading, user menu (your API tokens, logout). */
export function AppBar() {
  return (
    <RaAppBar
      userMenu={
        <UserMenu>
          <TokensMenuItem />
          <Logout />
        </UserMenu>
      }
      toolbar={
        <>
          <LanguageMenu />
          <ToggleThemeButton />
          <LoadingIndicator />
        </>
      }
    />
  );
}

/** A suspended or transferred subscription (api-contract §8.1) stays visible above every screen. */
export function SubscriptionBanner() {
  const state = useSubscriptionState();
  const translate = useTranslate();
  if (state === 'active') return null;
  return (
    <Alert severity="warning" sx={{ mb: 1 }}>
      {translate(state === 'suspended' ? 'tally.subscription.suspended' : 'tally.subscription.transferred')}
    </Alert>
  );
}
