import { memo, type ChangeEvent, type MouseEvent } from 'react';
import { ActivityStatusIcon } from '../common/ActivityStatusIcon.js';
import type { Activity, ActivitySyncState } from '../providers/domain.js';
import { ActivitySyncIcon } from './ActivitySyncIcon.js';
import { DurationEditor } from './DurationEditor.js';
import { formatTimeRange } from './time.js';
import { formatDuration } from '../common/figures.js';

/** The row's texts, translated once for all rows; PLACEHOLDER stands where the row puts its own value. */
export interface RowTexts {
  internal: string;
  noContact: string;
  selectActivity: string;
  detected: string;
}
export const PLACEHOLDER = '\u0000';

export interface RowCorrections {
  blockSize: number;
  onEdit(id: string | null): void;
  onSave(id: string, seconds: number): Promise<string | null>;
}

interface ActivityRowProps {
  activity: Activity;
  selected: boolean;
  highlighted: boolean;
  /** Absent on a day that can no longer change. */
  onClick?: (id: string, shift: boolean) => void;
  contactName: string | undefined;
  bookingName: string | undefined;
  locale: string;
  timeZone: string | undefined;
  /** Durations can be corrected: the duration is a button that opens the editor. */
  corrections?: RowCorrections | undefined;
  editing: boolean;
  texts: RowTexts;
  /** Its push to the connected system, on a published day that was pushed. */
  sync?: ActivitySyncState | undefined;
  /** The person's note on it, shown under its booking. */
  note?: string | undefined;
  /** Shorter than the person's day_processing.short_duration: a smaller, quieter row. */
  compact?: boolean;
}

const INTERACTIVE = 'button, a, input, form, [role="button"]';

/**
 * One activity: checkbox, status (icon in its colour), times, duration, contact and booking. Plain elements styled
 * by the list's classes (ActivityList), memoised, so that a day of hundreds of activities stays quick to select in.
 */
export const ActivityRow = memo(function ActivityRow(props: ActivityRowProps) {
  const { activity, selected, highlighted, onClick, contactName, bookingName, locale, timeZone, corrections, editing, texts, sync, note, compact = false } = props;
  const detected = activity.original_duration;
  const contact = activity.internal ? texts.internal : activity.contact_id ? (contactName ?? '…') : texts.noContact;
  const booking = bookingName ?? activity.description ?? '';
  const times = formatTimeRange(activity.started_at, activity.ended_at, locale, timeZone);
  const check = onClick ? (event: ChangeEvent<HTMLInputElement>) => onClick(activity.id, (event.nativeEvent as globalThis.MouseEvent).shiftKey === true) : undefined;
  const rowClick =
    onClick &&
    ((event: MouseEvent<HTMLDivElement>) => {
      if ((event.target as HTMLElement).closest(INTERACTIVE)) return;
      onClick(activity.id, event.shiftKey);
    });

  return (
    <div
      className="day-row"
      role="row"
      aria-selected={onClick ? selected : undefined}
      data-testid={`activity-row-${activity.id}`}
      data-status={activity.display_status}
      data-tone={activity.status}
      data-selected={selected || undefined}
      data-highlighted={highlighted || undefined}
      data-compact={compact || undefined}
      onClick={rowClick}
      onMouseDown={(event) => event.shiftKey && event.preventDefault()}
    >
      <span role="gridcell" className="day-cell-check">
        {check && (
          <input type="checkbox" checked={selected} onChange={check} aria-label={texts.selectActivity.replace(PLACEHOLDER, times)} data-testid={`activity-select-${activity.id}`} />
        )}
      </span>
      <span role="gridcell" className="day-cell-status">
        <ActivityStatusIcon status={activity.display_status} />
      </span>
      <span role="gridcell" className="day-cell-time">
        {times}
      </span>
      <span role="gridcell" className="day-cell-duration" title={texts.detected.replace(PLACEHOLDER, formatDuration(detected))}>
        {editing && corrections ? (
          <DurationEditor
            activityId={activity.id}
            seconds={activity.duration}
            blockSize={corrections.blockSize}
            locale={locale}
            onSave={(seconds) => corrections.onSave(activity.id, seconds)}
            onClose={() => corrections.onEdit(null)}
          />
        ) : corrections && activity.status === 'booked' ? (
          <button type="button" className="day-duration-button" onClick={() => corrections.onEdit(activity.id)} data-testid={`duration-edit-${activity.id}`}>
            {formatDuration(activity.duration)}
          </button>
        ) : (
          <>
            {formatDuration(activity.duration)}
            {formatDuration(activity.duration) !== formatDuration(detected) && <span className="day-detected"> ({formatDuration(detected)})</span>}
          </>
        )}
      </span>
      <span role="gridcell" className="day-cell-contact" data-empty={!activity.contact_id && !activity.internal ? true : undefined} title={contact}>
        {contact}
      </span>
      <span role="gridcell" className="day-cell-booking" title={note ? `${booking}\n${note}` : booking}>
        {booking}
        {note && (
          <span className="day-note" data-testid={`activity-note-${activity.id}`}>
            {booking ? ' · ' : ''}✎ {note}
          </span>
        )}
      </span>
      <span role="gridcell" className="day-cell-sync">
        {sync && <ActivitySyncIcon state={sync} />}
      </span>
    </div>
  );
});
