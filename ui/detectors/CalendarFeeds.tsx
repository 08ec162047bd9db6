import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Card, CardContent, CardHeader, IconButton, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useTranslate } from 'react-admin';
import { useFormatMoment } from '../common/useFormatMoment.js';
import { CALENDAR_FEEDS_KEY, type CalendarFeed } from '../providers/calendarFeedMethods.js';
import type { AppDataProvider } from '../providers/dataProvider.js';
import { AddCalendarFeed } from './AddCalendarFeed.js';

/**
 * "Calendar feeds (ICS)" on the detectors screen: the person's feeds, each with where it is read from, when it was
 * last read and what went wrong or was passed over then; adding one by URL or file, and removing one, which takes
 * its appointments with it (hence the question first).
 */
export function CalendarFeeds() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: feeds } = useQuery({ queryKey: CALENDAR_FEEDS_KEY, queryFn: () => dataProvider.calendarFeeds() });
  return (
    <Card data-testid="calendar-feeds">
      <CardHeader title={translate('tally.detectors.feeds.title')} subheader={translate('tally.detectors.feeds.intro')} />
      {feeds === undefined ? (
        <Skeleton height={96} sx={{ mx: 2 }} />
      ) : feeds.length === 0 ? (
        <Typography sx={{ px: 2 }} color="text.secondary" data-testid="calendar-feeds-empty">
          {translate('tally.detectors.feeds.empty')}
        </Typography>
      ) : (
        <FeedTable feeds={feeds} />
      )}
      <CardContent>
        <AddCalendarFeed />
      </CardContent>
    </Card>
  );
}

function FeedTable({ feeds }: { feeds: CalendarFeed[] }) {
  const translate = useTranslate();
  const formatMoment = useFormatMoment();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('tally.detectors.feeds.name')}</TableCell>
            <TableCell>{translate('tally.detectors.feeds.source')}</TableCell>
            <TableCell>{translate('tally.detectors.feeds.last_read')}</TableCell>
            <TableCell>{translate('tally.detectors.feeds.last_error')}</TableCell>
            <TableCell>{translate('tally.detectors.feeds.notes')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {feeds.map((feed) => (
            <TableRow key={feed.id} data-testid={`calendar-feed-${feed.id}`}>
              <TableCell>{feed.name}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{feed.url ?? translate('tally.detectors.feeds.file')}</TableCell>
              <TableCell>{feed.last_read_at ? formatMoment(feed.last_read_at) : translate('tally.detectors.feeds.never')}</TableCell>
              <TableCell>{feed.last_error}</TableCell>
              <TableCell>
                {feed.notes.map((note) => (
                  <Typography key={note} variant="caption" component="div">
                    {note}
                  </Typography>
                ))}
              </TableCell>
              <TableCell align="right">
                <RemoveFeedButton feed={feed} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function RemoveFeedButton({ feed }: { feed: CalendarFeed }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const remove = useMutation({
    mutationFn: () => dataProvider.removeCalendarFeed(feed.id),
    onSettled: async () => {
      setAsking(false);
      await queryClient.invalidateQueries({ queryKey: CALENDAR_FEEDS_KEY });
    },
  });
  return (
    <>
      <IconButton aria-label={translate('tally.detectors.feeds.remove.action')} color="error" onClick={() => setAsking(true)}>
        <DeleteIcon />
      </IconButton>
      <Confirm
        isOpen={asking}
        loading={remove.isPending}
        title="tally.detectors.feeds.remove.title"
        titleTranslateOptions={{ name: feed.name }}
        content="tally.detectors.feeds.remove.content"
        confirm="tally.detectors.feeds.remove.action"
        confirmColor="warning"
        onConfirm={() => remove.mutate()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
