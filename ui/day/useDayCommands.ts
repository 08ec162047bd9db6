import { useCallback, useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import { isApiError, type ApiError } from '../errors/api-error.js';
import { reportError } from '../errors/reporter.js';
import type { DomainMethodName, DomainMethods } from '../providers/domainMethods.js';
import type { Activity, BatchEditBody, CorrectDayBody, Day } from '../providers/domain.js';
import { useDomainCommand, type DomainCommandOptions } from '../providers/useDomainCommand.js';
import type { BookingChoice } from './booking.js';

type Change = Omit<BatchEditBody, 'logs'>;

/** What a command did, for the screen to act on: done, or refused with the API's error (only those the screen shows itself). */
export type CommandOutcome<T = undefined> = { ok: true; value: T } | { ok: false; error: ApiError };

/** The API error the screen shows itself when its code is one of these; every other error goes to the error display. */
function own(error: unknown, codes: readonly string[], action: string): ApiError | null {
  if (isApiError(error) && error.code && codes.includes(error.code)) return error;
  reportError(error, { resource: 'days', action });
  return null;
}

/**
 * After the frame that shows a command's answer: a notification does not hold up the rows that change. What is
 * still waiting when the screen goes away is dropped: it would notify a screen that is no longer there.
 */
function useAfterPaint(): (work: () => void) => void {
  const waiting = useRef(new Set<() => void>());
  useEffect(() => {
    const cancels = waiting.current;
    return () => {
      for (const cancel of cancels) cancel();
      cancels.clear();
    };
  }, []);
  return useCallback((work: () => void) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        waiting.current.delete(cancel);
        work();
      }, 0);
    });
    const cancel = () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
    waiting.current.add(cancel);
  }, []);
}

type Args<M extends DomainMethodName> = Parameters<DomainMethods[M]>;
type Answer<M extends DomainMethodName> = Awaited<ReturnType<DomainMethods[M]>>;

/**
 * A day-flow command whose `run` settles when the API answers, not after the refetch that follows (which
 * useDomainCommand's own promise waits for): a dialog closes, and the screen shows the answer, at once.
 */
function useAnsweredCommand<M extends DomainMethodName>(method: M, options: DomainCommandOptions & { onAnswer?: (answer: Answer<M>) => void } = {}) {
  const waiting = useRef(new Map<Args<M>, (answer: Answer<M>) => void>());
  const command = useDomainCommand(method, {
    ...options,
    onAnswer: (answer, args) => {
      options.onAnswer?.(answer);
      waiting.current.get(args)?.(answer);
      waiting.current.delete(args);
    },
  });
  const run = useCallback(
    (...args: Args<M>) =>
      new Promise<Answer<M>>((resolve, reject) => {
        waiting.current.set(args, resolve);
        command.mutateAsync(args).catch((error: unknown) => {
          waiting.current.delete(args);
          reject(error instanceof Error ? error : new Error(String(error)));
        });
      }),
    [command],
  );
  return { run, isPending: command.isPending };
}

/**
 * The day's commands, each showing its answer at once (applyActivities) and refetching once after. Errors the
 * screen shows in place (untagged activity, an incomplete booking, a duration off the block size, unbooked time)
 * come back as outcomes; the rest go to the error display.
 */
export function useDayCommands(applyActivities: (activities: readonly Activity[]) => void) {
  const notify = useNotify();
  const afterPaint = useAfterPaint();
  const fromDay = (answer: { data: Day }) => applyActivities(answer.data.activities ?? []);
  const batchEdit = useAnsweredCommand('batchEditActivities', { onAnswer: (answer) => applyActivities(answer.data) });
  const assign = useAnsweredCommand('assignDimensions', { errorDisplay: 'none', onAnswer: (answer) => applyActivities(answer.data) });
  const prepareBooking = useAnsweredCommand('prepareBooking', { errorDisplay: 'none' });
  const prepareCorrections = useAnsweredCommand('prepareCorrections', { errorDisplay: 'none' });
  const correct = useAnsweredCommand('correctDay', { errorDisplay: 'none', onAnswer: fromDay });
  const initPublish = useAnsweredCommand('initPublish', { errorDisplay: 'none', onAnswer: fromDay });
  const publish = useAnsweredCommand('publishDay', { errorDisplay: 'none', onAnswer: fromDay });

  const edit = useCallback(
    async (logs: string[], change: Change, done: string): Promise<boolean> => {
      if (logs.length === 0) return false;
      try {
        await batchEdit.run({ logs, ...change });
        afterPaint(() => notify(done, { type: 'success', messageArgs: { smart_count: logs.length } }));
        return true;
      } catch {
        return false; // shown by the error display
      }
    },
    [batchEdit, notify, afterPaint],
  );

  return {
    pending:
      batchEdit.isPending || assign.isPending || prepareBooking.isPending || prepareCorrections.isPending || correct.isPending || initPublish.isPending || publish.isPending,
    tag: (logs: string[], contactId: string) => edit(logs, { contact_id: contactId, internal: false }, 'tally.day.done.tagged'),
    markInternal: (logs: string[]) => edit(logs, { internal: true, contact_id: null }, 'tally.day.done.internal'),
    ignore: (logs: string[]) => edit(logs, { status: 'ignored' }, 'tally.day.done.ignored'),
    unignore: (logs: string[]) => edit(logs, { status: 'open' }, 'tally.day.done.unignored'),

    /** Books, then gives the activities the description picked or typed in the booking editor, if any. */
    async book(logs: string[], slots: BookingChoice, description?: string): Promise<CommandOutcome> {
      try {
        await assign.run({ logs, slots });
        if (description) await batchEdit.run({ logs, activity_description: description });
        afterPaint(() => notify('tally.day.done.booked', { type: 'success', messageArgs: { smart_count: logs.length } }));
        return { ok: true, value: undefined };
      } catch (error) {
        const shown = own(error, ['dimension_structure_invalid', 'validation_failed'], 'assignDimensions');
        return shown ? { ok: false, error: shown } : { ok: false, error: error as ApiError };
      }
    },

    /** prepare booking: refused with the untagged activities (422 prepare_booking, errors.logs). */
    async prepare(dayId: string): Promise<CommandOutcome<null> | { ok: false; untagged: string[] }> {
      try {
        await prepareBooking.run(dayId);
        return { ok: true, value: null };
      } catch (error) {
        const shown = own(error, ['prepare_booking'], 'prepareBooking');
        if (shown) return { ok: false, untagged: shown.fieldErrors.logs ?? [] };
        return { ok: false, error: error as ApiError };
      }
    },

    async checkCorrections(dayId: string) {
      try {
        return (await prepareCorrections.run(dayId)).data;
      } catch (error) {
        own(error, [], 'prepareCorrections');
        return null;
      }
    },

    /**
     * Every booked activity rounded to the block size ('round': those set by hand only with roundSetByHand), or back
     * to its detected duration ('reset').
     */
    async correctAll(dayId: string, action: 'round' | 'reset', roundSetByHand = false): Promise<boolean> {
      const body: CorrectDayBody = action === 'round' ? { day_id: dayId, action, parameters: { round_set_by_hand: roundSetByHand } } : { day_id: dayId, action };
      try {
        await correct.run(body);
        return true;
      } catch (error) {
        own(error, [], 'correctDay');
        return false;
      }
    },
    /** One duration (seconds); refused in place when it is no multiple of the block size (correct_block_size). */
    async setDuration(dayId: string, activityId: string, seconds: number): Promise<CommandOutcome> {
      try {
        await correct.run({ day_id: dayId, action: 'set', parameters: { activity_id: activityId, duration: seconds } });
        return { ok: true, value: undefined };
      } catch (error) {
        const shown = own(error, ['correct_block_size', 'validation_failed'], 'correctDay');
        return { ok: false, error: shown ?? (error as ApiError) };
      }
    },

    async initPublish(dayId: string) {
      try {
        return (await initPublish.run(dayId)).meta;
      } catch (error) {
        own(error, [], 'initPublish');
        return null;
      }
    },
    async cancelPublish(dayId: string): Promise<boolean> {
      try {
        await initPublish.run(dayId, { cancel: true });
        return true;
      } catch (error) {
        own(error, [], 'initPublish');
        return false;
      }
    },
    /** Publish; without confirm it is refused while there is unbooked time (422 publish), which the screen asks about. */
    async publish(dayId: string, confirm: boolean): Promise<CommandOutcome | { ok: false; needsConfirmation: true }> {
      try {
        await publish.run(dayId, { confirm });
        notify('tally.day.done.published', { type: 'success' });
        return { ok: true, value: undefined };
      } catch (error) {
        if (!confirm && isApiError(error) && error.code === 'publish') return { ok: false, needsConfirmation: true };
        own(error, [], 'publishDay');
        return { ok: false, error: error as ApiError };
      }
    },
  };
}
