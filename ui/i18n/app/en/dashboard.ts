import type { new_version as nlNewVersion, notifications as nlNotifications, onboarding as nlOnboarding, team as nlTeam } from '../nl/dashboard.js';

/** The texts of the dashboard's widgets in English (see ../nl/dashboard.ts). */
export const onboarding: typeof nlOnboarding = {
  welcome: {
    title: 'Welcome to Tally',
    intro: 'Tally registers your time while you work. The tasks help you through this first week.',
    trial: 'Your organisation is trying Tally.',
    progress: '%{done} of %{total} tasks done',
    processing_locked: '1 more published day until day processing |||| %{smart_count} more published days until day processing',
    processing_unlocked: 'Day processing is available.',
    show_tasks: 'Show tasks',
    hide_tasks: 'Hide tasks',
  },
  tasks: {
    title: 'Getting started',
    all_done: 'All done.',
    dismiss: 'Skip',
    types: { detection: 'Detection', essential: 'Essential', general: 'General', security: 'Security' },
    keys: {
      desktop_detector: 'Install the agent on your computer',
      browser_detector: 'Connect your browser',
      calendar_connected: 'Connect your calendar',
      first_day_published: 'Publish your first day',
      day_processing_unlocked: 'Publish 7 days to unlock day processing',
      colleague_invited: 'Invite a colleague',
      crm_connected: 'Connect your CRM or ticket system',
      two_factor_enabled: 'Turn on two-factor sign-in',
    },
    progress: '%{done} of %{required} days published',
    reward: '+%{days} trial days per accepted invitation',
  },
};

export const team: typeof nlTeam = {
  week: {
    title: 'The team this week',
    total: 'Published',
    missing: 'Not published: %{days}',
    complete: 'Up to date',
    open: 'Published days',
    empty: 'Nobody in your organisation yet.',
  },
  detection: {
    title: 'The team’s detectors',
    connected: '%{connected} of %{total} people have connected a detector',
    missing: 'No detector connected yet:',
    all: 'Everyone has connected a detector.',
  },
  sync_errors: {
    title: 'Synchronization errors',
    none: 'No synchronization errors.',
    count: '1 error |||| %{smart_count} errors',
    open: 'View synchronization errors',
  },
  users: {
    title: 'Your team',
    intro: 'Invite your colleagues: each registers their own time, you see what they publish.',
    count: '1 person |||| %{smart_count} people',
    invite: 'Invite people',
    done: 'Done',
  },
};

export const notifications: typeof nlNotifications = {
  title: 'Notifications',
  empty: 'No notifications.',
  booking_reminder: 'Book and publish %{date}: %{duration} not published yet.',
};

export const new_version: typeof nlNewVersion = {
  message: 'A new version of Tally is available. Refresh the page to use it.',
  refresh: 'Refresh',
};
