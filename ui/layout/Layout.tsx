import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar, SubscriptionBanner } from './AppBar.js';
import { ImpersonationBanner } from './ImpersonationBanner.js';
import { Menu } from './Menu.js';
import { NewVersionWarning } from './NewVersionWarning.js';

/**
 * react-admin's layout (its root and its content) may be narrower than what it holds: otherwise it grows to its
 * widest child (a chart's legend, a table), and on a phone the whole page then scrolls sideways. Wide parts
 * scroll in their own containers (tables, tabs) instead.
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={AppBar} menu={Menu} sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}>
      <NewVersionWarning />
      <ImpersonationBanner />
      <SubscriptionBanner />
      {children}
    </RaLayout>
  );
}
