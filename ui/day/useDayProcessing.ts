import { useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { useScopedState } from '../common/useScopedState.js';
import type { InitPublishMeta, PrepareCorrectionsAnswer } from '../providers/domain.js';
import type { RowCorrections } from './ActivityRow.js';
import { hoursText } from './duration.js';
import type { PrepareResult } from './FlowPanel.js';
import { isUntagged, type DayModel } from './model.js';
import type { useDayCommands } from './useDayCommands.js';

const NOTHING: ReadonlySet<string> = new Set();

interface DayProcessingInput {
  date: string;
  dayId: string | undefined;
  model: DayModel;
  editable: boolean;
  /** The day's unbooked seconds as the screen counts them (until init-publish answers its own figure). */
  unbooked: number;
  commands: ReturnType<typeof useDayCommands>;
  locale: string;
  /** Publishing leaves unbooked time behind: the caller asks to confirm it (then `confirmPublish`). */
  onConfirmPublish: () => void;
  onPublished: () => void;
}

/**
 * The day flow's steps and what they found, for one date: prepare (the untagged activity it flags, shown until
 * tagged), the corrections (proposals, editing a duration to the block size), and init-publish → publish.
 */
export function useDayProcessing({ date, dayId, model, editable, unbooked: counted, commands, locale, onConfirmPublish, onPublished }: DayProcessingInput) {
  const translate = useTranslate();
  // What the steps found belongs to the date they ran on.
  const [flagged, setFlagged] = useScopedState<ReadonlySet<string>>(date, NOTHING);
  const [prepared, setPrepared] = useScopedState<PrepareResult>(date, null);
  const [corrections, setCorrections] = useScopedState<PrepareCorrectionsAnswer | null>(date, null);
  const [editingDurations, setEditingDurations] = useScopedState(date, false);
  const [editingId, setEditingId] = useScopedState<string | null>(date, null);
  const [publishMeta, setPublishMeta] = useScopedState<InitPublishMeta | null>(date, null);

  // Flagged by prepare booking: shown until tagged.
  const highlighted = useMemo(() => {
    if (flagged.size === 0) return NOTHING;
    const still = new Set([...flagged].filter((id) => {
      const activity = model.activities.get(id);
      return activity !== undefined && isUntagged(activity);
    }));
    return still.size > 0 ? still : NOTHING;
  }, [flagged, model]);

  const refreshCorrections = async () => {
    if (dayId) setCorrections(await commands.checkCorrections(dayId));
  };
  const correctAll = async (action: 'round' | 'reset', roundSetByHand = false) => {
    if (dayId && (await commands.correctAll(dayId, action, roundSetByHand))) await refreshCorrections();
  };
  // The memoised rows get one onSave for as long as they edit durations; it calls the latest save, set after each
  // commit (a save starts from a click or a key, never during a render).
  const saveDuration = useRef<RowCorrections['onSave']>(async () => null);
  useLayoutEffect(() => {
    saveDuration.current = async (id, seconds) => {
      if (!dayId) return null;
      const outcome = await commands.setDuration(dayId, id, seconds);
      if (outcome.ok) {
        void refreshCorrections();
        return null;
      }
      if (outcome.error.code === 'correct_block_size') {
        return translate('tally.day.corrections.block_size_error', { blockSize: hoursText(corrections?.block_size ?? 360, locale) });
      }
      return outcome.error.detail ?? outcome.error.message;
    };
  });
  const rowCorrections = useMemo<RowCorrections | undefined>(
    () =>
      editable && editingDurations && corrections?.booked
        ? { blockSize: corrections.block_size, onEdit: setEditingId, onSave: (id, seconds) => saveDuration.current(id, seconds) }
        : undefined,
    [editable, editingDurations, corrections, setEditingId],
  );
  const toggleEditDurations = () => {
    setEditingDurations(!editingDurations);
    setEditingId(null);
  };

  const prepare = async () => {
    if (!dayId) return;
    const outcome = await commands.prepare(dayId);
    if (outcome.ok) {
      setPrepared('ran');
      setFlagged(NOTHING);
    } else if ('untagged' in outcome) {
      setPrepared('ran');
      setFlagged(new Set(outcome.untagged));
    }
  };
  const initPublish = async () => {
    if (!dayId) return;
    const meta = await commands.initPublish(dayId);
    if (meta) setPublishMeta(meta);
  };
  const unbooked = publishMeta?.unbooked_duration ?? counted;
  const publish = async () => {
    if (!dayId) return;
    if (unbooked > 0) {
      onConfirmPublish();
      return;
    }
    const outcome = await commands.publish(dayId, false);
    if (!outcome.ok && 'needsConfirmation' in outcome) onConfirmPublish();
  };
  const confirmPublish = async () => {
    if (!dayId) return;
    const outcome = await commands.publish(dayId, true);
    if (outcome.ok) onPublished();
  };
  const cancelPublish = async () => {
    if (dayId && (await commands.cancelPublish(dayId))) setPublishMeta(null);
  };

  return {
    highlighted,
    prepared,
    corrections,
    editingDurations,
    editingId,
    publishMeta,
    rowCorrections,
    unbooked,
    prepare,
    refreshCorrections,
    correctAll,
    toggleEditDurations,
    initPublish,
    publish,
    confirmPublish,
    cancelPublish,
  };
}
