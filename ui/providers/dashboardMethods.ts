import type { z } from 'zod';
import type { teamDetection } from '../../api/routes/detectors/team.js';
import type { notification } from '../../api/routes/notifications/index.js';
import type { onboardingTask } from '../../api/routes/onboarding/index.js';

/** GET /v1/users/{id}/onboarding: one of a person's onboarding tasks. */
export type OnboardingTask = z.infer<typeof onboardingTask>;
/** GET /v1/notifications: one of your notifications (the booking reminder). */
export type Notification = z.infer<typeof notification>;
/** GET /v1/detectors/team: one of the firm's people and whether a detector of theirs sends data. */
type TeamDetection = z.infer<typeof teamDetection>;

type Send = <T>(method: string, url: string, body?: unknown) => Promise<T>;

/** What the dashboard reads besides days and reports: onboarding, notifications, the firm's detectors. */
export interface DashboardMethods {
  /** GET /v1/users/{id}/onboarding: all of a person's tasks (fewer than a page). */
  onboardingTasks(userId: string): Promise<{ data: OnboardingTask[] }>;
  /** DELETE /v1/users/{id}/onboarding/{key}: puts a task aside. */
  dismissOnboardingTask(userId: string, key: OnboardingTask['key']): Promise<{ data: OnboardingTask }>;
  /** GET /v1/notifications: your latest notifications and how many are unread. */
  notifications(): Promise<{ data: Notification[]; meta: { unread: number } }>;
  /** PUT /v1/notifications/{id} */
  markNotification(id: string, read: boolean): Promise<{ data: Notification }>;
  /** GET /v1/detectors/team (administrators) */
  teamDetection(): Promise<{ data: TeamDetection[] }>;
}

export function dashboardMethods(send: Send): DashboardMethods {
  const person = (userId: string) => `/v1/users/${encodeURIComponent(userId)}/onboarding`;
  return {
    onboardingTasks: (userId) => send('GET', `${person(userId)}?limit=100`),
    dismissOnboardingTask: (userId, key) => send('DELETE', `${person(userId)}/${key}`),
    notifications: () => send('GET', '/v1/notifications'),
    markNotification: (id, read) => send('PUT', `/v1/notifications/${encodeURIComponent(id)}`, { read }),
    teamDetection: () => send('GET', '/v1/detectors/team'),
  };
}
