import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, CircularProgress, Drawer, IconButton, List, ListItem, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { formatDuration } from '../common/dates.js';
import type { AppDataProvider } from '../providers/dataProvider.js';
import type { Activity, HistoryEntry } from '../providers/domain.js';
import { aboutOf } from './model.js';
import { formatDateTime, formatTime } from './time.js';

interface HistoryDrawerProps {
  dayId: string | undefined;
  open: boolean;
  onClose(): void;
  activities: ReadonlyMap<string, Activity>;
  contactName(id: string | null): string | undefined;
  dimensionName(id: string | null): string | undefined;
  locale: string;
  timeZone: string | undefined;
}

const SHOWN_CHANGES = 6;

/** Every event of the day (GET /v1/days/{id}/history), newest first: who, what, when, and each field before → after. */
export function HistoryDrawer({ dayId, open, onClose, ...format }: HistoryDrawerProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending } = useQuery({
    queryKey: ['days', 'history', dayId],
    queryFn: async () => (await dataProvider.dayHistory(dayId!)).data,
    enabled: open && Boolean(dayId),
  });
  const entries = data ? [...data].reverse() : [];

  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 460 } }, 'data-testid': 'history-drawer' } as object }}>
      <Box sx={{ display: 'flex', alignItems: 'center', p: 2, pb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate('tally.day.history.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={translate('ra.action.close')}>
          <CloseIcon />
        </IconButton>
      </Box>
      {open && isPending && dayId ? (
        <Box sx={{ display: 'grid', placeItems: 'center', p: 4 }}>
          <CircularProgress size={28} />
        </Box>
      ) : entries.length === 0 ? (
        <Typography sx={{ px: 2 }} color="text.secondary">
          {translate('tally.day.history.empty')}
        </Typography>
      ) : (
        <List dense sx={{ px: 1 }}>
          {entries.map((entry) => (
            <Entry key={entry.event_id} entry={entry} {...format} />
          ))}
        </List>
      )}
    </Drawer>
  );
}

type Formatting = Omit<HistoryDrawerProps, 'dayId' | 'open' | 'onClose'>;

/** An event's changes, one line per activity (or the day itself), in the order they came. */
function bySubject(changes: HistoryEntry['changes']): Array<{ activityId: string | null; changes: HistoryEntry['changes'] }> {
  const groups = new Map<string | null, HistoryEntry['changes']>();
  for (const change of changes) {
    const group = groups.get(change.activity_id);
    if (group) group.push(change);
    else groups.set(change.activity_id, [change]);
  }
  return [...groups].map(([activityId, grouped]) => ({ activityId, changes: grouped }));
}

function Entry({ entry, ...format }: { entry: HistoryEntry } & Formatting) {
  const translate = useTranslate();
  const [all, setAll] = useState(false);
  const groups = bySubject(entry.changes);
  const shown = all ? groups : groups.slice(0, SHOWN_CHANGES);
  return (
    <ListItem sx={{ display: 'block', borderBottom: 1, borderColor: 'divider', py: 1 }} data-testid="history-entry" data-type={entry.type}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {translate(`tally.day.history.events.${entry.type}`, { _: entry.type })}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(entry.recorded_at, format.locale, format.timeZone)}
        </Typography>
      </Box>
      <Typography variant="caption" color="text.secondary">
        {entry.user ? translate('tally.day.history.by', { name: entry.user.name }) : translate('tally.day.history.by_system')}
      </Typography>
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2 }}>
        {shown.map(({ activityId, changes }) => (
          <Typography component="li" variant="body2" key={activityId ?? 'day'}>
            {activityId && <Box component="span" sx={{ color: 'text.secondary' }}>{activityLabel(activityId, format)}: </Box>}
            {changes.map((change, index) => (
              <span key={change.field}>
                {index > 0 && '; '}
                {translate(`tally.day.history.fields.${change.field}`, { _: change.field })} {value(change.field, change.before, format, translate)} →{' '}
                <strong>{value(change.field, change.after, format, translate)}</strong>
              </span>
            ))}
          </Typography>
        ))}
      </Box>
      {groups.length > SHOWN_CHANGES && (
        <Button size="small" onClick={() => setAll(!all)}>
          {all ? translate('tally.day.history.fewer') : translate('tally.day.history.more', { smart_count: groups.length - SHOWN_CHANGES })}
        </Button>
      )}
    </ListItem>
  );
}

function activityLabel(id: string, { activities, locale, timeZone }: Formatting): string {
  const activity = activities.get(id);
  if (!activity) return id.slice(0, 8);
  const about = aboutOf(activity.context);
  return `${formatTime(activity.started_at, locale, timeZone)} ${activity.source.name ?? activity.source.type}${about ? ` · ${about}` : ''}`;
}

function value(field: string, raw: unknown, format: Formatting, translate: (key: string, options?: object) => string): string {
  if (raw === null || raw === undefined) return '—';
  switch (field) {
    case 'contact_id':
    case 'partner_contact_id':
      return format.contactName(String(raw)) ?? String(raw).slice(0, 8);
    case 'started_at':
    case 'ended_at':
      return formatTime(String(raw), format.locale, format.timeZone);
    case 'corrected_duration':
    case 'published_duration':
      return typeof raw === 'number' ? formatDuration(raw) : String(raw);
    case 'internal':
    case 'removed':
      return translate(raw ? 'ra.boolean.true' : 'ra.boolean.false');
    case 'status':
      return translate(`tally.status.activity.${String(raw)}`, { _: translate(`tally.status.day.${String(raw)}`, { _: String(raw) }) });
    case 'booking': {
      const booking = raw as { project_id?: string | null; subproject_id?: string | null; working_code_id?: string | null };
      return [booking.project_id, booking.subproject_id, booking.working_code_id]
        .filter((id): id is string => Boolean(id))
        .map((id) => format.dimensionName(id) ?? id.slice(0, 8))
        .join(' › ');
    }
    default:
      return typeof raw === 'object' ? JSON.stringify(raw) : String(raw);
  }
}
