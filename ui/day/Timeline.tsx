import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Paper, Typography } from '@mui/material';
import { memo, useCallback, useMemo, useState, type MouseEvent, type SyntheticEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useActivityToneColours } from '../common/ActivityStatusIcon.js';
import { activityTone } from '../common/activityStatus.js';
import type { Activity } from '../providers/domain.js';
import { timelineActivities, type DayView } from './dayView.js';
import { aboutOf } from './model.js';
import { formatHour, formatTimeRange, hoursOfLocalDate, startOfLocalDate } from './time.js';
import { useTimelineDrag } from './useTimelineDrag.js';
import { formatDuration } from '../common/figures.js';

const HOUR = 3600_000;
const LANE_HEIGHT = 22;
/** A minified timeline (day_processing.timeline_minified): thin lanes, a strip rather than blocks. */
const MINIFIED_LANE_HEIGHT = 10;
const MAX_LANES = 4;

interface TimelineProps {
  date: string;
  timeZone: string | undefined;
  locale: string;
  activities: readonly Activity[];
  /** The person's day_processing: which activity shows (booked, unbooked) and whether the timeline is minified. */
  view: DayView;
  selected: ReadonlySet<string>;
  highlighted: ReadonlySet<string>;
  onClick?: (id: string, shift: boolean) => void;
  /** Adding time by hand: the button opens the form empty, a drag across the hours with the span (ms) filled in. */
  onAddTime?: (from?: number, to?: number) => void;
}

interface Placed {
  activity: Activity;
  left: number;
  width: number;
  lane: number;
}

/** The hours of the day shown: those with activity, at least 08:00 to 18:00, within the (23, 24 or 25 hour) day. */
function visibleHours(activities: readonly Activity[], dayStart: number, dayHours: number): { from: number; to: number } {
  let from = 8;
  let to = Math.min(18, dayHours);
  for (const activity of activities) {
    from = Math.min(from, Math.floor((Date.parse(activity.started_at) - dayStart) / HOUR));
    to = Math.max(to, Math.ceil((Date.parse(activity.ended_at) - dayStart) / HOUR));
  }
  return { from: Math.max(0, from), to: Math.min(dayHours, Math.max(to, from + 1)) };
}

/** Activity placed on lanes so that overlapping activity stays visible (the API cuts overlaps away unless asked not to). */
function place(activities: readonly Activity[], rangeStart: number, rangeLength: number): { placed: Placed[]; lanes: number } {
  const laneEnds: number[] = [];
  const placed = activities.map((activity) => {
    const start = Date.parse(activity.started_at);
    const end = Math.max(start, Date.parse(activity.ended_at));
    let lane = laneEnds.findIndex((laneEnd) => laneEnd <= start);
    if (lane < 0) lane = laneEnds.length < MAX_LANES ? laneEnds.length : MAX_LANES - 1;
    laneEnds[lane] = Math.max(laneEnds[lane] ?? 0, end);
    return {
      activity,
      left: ((start - rangeStart) / rangeLength) * 100,
      width: ((end - start) / rangeLength) * 100,
      lane,
    };
  });
  return { placed, lanes: Math.max(1, laneEnds.length) };
}

/** The day's activity on its hours, one block per activity in its status colour; a click selects (shift: a range). */
export const Timeline = memo(function Timeline({ date, timeZone, locale, activities: all, view, selected, highlighted, onClick, onAddTime }: TimelineProps) {
  const translate = useTranslate();
  // What the person hides stays one click away; the hours still span all of the day's activity.
  const [showAll, setShowAll] = useState(false);
  const { shown, hidden } = useMemo(() => timelineActivities(all, view), [all, view]);
  const activities = showAll ? all : shown;
  const laneHeight = view.timeline_minified ? MINIFIED_LANE_HEIGHT : LANE_HEIGHT;
  const colours = useActivityToneColours();
  const dayStart = useMemo(() => startOfLocalDate(date, timeZone), [date, timeZone]);
  const dayHours = useMemo(() => hoursOfLocalDate(date, timeZone), [date, timeZone]);
  const { from, to } = useMemo(() => visibleHours(all, dayStart, dayHours), [all, dayStart, dayHours]);
  const rangeStart = dayStart + from * HOUR;
  const rangeLength = (to - from) * HOUR;
  const { placed, lanes } = useMemo(() => place(activities, rangeStart, rangeLength), [activities, rangeStart, rangeLength]);
  const drag = useTimelineDrag(rangeStart, rangeLength, onAddTime);
  // Described when pointed at, not for every block up front: a day can have hundreds.
  const describe = useCallback(
    (a: Activity) =>
      `${formatTimeRange(a.started_at, a.ended_at, locale, timeZone)} · ${formatDuration(a.duration)} · ${a.source.name ?? a.source.type} · ${aboutOf(
        a.context,
      )} · ${translate(`tally.status.display.${a.display_status}`, { _: a.display_status })}`,
    [locale, timeZone, translate],
  );
  const step = to - from > 14 ? 2 : 1;
  const hours = Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step).filter((h) => h <= to);

  return (
    <Paper variant="outlined" sx={{ px: 2, pt: 1, pb: 0.5 }} data-testid="timeline" data-minified={view.timeline_minified || undefined}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 30 }}>
        <Typography variant="caption" color="text.secondary" component="h2">
          {translate('tally.day.timeline')}
        </Typography>
        {hidden > 0 && (
          <Button size="small" onClick={() => setShowAll(!showAll)} data-testid="timeline-hidden">
            {showAll ? translate('tally.day.view.hide_again') : translate('tally.day.view.hidden', { smart_count: hidden })}
          </Button>
        )}
        {onAddTime && (
          <Button size="small" startIcon={<AddIcon />} onClick={() => onAddTime()} title={translate('tally.day.add.drag_hint')} sx={{ ml: 'auto' }} data-testid="add-time">
            {translate('tally.day.add.button')}
          </Button>
        )}
      </Box>
      <Box
        sx={{ position: 'relative', height: lanes * laneHeight + 8, mt: 0.5, cursor: onAddTime ? 'crosshair' : 'default', touchAction: onAddTime ? 'none' : 'auto' }}
        role="group"
        aria-label={translate('tally.day.timeline')}
        data-testid="timeline-lanes"
        {...drag.handlers}
      >
        {hours.map((hour) => (
          <Box
            key={hour}
            sx={{ position: 'absolute', top: 0, bottom: 0, left: `${((hour - from) / (to - from)) * 100}%`, borderLeft: 1, borderColor: 'divider' }}
          />
        ))}
        {drag.span && (
          <Box
            data-testid="timeline-drag"
            sx={{
              position: 'absolute',
              top: 2,
              bottom: 2,
              left: `${((drag.span.from - rangeStart) / rangeLength) * 100}%`,
              width: `${((drag.span.to - drag.span.from) / rangeLength) * 100}%`,
              bgcolor: 'primary.main',
              opacity: 0.25,
              borderRadius: 1,
              pointerEvents: 'none',
            }}
          />
        )}
        {placed.map(({ activity, left, width, lane }) => (
          <TimelineBlock
            key={activity.id}
            activity={activity}
            left={left}
            width={width}
            top={4 + lane * laneHeight}
            height={laneHeight - 4}
            colour={colours[activityTone(activity.display_status)]}
            selected={selected.has(activity.id)}
            highlighted={highlighted.has(activity.id)}
            describe={describe}
            onClick={onClick}
          />
        ))}
      </Box>
      <Box sx={{ position: 'relative', height: 18 }}>
        {hours.map((hour, index) => (
          <Typography
            key={hour}
            variant="caption"
            color="text.secondary"
            data-testid="timeline-hour"
            sx={{
              position: 'absolute',
              whiteSpace: 'nowrap',
              left: `${((hour - from) / (to - from)) * 100}%`,
              transform: hour === from ? 'none' : hour === to ? 'translateX(-100%)' : 'translateX(-50%)',
              // A phone has room for every other hour's label: all of them ran together ("08:0009:00…").
              display: { xs: index % 2 === 0 ? 'block' : 'none', sm: 'block' },
            }}
          >
            {formatHour(dayStart + hour * HOUR, locale, timeZone)}
          </Typography>
        ))}
      </Box>
    </Paper>
  );
});

interface BlockProps {
  activity: Activity;
  left: number;
  width: number;
  top: number;
  height: number;
  colour: string;
  selected: boolean;
  highlighted: boolean;
  describe(activity: Activity): string;
  onClick?: (id: string, shift: boolean) => void;
}

const TimelineBlock = memo(function TimelineBlock({ activity, left, width, top, height, colour, selected, highlighted, describe, onClick }: BlockProps) {
  const click = onClick ? (event: MouseEvent) => onClick(activity.id, event.shiftKey) : undefined;
  const explain = (event: SyntheticEvent<HTMLDivElement>) => {
    event.currentTarget.title = describe(activity);
  };
  return (
    <div
      className="tally-timeline-block"
      data-testid={`timeline-block-${activity.id}`}
      data-status={activity.display_status}
      data-selected={selected || undefined}
      onMouseEnter={explain}
      onClick={click}
      onMouseDown={(event) => event.shiftKey && event.preventDefault()}
      style={{
        position: 'absolute',
        left: `${left}%`,
        width: `max(${width}%, 3px)`,
        top,
        height,
        background: colour,
        borderRadius: 3,
        cursor: click ? 'pointer' : 'default',
        opacity: activity.status === 'ignored' ? 0.6 : 1,
        outline: selected ? '2px solid currentColor' : highlighted ? '2px dashed currentColor' : 'none',
        outlineOffset: 1,
        boxSizing: 'border-box',
        borderRight: '1px solid rgba(255,255,255,0.5)',
      }}
    />
  );
});
