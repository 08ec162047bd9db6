import { Box, Typography } from '@mui/material';
import { useState, type DragEvent, type ReactNode } from 'react';
import { Title, useStore, useTranslate } from 'react-admin';
import { DetectionCoverageWidget } from './DetectionCoverageWidget.js';
import { Last12MonthsWidget } from './Last12MonthsWidget.js';
import { moved, type DraggableWidget } from './layout.js';
import { OpenDaysWidget } from './OpenDaysWidget.js';
import { SyncErrorsWidget } from './SyncErrorsWidget.js';
import { TasksWidget } from './TasksWidget.js';
import { TeamDetectionWidget } from './TeamDetectionWidget.js';
import { TeamWeekWidget } from './TeamWeekWidget.js';
import { TodayWidget } from './TodayWidget.js';
import { useCurrentUser } from './useCurrentUser.js';
import { UsersWidget } from './UsersWidget.js';
import { useWidgetOrder } from './useWidgetOrder.js';
import { WeekWidget } from './WeekWidget.js';
import { WelcomeWidget } from './WelcomeWidget.js';

const DRAGGABLE_WIDGETS: Record<DraggableWidget, () => ReactNode> = { today: () => <TodayWidget />, open_days: () => <OpenDaysWidget /> };

/**
 * /dashboard (product-spec §2): everyone's welcome (with the tasks it opens), today and open days (which can be
 * dragged), the week, the last 12 months and detection coverage; a manager's team week; an administrator's sync
 * errors, who has no detector, and on first use the users widget. The widgets' order is the person's preference
 * (it follows them to another browser); whether the tasks show is kept in this browser (react-admin's store).
 */
function Dashboard() {
  const translate = useTranslate();
  const user = useCurrentUser();
  const { order, setOrder } = useWidgetOrder(user?.id);
  const [tasksShown, setTasksShown] = useStore(`dashboard.${user?.id ?? 'anyone'}.tasks`, false);
  const [dragged, setDragged] = useState<DraggableWidget | null>(null);
  const isAdmin = user?.role === 'admin';
  const isManager = user?.role === 'manager' || isAdmin;

  const dragProps = (widget: DraggableWidget) => ({
    draggable: true,
    'data-testid': `draggable-${widget}`,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.effectAllowed = 'move';
      setDragged(widget);
    },
    onDragOver: (event: DragEvent) => {
      if (dragged) event.preventDefault();
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      if (dragged) setOrder(moved(order, dragged, widget));
      setDragged(null);
    },
    onDragEnd: () => setDragged(null),
  });

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="tally.dashboard.title" />
      {user && (
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate('tally.dashboard.greeting', { name: user.name_first })}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' }, alignItems: 'start' }}>
        <WelcomeWidget tasksShown={tasksShown} onToggleTasks={() => setTasksShown(!tasksShown)} />
        {tasksShown && <TasksWidget />}
        {isAdmin && !user.is_onboarded && <UsersWidget />}
        {order.map((widget) => (
          <Box key={widget} {...dragProps(widget)} sx={{ cursor: 'grab', opacity: dragged === widget ? 0.5 : 1 }}>
            {DRAGGABLE_WIDGETS[widget]()}
          </Box>
        ))}
        <WeekWidget />
        {isManager && <TeamWeekWidget />}
        {isAdmin && <SyncErrorsWidget />}
        {isAdmin && <TeamDetectionWidget />}
        <Last12MonthsWidget />
        <DetectionCoverageWidget />
      </Box>
    </Box>
  );
}

export default Dashboard;
