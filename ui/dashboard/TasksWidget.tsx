import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ChecklistIcon from '@mui/icons-material/Checklist';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Button, Card, CardContent, CardHeader, List, ListItem, ListItemIcon, ListItemText, ListSubheader, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OnboardingTask } from '../providers/dashboardMethods.js';
import { useOnboardingTasks } from './useOnboardingTasks.js';

const TYPES: ReadonlyArray<OnboardingTask['type']> = ['detection', 'essential', 'general', 'security'];

/**
 * The onboarding tasks (product-spec §2 "Introduction/Welcome"), grouped into detection, essential, general and
 * security. A task ticks itself off when the person does it (the API sees it done); what they skip is left out.
 */
export function TasksWidget() {
  const translate = useTranslate();
  const { tasks, isPending, dismiss } = useOnboardingTasks();
  const shown = (tasks ?? []).filter((task) => !task.is_ignored);
  return (
    <Card data-testid="dashboard-tasks">
      <CardHeader avatar={<ChecklistIcon color="primary" />} title={translate('tally.onboarding.tasks.title')} />
      <CardContent sx={{ pt: 0 }}>
        {isPending ? (
          <Skeleton height={120} />
        ) : shown.every((task) => task.completed_at !== null) ? (
          <Typography color="text.secondary">{translate('tally.onboarding.tasks.all_done')}</Typography>
        ) : (
          <List dense disablePadding>
            {TYPES.filter((type) => shown.some((task) => task.type === type)).map((type) => (
              <li key={type}>
                <List dense disablePadding>
                  <ListSubheader disableSticky sx={{ px: 0, lineHeight: 2 }}>
                    {translate(`tally.onboarding.tasks.types.${type}`)}
                  </ListSubheader>
                  {shown
                    .filter((task) => task.type === type)
                    .map((task) => (
                      <TaskItem key={task.key} task={task} onDismiss={() => dismiss(task.key)} />
                    ))}
                </List>
              </li>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

function TaskItem({ task, onDismiss }: { task: OnboardingTask; onDismiss: () => void }) {
  const translate = useTranslate();
  const done = task.completed_at !== null;
  const secondary = task.progress
    ? translate('tally.onboarding.tasks.progress', task.progress)
    : task.reward > 0
      ? translate('tally.onboarding.tasks.reward', { days: task.reward })
      : undefined;
  return (
    <ListItem
      disableGutters
      data-testid={`task-${task.key}`}
      data-done={done}
      secondaryAction={
        done ? undefined : (
          <Button size="small" onClick={onDismiss}>
            {translate('tally.onboarding.tasks.dismiss')}
          </Button>
        )
      }
    >
      <ListItemIcon sx={{ minWidth: 32 }}>{done ? <CheckCircleIcon color="success" fontSize="small" /> : <RadioButtonUncheckedIcon fontSize="small" />}</ListItemIcon>
      <ListItemText primary={translate(`tally.onboarding.tasks.keys.${task.key}`)} secondary={secondary} sx={done ? { textDecoration: 'line-through', color: 'text.secondary' } : undefined} />
    </ListItem>
  );
}
