import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider.js';
import type { OnboardingTask } from '../providers/dashboardMethods.js';
import { useCurrentUser } from './useCurrentUser.js';

/** api-contract §9.1: onboarding tasks are read again after 15 minutes. */
const FRESH_MS = 15 * 60 * 1000;

/** The signed-in person's onboarding tasks (shared by the welcome and tasks widgets), and putting one aside. */
export function useOnboardingTasks() {
  const user = useCurrentUser();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const queryKey = ['onboarding', user?.id];
  const { data, isPending } = useQuery({
    queryKey,
    queryFn: user ? () => dataProvider.onboardingTasks(user.id) : skipToken,
    staleTime: FRESH_MS,
  });
  const dismiss = useMutation({
    mutationFn: ({ userId, key }: { userId: string; key: OnboardingTask['key'] }) => dataProvider.dismissOnboardingTask(userId, key),
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
  return { tasks: data?.data, isPending, dismiss: (key: OnboardingTask['key']) => user && dismiss.mutate({ userId: user.id, key }) };
}
