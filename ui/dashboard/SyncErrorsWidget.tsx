import SyncProblemIcon from '@mui/icons-material/SyncProblem';
import { Button, Card, CardActions, CardContent, CardHeader, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { formatDate } from '../common/dates.js';
import { formatDuration } from '../common/figures.js';
import type { AppDataProvider } from '../providers/dataProvider.js';

const SHOWN = 3;

/** The firm's sync errors for administrators (the sync_errors read model): how many, the newest few, the way to retry them. */
export function SyncErrorsWidget() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending } = useQuery({ queryKey: ['sync-errors', 'dashboard'], queryFn: () => dataProvider.syncErrors({ page: 1, limit: SHOWN }) });
  const total = data?.meta.pagination.total ?? 0;
  return (
    <Card data-testid="dashboard-sync-errors">
      <CardHeader
        avatar={<SyncProblemIcon color={total > 0 ? 'error' : 'primary'} />}
        title={translate('tally.team.sync_errors.title')}
        subheader={data && total > 0 ? translate('tally.team.sync_errors.count', { smart_count: total }) : undefined}
      />
      <CardContent sx={{ pt: 0 }}>
        {isPending ? (
          <Skeleton height={72} />
        ) : !data || total === 0 ? (
          <Typography color="text.secondary">{translate('tally.team.sync_errors.none')}</Typography>
        ) : (
          <List dense disablePadding>
            {data.data.map((error) => (
              <ListItem key={error.id} disableGutters>
                <ListItemText
                  primary={`${formatDate(error.date, locale)} · ${translate(`tally.systems.${error.system}`)} · ${formatDuration(error.published_duration)}`}
                  secondary={error.error.message}
                  slotProps={{ secondary: { noWrap: true } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
      <CardActions>
        <Button component={Link} to="/activities-errors">
          {translate('tally.team.sync_errors.open')}
        </Button>
      </CardActions>
    </Card>
  );
}
