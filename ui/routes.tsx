import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The custom screens inside the layout, each loaded when first opened (its own chunk). To add one: a line here,
 * a menu item in layout/Menu.tsx, and its texts under tally.<screen> in i18n/app/*.ts.
 */
export const SCREENS: ReadonlyArray<{ path: string; component: LazyExoticComponent<ComponentType> }> = [
  { path: '/dashboard', component: lazy(() => import('./dashboard/Dashboard.js')) },
  { path: '/day', component: lazy(() => import('./day/DayScreen.js')) },
  { path: '/week', component: lazy(() => import('./week/WeekScreen.js')) },
  { path: '/reports', component: lazy(() => import('./reports/ReportsScreen.js')) },
  { path: '/manager', component: lazy(() => import('./manager/ManagerScreen.js')) },
  { path: '/detectors', component: lazy(() => import('./detectors/DetectorsScreen.js')) },
  { path: '/activities-errors', component: lazy(() => import('./sync-errors/SyncErrorsScreen.js')) },
  // /integrations/external-{crm|ticket}-{system}: where the vendor sends a person back after signing in.
  { path: '/integrations/:module?', component: lazy(() => import('./integrations/IntegrationsScreen.js')) },
];
