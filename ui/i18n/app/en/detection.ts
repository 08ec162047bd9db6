import type { AppMessages } from '../nl.js';

type Texts = AppMessages['tally'];

/** The texts of detection (en); see ../nl/detection.ts. */
export const tokens: Texts['tokens'] = {
  menu: 'My API tokens',
  title: 'My API tokens',
  intro:
    'With an API token a detector (the agent, a browser extension, the ActivityWatch watchers) sends your activity to Tally, or a program reads your own data. A token works until you revoke it.',
  empty: 'You have no API tokens yet.',
  new: 'New token',
  columns: { name: 'Name', abilities: 'Abilities', created_at: 'Created', last_used_at: 'Last used', status: 'Status' },
  never_used: 'Never',
  abilities: { detections_write: 'Send detections', read: 'Read my data' },
  ability_hints: {
    detections_write: 'For detectors: the agent, a browser extension, the ActivityWatch watchers.',
    read: 'Read your own activities, days and reports.',
  },
  status: { active: 'Active', revoked: 'Revoked' },
  create: {
    title: 'New API token',
    name: 'Name',
    name_hint: 'For instance the device or program that uses it.',
    abilities: 'What may the token do?',
    no_ability: 'Choose at least one ability.',
    submit: 'Create',
    cancel: 'Cancel',
  },
  secret: {
    title: 'Your new API token',
    label: 'Token',
    warning: 'Copy the token now: you won’t see it again.',
    copy: 'Copy',
    copied: 'Copied',
    copy_failed: 'Copying did not work: select the token and copy it yourself.',
    close: 'I have copied it',
  },
  revoke: {
    action: 'Revoke',
    title: 'Revoke token "%{name}"?',
    content: 'Whatever uses this token can no longer send or read anything. What it sent stays.',
    done: 'Token revoked',
  },
};

export const handoff: Texts['handoff'] = {
  allow: 'Allow',
  cancel: 'Cancel',
  working: 'Connecting…',
  to_dashboard: 'To the dashboard',
  grants: 'It gets an API token that may send detections and read your own data. You can revoke it at any time under My API tokens.',
  native: {
    title: 'Connect a detector',
    asking: 'A Tally agent on this computer wants to send your activity to Tally.',
    device: 'Device: %{device}',
    default_device: 'This computer',
    done: 'Connected: you can close this window.',
  },
  extension: {
    title: 'Connect a browser extension',
    asking: 'A browser extension wants to send your activity to Tally.',
    device: 'Browser: %{device}',
    target: 'The token goes to %{target}',
    default_device: 'Browser',
    done: 'Connected: the extension has the token. You can close this window.',
  },
  token: {
    title: 'An API token to copy',
    asking: 'Create an API token to paste into a detector.',
    name: 'Copied token %{date}',
    create: 'Create token',
  },
  failed: {
    native: 'Native login failed',
    extension: 'Connecting the browser extension failed',
    token: 'Creating the token failed',
    retry: 'Try again',
    close: 'Close',
  },
  problems: {
    port: 'The port "%{port}" is not valid: the agent gives a number from 1024 to 65535.',
    redirect_uri: 'The address "%{uri}" is not a browser extension’s.',
    unreachable: 'The agent on port %{port} did not answer. Is it still waiting? Run "npm run agent -- login" again.',
    refused: 'The agent on port %{port} refused the token (HTTP %{status}).',
  },
};

export const detectors: Texts['detectors'] = {
  menu: 'Detectors',
  title: 'Detectors',
  intro:
    'Detectors register your activity. ActivityWatch keeps track of the programs and tabs you use on your computer; the Tally agent forwards that to Tally, where it becomes activity on your day.',
  install: {
    title: 'Install the agent',
    activitywatch: 'The agent forwards what ActivityWatch sees. Install and start ActivityWatch first:',
    activitywatch_link: 'Download ActivityWatch (activitywatch.net)',
    here: 'On the computer Tally runs on, in Tally’s folder:',
    own: 'On your own computer: get Tally (git clone), run npm ci there and then the same command.',
    copy: 'Copy command',
    copied: 'Copied',
  },
  connect: {
    action: 'Connect',
    title: 'Connect a detector',
    step1: 'Start the agent with the command above.',
    step2: 'Your browser opens Tally and asks whether the agent may send your activity. Choose Allow.',
    step3: 'The agent gets an API token of its own and from then on forwards what ActivityWatch sees. You can revoke it under My API tokens.',
    close: 'Close',
  },
  list: {
    title: 'Your detectors',
    empty: 'No detector has sent anything yet.',
    device: 'Device',
    kind: 'Kind',
    last_seen: 'Last seen',
    recent: 'Detections (7 days)',
    never: 'Nothing yet',
  },
  kinds: { window: 'Windows', afk: 'Presence', web: 'Browser tabs' },
  feeds: {
    title: 'Calendar feeds (ICS)',
    intro: 'A calendar as an ICS feed: its events become appointments in Tally. A URL is read again every five minutes, a file for as long as its events are still to come.',
    empty: 'You have no calendar feeds yet.',
    name: 'Name',
    source: 'URL or file',
    file: 'File',
    last_read: 'Last read',
    never: 'Not yet',
    last_error: 'Last error',
    notes: 'Notes',
    add: { title: 'Add a feed', name: 'Name', url: 'Feed URL', or: 'or', file: 'Choose a file', submit: 'Add' },
    remove: {
      action: 'Remove',
      title: 'Remove feed "%{name}"?',
      content: 'The appointments from this feed are removed too.',
    },
  },
  tokens_link: 'My API tokens',
};

export const coverage: Texts['coverage'] = {
  title: 'Detection',
  subtitle: 'Detected hours per weekday, averaged over the 4 weeks before today',
  detected: 'Detected',
  scheduled: 'Work schedule',
  no_schedule: 'No work schedule set: detected hours only.',
  chart_label: 'Detected hours per weekday against the work schedule',
  bar: '%{day}: %{detected} h detected, %{scheduled} h scheduled',
  bar_detected: '%{day}: %{detected} h detected',
  detectors: 'Who sent data when, last 7 days',
  day_sent: '%{date}: 1 detection |||| %{date}: %{smart_count} detections',
  day_none: '%{date}: nothing received',
  last_seen: 'Last seen %{moment}',
  never: 'Nothing received yet',
  empty: 'No detector connected yet.',
  open: 'Open detectors',
};
