import { Box } from '@mui/material';
import { memo, useEffect, useMemo, useRef, type CSSProperties } from 'react';
import { useTranslate } from 'react-admin';
import type { Activity, ActivitySyncState } from '../providers/domain.js';
import { ActivityRow, PLACEHOLDER, type RowCorrections, type RowTexts } from './ActivityRow.js';
import { isShort } from './dayView.js';
import type { ClusterView, DayModel } from './model.js';
import { groupState, type Selection } from './selection.js';
import { usesTwelveHours } from './time.js';
import { formatDuration } from '../common/figures.js';
import { SourceIcon } from './SourceIcon.js';

interface ActivityListProps {
  model: DayModel;
  selection: Selection;
  highlighted: ReadonlySet<string>;
  onClickActivity?: (id: string, shift: boolean) => void;
  onToggleCluster?: (ids: readonly string[]) => void;
  contactName(id: string | null): string | undefined;
  dimensionName(id: string | null): string | undefined;
  locale: string;
  timeZone: string | undefined;
  corrections?: RowCorrections | undefined;
  editingId: string | null;
  /** Each activity's push state, on a published day that was pushed. */
  syncStates?: ReadonlyMap<string, ActivitySyncState> | undefined;
  /** The person's notes, by activity. */
  notes?: ReadonlyMap<string, string> | undefined;
  /** Seconds: shorter activity takes a compact row (day_processing.short_duration); 0 shows every row in full. */
  shortDuration?: number;
}

/**
 * The day's activity grouped by subject (the overview's clusters: source and what it was about), each group with
 * its contact, count and total, and a checkbox that selects the whole group. Every row stays in the page (tests
 * and find-in-page see them all); rows and group headers are plain memoised elements, texts are translated once.
 */
export const ActivityList = memo(function ActivityList(props: ActivityListProps) {
  const { model, selection, highlighted, onClickActivity, onToggleCluster, contactName, dimensionName, locale, timeZone, corrections, editingId, syncStates, notes, shortDuration = 0 } = props;
  const translate = useTranslate();
  const texts = useMemo(
    () => ({
      row: {
        internal: translate('tally.day.list.internal'),
        noContact: translate('tally.day.list.no_contact'),
        selectActivity: translate('tally.day.list.select_activity', { time: PLACEHOLDER }),
        detected: translate('tally.day.list.detected', { duration: PLACEHOLDER }),
      } satisfies RowTexts,
      severalContacts: translate('tally.day.list.several_contacts'),
      untitled: translate('tally.day.list.untitled'),
      selectCluster: translate('tally.day.list.select_cluster', { subject: PLACEHOLDER }),
      count: (n: number) => translate('tally.day.list.count', { smart_count: n }),
      source: (type: string) => translate(`tally.source_types.${type}`, { _: type }),
    }),
    [translate],
  );
  const bookingOf = (activity: Activity) =>
    activity.project_id ? [activity.project_id, activity.subproject_id, activity.working_code_id].map(dimensionName).filter(Boolean).join(' › ') : undefined;

  return (
    <Box
      role="grid"
      aria-label={translate('tally.day.list.label')}
      aria-multiselectable={onClickActivity ? true : undefined}
      sx={listStyles}
      style={{ '--day-time-width': usesTwelveHours(locale) ? '150px' : '112px', '--day-sync-width': syncStates ? '28px' : '0px' } as CSSProperties}
      data-testid="activity-list"
    >
      {model.clusters.map((cluster, index) => {
        const about = cluster.about || texts.untitled;
        return (
          <div key={cluster.key} className="day-cluster" role="rowgroup" data-testid={`cluster-${index}`}>
            <ClusterHeader
              index={index}
              ids={cluster.activityIds}
              source={cluster.subject.source.name ?? texts.source(cluster.subject.source.type)}
              sourceType={cluster.subject.source.type}
              about={about}
              contact={clusterContact(cluster, model.activities, contactName, texts.row, texts.severalContacts)}
              count={cluster.activityIds.length > 1 ? texts.count(cluster.activityIds.length) : ''}
              total={cluster.activityIds.reduce((sum, id) => sum + (model.activities.get(id)?.duration ?? 0), 0)}
              state={groupState(selection, cluster.activityIds)}
              onToggle={onToggleCluster}
              selectLabel={texts.selectCluster.replace(PLACEHOLDER, about)}
            />
            {cluster.activityIds.map((id) => {
              const activity = model.activities.get(id)!;
              return (
                <ActivityRow
                  key={id}
                  activity={activity}
                  selected={selection.ids.has(id)}
                  highlighted={highlighted.has(id)}
                  onClick={onClickActivity}
                  contactName={contactName(activity.contact_id)}
                  bookingName={bookingOf(activity)}
                  locale={locale}
                  timeZone={timeZone}
                  corrections={corrections}
                  editing={editingId === id}
                  texts={texts.row}
                  sync={syncStates?.get(id)}
                  note={notes?.get(id)}
                  compact={isShort(activity, shortDuration)}
                />
              );
            })}
          </div>
        );
      })}
    </Box>
  );
});

/** Who a group is for: its one contact, internal, not tagged, or several. */
function clusterContact(
  cluster: ClusterView,
  activities: ReadonlyMap<string, Activity>,
  contactName: (id: string | null) => string | undefined,
  texts: RowTexts,
  several: string,
): string {
  let only: string | undefined;
  for (const id of cluster.activityIds) {
    const activity = activities.get(id)!;
    const tag = activity.internal ? 'internal' : (activity.contact_id ?? '');
    if (only === undefined) only = tag;
    else if (only !== tag) return several;
  }
  if (only === 'internal') return texts.internal;
  return only ? (contactName(only) ?? '…') : texts.noContact;
}

interface ClusterHeaderProps {
  index: number;
  ids: readonly string[];
  source: string;
  sourceType: string;
  about: string;
  contact: string;
  count: string;
  total: number;
  state: 'none' | 'some' | 'all';
  onToggle?: ((ids: readonly string[]) => void) | undefined;
  selectLabel: string;
}

const ClusterHeader = memo(function ClusterHeader({ index, ids, source, sourceType, about, contact, count, total, state, onToggle, selectLabel }: ClusterHeaderProps) {
  const checkbox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (checkbox.current) checkbox.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <div className="day-cluster-head" role="row">
      <span className="day-cell-check">
        {onToggle && (
          <input ref={checkbox} type="checkbox" checked={state === 'all'} onChange={() => onToggle(ids)} aria-label={selectLabel} data-testid={`cluster-select-${index}`} />
        )}
      </span>
      <span className="day-cluster-source">
        <SourceIcon type={sourceType} />
        {source}
      </span>
      <span className="day-cluster-about" title={about}>
        {about}
      </span>
      <span className="day-cluster-contact">{contact}</span>
      <span className="day-cluster-count">{count}</span>
      <span className="day-cluster-total">{formatDuration(total)}</span>
    </div>
  );
});

const listStyles = {
  '& .day-cluster': { borderBottom: 1, borderColor: 'divider' },
  '& .day-cluster-head': {
    display: 'flex',
    alignItems: 'center',
    gap: 1.5,
    px: 1,
    minHeight: 36,
    bgcolor: 'action.hover',
    fontSize: 14,
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 36px',
  },
  '& .day-cluster-source': { fontWeight: 600, whiteSpace: 'nowrap' },
  '& .day-cluster-about': { flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .day-cluster-contact': { color: 'text.secondary', whiteSpace: 'nowrap', maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis' },
  '& .day-cluster-count': { color: 'text.secondary', whiteSpace: 'nowrap' },
  '& .day-cluster-total': { fontVariantNumeric: 'tabular-nums', fontWeight: 600, minWidth: 48, textAlign: 'right' },
  '& .day-row': {
    display: 'grid',
    // On a phone the row takes three lines (times and duration; contact; booking) rather than being cut off.
    gridTemplateColumns: {
      xs: '32px 28px minmax(0, 1fr) auto',
      md: '32px 28px var(--day-time-width) 120px minmax(140px, 1fr) minmax(160px, 1.4fr) var(--day-sync-width)',
    },
    alignItems: 'center',
    minHeight: 36,
    px: 1,
    fontSize: 14,
    borderTop: 1,
    borderColor: 'divider',
    cursor: 'default',
    // The browser skips layout and paint of rows out of view: a day of 500 activities stays quick.
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 37px',
  },
  '& .day-row[data-compact]': { minHeight: 22, fontSize: 12, color: 'text.secondary', containIntrinsicSize: 'auto 23px' },
  '& .day-row[aria-selected]': { cursor: 'pointer' },
  '& .day-row:hover': { bgcolor: 'action.hover' },
  '& .day-row[data-selected]': { bgcolor: 'action.selected' },
  '& .day-row[data-highlighted]': { outline: '2px dashed', outlineColor: 'error.main', outlineOffset: -2 },
  '& .day-cell-check': { display: 'flex', alignItems: 'center', justifyContent: 'center', width: 32, flex: '0 0 32px' },
  '& input[type="checkbox"]': { width: 16, height: 16, accentColor: 'primary.main', cursor: 'pointer', m: 0 },
  '& .day-cell-status': { display: 'flex', alignItems: 'center' },
  '& .day-cell-time, & .day-cell-duration': { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  '& .day-detected': { color: 'text.secondary', fontSize: 12 },
  '& .day-cell-contact, & .day-cell-booking': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', pr: 1 },
  '& .day-cell-contact': { gridColumn: { xs: '3', md: 'auto' }, gridRow: { xs: '2', md: 'auto' } },
  '& .day-cell-contact[data-empty]': { color: 'text.secondary', fontStyle: 'italic' },
  '& .day-cell-booking': { color: 'text.secondary', gridColumn: { xs: '3 / 5', md: 'auto' }, gridRow: { xs: '3', md: 'auto' } },
  '& .day-cell-sync': { display: 'flex', justifyContent: 'center', gridColumn: { xs: '4', md: 'auto' }, gridRow: { xs: '2', md: 'auto' } },
  '& .day-duration-button': {
    font: 'inherit',
    color: 'primary.main',
    bgcolor: 'transparent',
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
    px: 0.75,
    cursor: 'pointer',
    fontVariantNumeric: 'tabular-nums',
  },
} as const;
