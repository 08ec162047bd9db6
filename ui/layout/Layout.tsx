import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useSubscriptionState } from '../errors/subscription.js';
import { NoSubscriptionPage } from '../subscription/NoSubscriptionPage.js';
import { TrialBar } from '../subscription/TrialBar.js';
import { SUBSCRIPTION_PATH } from '../subscription/useStanding.js';
import { AppBar } from './AppBar.js';
import { ImpersonationBanner } from './ImpersonationBanner.js';
import { Menu } from './Menu.js';
import { NewVersionWarning } from './NewVersionWarning.js';

/**
 * react-admin's layout (its root and its content) may be narrower than what it holds: otherwise it grows to its
 * widest child (a chart's legend, a table), and on a phone the whole page then scrolls sideways. Wide parts
 * scroll in their own containers (tables, tabs) instead. Without a usable subscription (api-contract §8.1) a page
 * that says so takes every screen's place but the subscription's, where an administrator can set it right.
 */
export function Layout({ children }: { children: ReactNode }) {
  const state = useSubscriptionState();
  const { pathname } = useLocation();
  return (
    <RaLayout appBar={AppBar} menu={Menu} sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}>
      <NewVersionWarning />
      <ImpersonationBanner />
      <TrialBar />
      {state !== 'active' && pathname !== SUBSCRIPTION_PATH ? <NoSubscriptionPage state={state} /> : children}
    </RaLayout>
  );
}
