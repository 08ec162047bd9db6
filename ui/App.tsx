import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { AdminContext, AdminUI, CustomRoutes, Loading, Navigate, Notification, Resource, type AuthProvider, type I18nProvider, type Store } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import activities from './activities/index.js';
import { LoginPage } from './auth/LoginPage.js';
import { LogoutRoute } from './auth/LogoutRoute.js';
import { ResetPasswordPage } from './auth/ResetPasswordPage.js';
import { SignOnReturn } from './auth/SignOnReturn.js';
import contacts from './contacts/index.js';
import tagConditions from './tag-conditions/index.js';
import descriptions from './descriptions/index.js';
import appointments from './appointments/index.js';
import { projects, subprojects, workingCodes } from './dimensions/index.js';
import { ErrorDisplay, ERROR_NOTIFICATION_MS, NotificationFilter } from './errors/ErrorDisplay.js';
import { RootRoute } from './handoff/RootRoute.js';
import { MaintenancePage } from './errors/MaintenancePage.js';
import { NotFound } from './errors/NotFound.js';
import { DateLocalization } from './i18n/DateLocalization.js';
import { DocumentLanguage } from './i18n/DocumentLanguage.js';
import { Layout } from './layout/Layout.js';
import type { AppDataProvider } from './providers/dataProvider.js';
import { SCREENS } from './routes.js';
import sources from './sources/index.js';
import tags from './tags/index.js';
import { AccountPage } from './account/AccountPage.js';
import audit from './audit/index.js';
import { darkTheme, lightTheme } from './theme/index.js';
import tokens from './tokens/index.js';
import users from './users/index.js';

export interface AppProps {
  dataProvider: AppDataProvider;
  authProvider: AuthProvider;
  i18nProvider: I18nProvider;
  queryClient: QueryClient;
  store: Store;
}

/** react-admin's dashboard, which marks the portal as having one; / itself is RootRoute's (the native-login hand-off, else /dashboard). */
const GoToDashboard = () => <Navigate to="/dashboard" replace />;

/** The hand-off pages a detector opens (product-spec §2: unprotected routes; each asks for a signed-in person itself). */
const TokenHandoff = lazy(() => import('./handoff/TokenHandoff.js'));
const ExtensionHandoff = lazy(() => import('./handoff/ExtensionHandoff.js'));
const handoff = (Page: typeof TokenHandoff) => (
  <Suspense fallback={<Loading />}>
    <Page />
  </Suspense>
);

const AppNotification = () => <Notification anchorOrigin={{ vertical: 'top', horizontal: 'right' }} autoHideDuration={ERROR_NOTIFICATION_MS} />;

/**
 * The portal: react-admin resources for the records, custom routes for the screens where the work happens.
 * Browser history (not react-admin's default hash router), so /day?date=… is a real address; the server answers
 * index.html for every such path. Errors: ErrorDisplay shows them per api-contract §8.1 and NotificationFilter
 * keeps react-admin from repeating them.
 */
export function App({ dataProvider, authProvider, i18nProvider, queryClient, store }: AppProps) {
  return (
    <BrowserRouter>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
        store={store}
        lightTheme={lightTheme}
        darkTheme={darkTheme}
      >
        <DocumentLanguage />
        <ErrorDisplay />
        <DateLocalization>
          <NotificationFilter>
            <AdminUI
              title="Tally"
              layout={Layout}
              loginPage={LoginPage}
              dashboard={GoToDashboard}
              catchAll={NotFound}
              notification={AppNotification}
              requireAuth
              disableTelemetry
            >
              <CustomRoutes noLayout>
                <Route path="/maintenance" element={<MaintenancePage />} />
                <Route path="/logout" element={<LogoutRoute />} />
                <Route path="/" element={<RootRoute />} />
                <Route path="/auth/token" element={handoff(TokenHandoff)} />
                <Route path="/auth/extension" element={handoff(ExtensionHandoff)} />
                <Route path="/account/new" element={<AccountPage purpose="invitation" />} />
                <Route path="/account" element={<AccountPage purpose="verification" />} />
                <Route path="/auth/reset" element={<ResetPasswordPage />} />
                <Route path="/auth/google/return" element={<SignOnReturn provider="google" />} />
                <Route path="/auth/microsoft/return" element={<SignOnReturn provider="microsoft" />} />
              </CustomRoutes>
              <CustomRoutes>
                {SCREENS.map(({ path, component: Screen }) => (
                  <Route key={path} path={path} element={<Screen />} />
                ))}
              </CustomRoutes>
              <Resource name="activities" {...activities} />
              <Resource name="appointments" {...appointments} />
              <Resource name="contacts" {...contacts} />
              <Resource name="tags" {...tags} />
              <Resource name="tag_conditions" {...tagConditions} />
              <Resource name="descriptions" {...descriptions} />
              <Resource name="projects" {...projects} />
              <Resource name="subprojects" {...subprojects} />
              <Resource name="working_codes" {...workingCodes} />
              <Resource name="sources" {...sources} />
              <Resource name="users" {...users} />
              <Resource name="tokens" {...tokens} />
              <Resource name="audit" {...audit} />
            </AdminUI>
          </NotificationFilter>
        </DateLocalization>
      </AdminContext>
    </BrowserRouter>
  );
}
