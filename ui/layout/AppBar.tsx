import { Alert } from '@mui/material';
import { AppBar as RaAppBar, LoadingIndicator, ToggleThemeButton, useTranslate } from 'react-admin';
import { useSubscriptionState } from '../errors/subscription.js';
import { LanguageMenu } from './LanguageMenu.js';

/** The bar on every screen: title, language, light/dark theme, loading, user menu (with logout). */
export function AppBar() {
  return (
    <RaAppBar
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
