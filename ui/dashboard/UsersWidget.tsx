import PeopleIcon from '@mui/icons-material/People';
import { Button, Card, CardActions, CardContent, CardHeader, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useAuthProvider, useDataProvider, useGetIdentity, useTranslate } from 'react-admin';
import type { AppAuthProvider } from '../providers/authProvider.js';
import type { AppDataProvider } from '../providers/dataProvider.js';
import { useCurrentUser } from './useCurrentUser.js';

/**
 * The users widget (product-spec §2: administrators, first use only): who is in the firm so far and the way to
 * invite more. "Done" marks the administrator onboarded (PUT /v1/users/profile/{id}, is_onboarded), after which it
 * no longer shows.
 */
export function UsersWidget() {
  const translate = useTranslate();
  const user = useCurrentUser();
  const { refetch } = useGetIdentity();
  const authProvider = useAuthProvider<AppAuthProvider>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({ queryKey: ['users', 'team'], queryFn: () => dataProvider.team() });
  const done = useMutation({
    mutationFn: (userId: string) => dataProvider.updateProfile(userId, { is_onboarded: true }),
    // The signed-in user is read once a session: read it afresh, so that the dashboard knows they are onboarded.
    onSuccess: () => {
      authProvider?.forgetSelf();
      void refetch();
    },
  });
  const active = (data?.data ?? []).filter((person) => person.is_active).length;
  return (
    <Card data-testid="dashboard-users">
      <CardHeader avatar={<PeopleIcon color="primary" />} title={translate('tally.team.users.title')} subheader={data ? translate('tally.team.users.count', { smart_count: active }) : undefined} />
      <CardContent sx={{ pt: 0 }}>
        <Typography variant="body2">{translate('tally.team.users.intro')}</Typography>
      </CardContent>
      <CardActions>
        <Button component={Link} to="/users" variant="contained">
          {translate('tally.team.users.invite')}
        </Button>
        <Button onClick={() => user && done.mutate(user.id)} disabled={done.isPending}>
          {translate('tally.team.users.done')}
        </Button>
      </CardActions>
    </Card>
  );
}
