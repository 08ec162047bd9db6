import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider.js';

export const STANDING_KEY = ['subscription-standing'];
export const SUBSCRIPTION_PATH = '/subscription';

/**
 * The firm's plan and trial (GET /v1/subscriptions), for the trial bar and the subscription screen. Its failure is
 * no screen's business (an account without access is told so by the page that replaces the screens).
 */
export function useStanding() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: STANDING_KEY, queryFn: () => dataProvider.standing(), meta: { errorDisplay: 'none' } }).data;
}
