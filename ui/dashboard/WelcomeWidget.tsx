import WavingHandIcon from '@mui/icons-material/WavingHand';
import { Button, Card, CardActions, CardContent, CardHeader, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useOnboardingTasks } from './useOnboardingTasks.js';
import { useCurrentUser } from './useCurrentUser.js';

/**
 * The welcome/trial widget (product-spec §2): a word of welcome, whether the firm is on trial, how far the person's
 * onboarding is, and how many published days day processing still waits for (api-contract §9.4). It opens the
 * tasks widget, which is hidden by default.
 */
export function WelcomeWidget({ tasksShown, onToggleTasks }: { tasksShown: boolean; onToggleTasks: () => void }) {
  const translate = useTranslate();
  const user = useCurrentUser();
  const { tasks } = useOnboardingTasks();
  const counted = (tasks ?? []).filter((task) => !task.is_ignored);
  const done = counted.filter((task) => task.completed_at !== null).length;
  // Day processing's own task counts the published days (api-contract §9.4): the widget says how many remain.
  const processing = tasks?.find((task) => task.key === 'day_processing_unlocked')?.progress;
  return (
    <Card data-testid="dashboard-welcome">
      <CardHeader avatar={<WavingHandIcon color="primary" />} title={translate('tally.onboarding.welcome.title')} />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={1}>
          <Typography variant="body2">{translate('tally.onboarding.welcome.intro')}</Typography>
          {user?.client?.status === 'trial' && <Typography variant="body2">{translate('tally.onboarding.welcome.trial')}</Typography>}
          {tasks && (
            <>
              <Typography variant="body2" color="text.secondary">
                {translate('tally.onboarding.welcome.progress', { done, total: counted.length })}
              </Typography>
              <LinearProgress variant="determinate" value={counted.length === 0 ? 100 : (done / counted.length) * 100} />
            </>
          )}
          {processing && (
            <Typography variant="body2" data-testid="day-processing-remaining">
              {processing.done >= processing.required
                ? translate('tally.onboarding.welcome.processing_unlocked')
                : translate('tally.onboarding.welcome.processing_locked', { smart_count: processing.required - processing.done })}
            </Typography>
          )}
        </Stack>
      </CardContent>
      <CardActions>
        <Button onClick={onToggleTasks} data-testid="toggle-tasks">
          {translate(tasksShown ? 'tally.onboarding.welcome.hide_tasks' : 'tally.onboarding.welcome.show_tasks')}
        </Button>
      </CardActions>
    </Card>
  );
}
