import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { AddNotificationContext, useAddNotificationContext, useNavigate, useNotify, useTranslate } from 'react-admin';
import { ErrorDialog } from './ErrorDialog.js';
import { TWO_FACTOR_PATH } from '../account/paths.js';
import { onMaintenance } from './maintenance.js';
import { onTwoFactorSetupRequired } from './two-factor-setup.js';
import { describeError, isEchoOfReportedError, subscribeToErrors, type DisplayedError } from './reporter.js';

/** How long an error notification stays (api-contract §8.1). */
export const ERROR_NOTIFICATION_MS = 7500;

/**
 * Shows what the reporter passes on: validation and service errors as a notification, the rest in a dialog
 * (one at a time, in order), goes to /maintenance when the API says 503 and to /account/two-factor when the
 * organisation requires two-factor sign-in the person has yet to turn on. Rendered once, inside the admin.
 */
export function ErrorDisplay() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [dialogs, setDialogs] = useState<DisplayedError[]>([]);

  useEffect(
    () =>
      subscribeToErrors((report) => {
        const shown = describeError(report.error, report.area, translate);
        if (report.outcome === 'notification') notify(shown.heading, { type: 'error', autoHideDuration: ERROR_NOTIFICATION_MS });
        else setDialogs((queue) => [...queue, shown]);
      }),
    [notify, translate],
  );
  useEffect(() => onMaintenance(() => navigate('/maintenance')), [navigate]);
  useEffect(() => onTwoFactorSetupRequired(() => navigate(TWO_FACTOR_PATH)), [navigate]);

  return <ErrorDialog error={dialogs[0] ?? null} onClose={() => setDialogs((queue) => queue.slice(1))} />;
}

/**
 * react-admin notifies a failed call's message on its own; the error display has already shown that error
 * its way, so the repeat is dropped here. Every other notification passes.
 */
export function NotificationFilter({ children }: { children: ReactNode }) {
  const addNotification = useAddNotificationContext();
  const filtered = useCallback<typeof addNotification>(
    (notification) => {
      if (notification.type === 'error' && isEchoOfReportedError(notification.message)) return;
      addNotification(notification);
    },
    [addNotification],
  );
  return <AddNotificationContext.Provider value={filtered}>{children}</AddNotificationContext.Provider>;
}
