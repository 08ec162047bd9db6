import { Box, Button, CircularProgress, List, ListItem, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useBookingNames } from '../common/bookingNames.js';
import { useIntlLocale } from '../common/DateTimeFields.js';
import { useDayActivities } from '../common/useDayActivities.js';
import { useCurrentUser } from '../dashboard/useCurrentUser.js';
import { aboutOf } from '../day/model.js';
import { formatDateTime, formatTime } from '../day/time.js';
import type { AppDataProvider } from '../providers/dataProvider.js';
import type { Activity, HistoryEntry } from '../providers/domain.js';
import { bySubject, changeValue, namedIn, startsIn, taggingByTag, type ChangeReading } from './changes.js';

/** Whose history: a day's (GET /v1/days/{id}/history) or one activity's (GET /v1/activities/{id}/history). */
type HistoryOf = { day: string } | { activity: string };

interface HistoryListProps {
  of: HistoryOf;
  /** The day's activities, to say which one a change is about; without them the list reads them itself. */
  activities?: ReadonlyMap<string, Activity>;
  'data-testid'?: string;
}

const SHOWN_SUBJECTS = 6;

/**
 * The one history of the portal (the day screen's drawer, the manager's day, an activity's page), newest first:
 * what happened in the reader's language, who, when in their zone, and per activity each field before → after,
 * with names, hours and local times.
 */
export function HistoryList({ of, activities, 'data-testid': testId }: HistoryListProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const locale = useIntlLocale();
  const timeZone = useCurrentUser()?.time_zone;
  const dayId = 'day' in of ? of.day : undefined;
  const { data, isPending } = useQuery({
    queryKey: dayId ? ['days', 'history', dayId] : ['activities', 'history', 'activity' in of ? of.activity : undefined],
    queryFn: async () => (await ('day' in of ? dataProvider.dayHistory(of.day) : dataProvider.activityHistory(of.activity))).data,
  });
  const { data: dayActivities } = useDayActivities(dayId ?? '', { enabled: Boolean(dayId) && !activities });
  const entries = useMemo(() => (data ? [...data].reverse() : []), [data]);
  const nameOf = useBookingNames(useMemo(() => namedIn(entries), [entries]));
  const known = useMemo(() => activities ?? new Map((dayActivities ?? []).map((activity) => [activity.id, activity])), [activities, dayActivities]);
  const starts = useMemo(() => startsIn(data ?? []), [data]);

  if (isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', p: 4 }}>
        <CircularProgress size={28} />
      </Box>
    );
  }
  if (entries.length === 0) {
    return (
      <Typography color="text.secondary" data-testid={testId}>
        {translate('tally.history.empty')}
      </Typography>
    );
  }
  const reading: ChangeReading = { locale, timeZone, nameOf, translate };
  // An activity's own history is about that activity only: no need to say which one each change is about.
  const activityLabel = dayId
    ? (id: string) => {
        const activity = known.get(id);
        if (!activity) {
          // Not listed (deleted, or cut away by an overlap): named by its start as the history last had it.
          const start = starts.get(id);
          return translate('tally.history.activity', { time: start ? formatTime(start, locale, timeZone) : '…' });
        }
        const about = aboutOf(activity.context);
        return `${formatTime(activity.started_at, locale, timeZone)} ${activity.source.name ?? activity.source.type}${about ? ` · ${about}` : ''}`;
      }
    : undefined;
  return (
    <List dense disablePadding data-testid={testId}>
      {entries.map((entry) => (
        <Entry key={entry.event_id} entry={entry} reading={reading} activityLabel={activityLabel} />
      ))}
    </List>
  );
}

function Entry({ entry, reading, activityLabel }: { entry: HistoryEntry; reading: ChangeReading; activityLabel: ((id: string) => string) | undefined }) {
  const { translate, locale, timeZone } = reading;
  const [all, setAll] = useState(false);
  const groups = bySubject(entry.changes);
  const shown = all ? groups : groups.slice(0, SHOWN_SUBJECTS);
  return (
    <ListItem sx={{ display: 'block', borderBottom: 1, borderColor: 'divider', py: 1 }} data-testid="history-entry" data-type={entry.type}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {translate(`tally.history.events.${entry.type}`)}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }} data-testid="history-entry-when">
          {formatDateTime(entry.recorded_at, locale, timeZone)}
        </Typography>
      </Box>
      <Typography variant="caption" color="text.secondary">
        {entry.user ? translate('tally.history.by', { name: entry.user.name }) : translate('tally.history.by_system')}
      </Typography>
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2 }}>
        {shown.map(({ activityId, changes }) => {
          const byTag = taggingByTag(changes, reading);
          const listed = byTag ? changes.filter((change) => !byTag.told.has(change.field)) : changes;
          return (
            <Typography component="li" variant="body2" key={activityId ?? 'day'} data-testid="history-change">
              {activityId && activityLabel && <Box component="span" sx={{ color: 'text.secondary' }}>{activityLabel(activityId)}: </Box>}
              {byTag && <span data-testid="history-tagged-by-tag">{byTag.text}</span>}
              {listed.map((change, index) => (
                <span key={change.field}>
                  {(index > 0 || byTag) && '; '}
                  {translate(`tally.history.fields.${change.field}`)} {changeValue(change, 'before', reading)} → <strong>{changeValue(change, 'after', reading)}</strong>
                </span>
              ))}
            </Typography>
          );
        })}
      </Box>
      {groups.length > SHOWN_SUBJECTS && (
        <Button size="small" onClick={() => setAll(!all)}>
          {all ? translate('tally.history.fewer') : translate('tally.history.more', { smart_count: groups.length - SHOWN_SUBJECTS })}
        </Button>
      )}
    </ListItem>
  );
}
