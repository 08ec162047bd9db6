import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { DETAILS_PATH, PASSWORD_PATH, SIGN_INS_PATH, TWO_FACTOR_PATH } from './account/paths.js';
import { SUBSCRIPTION_PATH } from './subscription/useStanding.js';

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
  { path: '/exports', component: lazy(() => import('./exports/ExportScreen.js')) },
  { path: '/contact-import', component: lazy(() => import('./contact-import/ContactImportScreen.js')) },
  // The preference chapters and the organisation; /settings/{module} opens one section (product-spec §2).
  { path: '/settings/:module?', component: lazy(() => import('./settings/SettingsScreen.js')) },
  { path: SUBSCRIPTION_PATH, component: lazy(() => import('./subscription/SubscriptionScreen.js')) },
  { path: '/custom-fields', component: lazy(() => import('./custom-fields/CustomFieldsScreen.js')) },
  // A person's own details and sign-in, linked from the profile menu (two-factor is also where a firm's requirement sends them).
  { path: DETAILS_PATH, component: lazy(() => import('./account/DetailsScreen.js')) },
  { path: PASSWORD_PATH, component: lazy(() => import('./account/PasswordScreen.js')) },
  { path: TWO_FACTOR_PATH, component: lazy(() => import('./account/TwoFactorScreen.js')) },
  { path: SIGN_INS_PATH, component: lazy(() => import('./account/LinkedSignIns.js')) },
  // Where Google and Microsoft send a person back after granting calendar access (before /integrations/:module).
  { path: '/integrations/calendar-google', component: lazy(async () => ({ default: (await import('./detectors/CalendarGrantReturn.js')).GoogleCalendarReturn })) },
  { path: '/integrations/calendar-microsoft', component: lazy(async () => ({ default: (await import('./detectors/CalendarGrantReturn.js')).MicrosoftCalendarReturn })) },
  // /integrations/external-{crm|ticket}-{system}: where the vendor sends a person back after signing in.
  { path: '/integrations/:module?', component: lazy(() => import('./integrations/IntegrationsScreen.js')) },
];
