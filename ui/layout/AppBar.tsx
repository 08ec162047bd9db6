import BadgeIcon from '@mui/icons-material/Badge';
import KeyIcon from '@mui/icons-material/Key';
import LinkIcon from '@mui/icons-material/Link';
import PasswordIcon from '@mui/icons-material/Password';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import { AppBar as RaAppBar, LoadingIndicator, Logout, MenuItemLink, ToggleThemeButton, UserMenu, useUserMenu } from 'react-admin';
import type { ReactElement } from 'react';
import { DETAILS_PATH, PASSWORD_PATH, SIGN_INS_PATH, TWO_FACTOR_PATH } from '../account/paths.js';
import { LanguageMenu } from './LanguageMenu.js';
import { NotificationsMenu } from './NotificationsMenu.js';

/** A screen of the person's own in the user menu; choosing it closes the menu. */
function UserMenuLink({ to, text, icon, testId }: { to: string; text: string; icon: ReactElement; testId: string }) {
  const userMenu = useUserMenu();
  return <MenuItemLink to={to} primaryText={text} leftIcon={icon} onClick={() => userMenu?.onClose()} data-testid={testId} />;
}

/**
 * The bar on every screen: title, notifications, language, light/dark theme, loading, and the user menu (issue 11 item 7): your
 * details (with your language), then how you sign in (password, two-factor, linked Google or Microsoft sign-ins),
 * your API tokens, logout.
 */
export function AppBar() {
  return (
    <RaAppBar
      userMenu={
        <UserMenu>
          <UserMenuLink to={DETAILS_PATH} text="tally.account.details.menu" icon={<BadgeIcon />} testId="user-menu-details" />
          <UserMenuLink to={PASSWORD_PATH} text="tally.account.password.menu" icon={<PasswordIcon />} testId="user-menu-password" />
          <UserMenuLink to={TWO_FACTOR_PATH} text="tally.account.two_factor.menu" icon={<PhonelinkLockIcon />} testId="user-menu-two-factor" />
          <UserMenuLink to={SIGN_INS_PATH} text="tally.account.sign_ins.menu" icon={<LinkIcon />} testId="user-menu-sign-ins" />
          <UserMenuLink to="/tokens" text="tally.tokens.menu" icon={<KeyIcon />} testId="user-menu-tokens" />
          <Logout />
        </UserMenu>
      }
      toolbar={
        <>
          <NotificationsMenu />
          <LanguageMenu />
          <ToggleThemeButton />
          <LoadingIndicator />
        </>
      }
    />
  );
}
