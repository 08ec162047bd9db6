import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar, SubscriptionBanner } from './AppBar.js';
import { ImpersonationBanner } from './ImpersonationBanner.js';
import { Menu } from './Menu.js';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={AppBar} menu={Menu}>
      <ImpersonationBanner />
      <SubscriptionBanner />
      {children}
    </RaLayout>
  );
}
