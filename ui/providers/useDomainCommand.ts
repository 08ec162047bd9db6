import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from './dataProvider.js';
import type { DomainMethodName, DomainMethods } from './domainMethods.js';

/** What the day-flow commands change: react-admin's caches of these resources are refetched after one succeeds. */
const DAY_FLOW_RESOURCES = ['days', 'activities'];

export interface DomainCommandOptions {
  /** 'none' when the screen shows this command's errors itself (say, 422 prepare_booking as a hint). */
  errorDisplay?: 'none';
  /** More resources whose lists and records change with the command. */
  invalidates?: string[];
}

/** Called with the API's answer before the refetch starts: a screen can show the answer at once. */
export type DomainAnswerHandler<M extends DomainMethodName> = (answer: Answer<M>, args: Args<M>) => void;

type Args<M extends DomainMethodName> = Parameters<DomainMethods[M]>;
type Answer<M extends DomainMethodName> = Awaited<ReturnType<DomainMethods[M]>>;

/**
 * A day-flow command as a react-query mutation: `const publish = useDomainCommand('publishDay')`, then
 * `publish.mutate([dayId, { confirm: true }])`. Errors go to the error display (api-contract §8.1) unless
 * silenced; a success refetches days and activities (after `onAnswer`, when given, has seen the answer).
 */
export function useDomainCommand<M extends DomainMethodName>(
  method: M,
  options: DomainCommandOptions & { onAnswer?: DomainAnswerHandler<M> } = {},
): UseMutationResult<Answer<M>, Error, Args<M>> {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  return useMutation<Answer<M>, Error, Args<M>>({
    mutationKey: ['days', method],
    mutationFn: (args) => (dataProvider[method] as (...args: Args<M>) => Promise<Answer<M>>)(...args),
    ...(options.errorDisplay ? { meta: { errorDisplay: options.errorDisplay } } : {}),
    onSuccess: async (answer, args) => {
      // mutate()'s own callbacks run only after the refetch below; onAnswer does not wait for it.
      options.onAnswer?.(answer, args);
      await Promise.all([...DAY_FLOW_RESOURCES, ...(options.invalidates ?? [])].map((resource) => queryClient.invalidateQueries({ queryKey: [resource] })));
    },
  });
}
