import SensorsOffIcon from '@mui/icons-material/SensorsOff';
import { Card, CardContent, CardHeader, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider.js';

/** For administrators: who of the firm has connected a detector, and by name who has not (GET /v1/detectors/team). */
export function TeamDetectionWidget() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending } = useQuery({ queryKey: ['detectors', 'team'], queryFn: () => dataProvider.teamDetection() });
  const people = data?.data ?? [];
  const missing = people.filter((person) => person.detectors === 0);
  return (
    <Card data-testid="dashboard-team-detection">
      <CardHeader
        avatar={<SensorsOffIcon color={missing.length > 0 ? 'warning' : 'primary'} />}
        title={translate('tally.team.detection.title')}
        subheader={data ? translate('tally.team.detection.connected', { connected: people.length - missing.length, total: people.length }) : undefined}
      />
      <CardContent sx={{ pt: 0 }}>
        {isPending ? (
          <Skeleton height={72} />
        ) : missing.length === 0 ? (
          <Typography color="text.secondary">{translate('tally.team.detection.all')}</Typography>
        ) : (
          <>
            <Typography variant="body2">{translate('tally.team.detection.missing')}</Typography>
            <List dense disablePadding>
              {missing.map((person) => (
                <ListItem key={person.user_id} disableGutters>
                  <ListItemText primary={person.name_full} />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </CardContent>
    </Card>
  );
}
