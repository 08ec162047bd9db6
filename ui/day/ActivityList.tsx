import { Box, Typography } from '@mui/material';
import { memo, useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { formatDuration } from '../common/dates.js';
import type { Activity } from '../providers/domain.js';
import { ActivityRow, type RowCorrections } from './ActivityRow.js';
import type { ClusterView, DayModel } from './model.js';
import { groupState, type Selection } from './selection.js';

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
}

/**
 * The day's activity grouped by subject (the overview's clusters: source and what it was about), each group with
 * its contact, count and total, and a checkbox that selects the whole group.
 */
export function ActivityList(props: ActivityListProps) {
  const { model, selection, highlighted, onClickActivity, onToggleCluster, contactName, dimensionName, locale, timeZone, corrections, editingId } = props;
  const translate = useTranslate();
  const bookingOf = (activity: Activity) =>
    activity.project_id ? [activity.project_id, activity.subproject_id, activity.working_code_id].map(dimensionName).filter(Boolean).join(' › ') : undefined;

  return (
    <Box role="grid" aria-label={translate('tally.day.list.label')} aria-multiselectable={onClickActivity ? true : undefined} sx={listStyles} data-testid="activity-list">
      {model.clusters.map((cluster, index) => (
        <div key={cluster.key} className="day-cluster" role="rowgroup" data-testid={`cluster-${index}`}>
          <ClusterHeader
            index={index}
            cluster={cluster}
            activities={model.activities}
            state={groupState(selection, cluster.activityIds)}
            onToggle={onToggleCluster}
            contactSummary={clusterContact(cluster, model.activities, contactName, translate)}
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
              />
            );
          })}
        </div>
      ))}
    </Box>
  );
}

function clusterContact(
  cluster: ClusterView,
  activities: ReadonlyMap<string, Activity>,
  contactName: (id: string | null) => string | undefined,
  translate: (key: string) => string,
): string {
  const tags = new Set(cluster.activityIds.map((id) => {
    const activity = activities.get(id)!;
    return activity.internal ? 'internal' : (activity.contact_id ?? '');
  }));
  if (tags.size > 1) return translate('tally.day.list.several_contacts');
  const [only] = tags;
  if (only === 'internal') return translate('tally.day.list.internal');
  return only ? (contactName(only) ?? '…') : translate('tally.day.list.no_contact');
}

interface ClusterHeaderProps {
  index: number;
  cluster: ClusterView;
  activities: ReadonlyMap<string, Activity>;
  state: 'none' | 'some' | 'all';
  onToggle?: ((ids: readonly string[]) => void) | undefined;
  contactSummary: string;
}

const ClusterHeader = memo(function ClusterHeader({ index, cluster, activities, state, onToggle, contactSummary }: ClusterHeaderProps) {
  const translate = useTranslate();
  const checkbox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (checkbox.current) checkbox.current.indeterminate = state === 'some';
  }, [state]);
  const { source } = cluster.subject;
  const about = cluster.about || translate('tally.day.list.untitled');
  const total = cluster.activityIds.reduce((sum, id) => sum + (activities.get(id)?.duration ?? 0), 0);
  return (
    <div className="day-cluster-head" role="row">
      <span className="day-cell-check">
        {onToggle && (
          <input
            ref={checkbox}
            type="checkbox"
            checked={state === 'all'}
            onChange={() => onToggle(cluster.activityIds)}
            aria-label={translate('tally.day.list.select_cluster', { subject: about })}
            data-testid={`cluster-select-${index}`}
          />
        )}
      </span>
      <span className="day-cluster-source">{source.name ?? translate(`tally.source_types.${source.type}`, { _: source.type })}</span>
      <Typography component="span" variant="body2" className="day-cluster-about" title={about}>
        {about}
      </Typography>
      <span className="day-cluster-contact">{contactSummary}</span>
      <span className="day-cluster-count">{translate('tally.day.list.count', { smart_count: cluster.activityIds.length })}</span>
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
    py: 0.75,
    bgcolor: 'action.hover',
    fontSize: 14,
  },
  '& .day-cluster-source': { fontWeight: 600, whiteSpace: 'nowrap' },
  '& .day-cluster-about': { flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .day-cluster-contact': { color: 'text.secondary', whiteSpace: 'nowrap', maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis' },
  '& .day-cluster-count': { color: 'text.secondary', whiteSpace: 'nowrap' },
  '& .day-cluster-total': { fontVariantNumeric: 'tabular-nums', fontWeight: 600, minWidth: 48, textAlign: 'right' },
  '& .day-row': {
    display: 'grid',
    gridTemplateColumns: '32px 28px 112px 120px minmax(140px, 1fr) minmax(160px, 1.4fr)',
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
  '& .day-cell-contact[data-empty]': { color: 'text.secondary', fontStyle: 'italic' },
  '& .day-cell-booking': { color: 'text.secondary' },
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
