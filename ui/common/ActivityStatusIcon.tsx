import { useTheme, type Theme } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { activityStatusLook, activityToneColours, type ActivityTone } from './activityStatus.js';

const coloursByTheme = new WeakMap<Theme, Record<ActivityTone, string>>();

/** The tone colours of the current theme, computed once per theme (cheap enough for hundreds of rows). */
export function useActivityToneColours(): Record<ActivityTone, string> {
  const theme = useTheme();
  let colours = coloursByTheme.get(theme);
  if (!colours) {
    colours = activityToneColours(theme);
    coloursByTheme.set(theme, colours);
  }
  return colours;
}

/** An activity's display status as its icon in its colour, named for screen readers and on hover. */
export const ActivityStatusIcon = memo(function ActivityStatusIcon({ status, fontSize = 'small' }: { status: string; fontSize?: 'small' | 'medium' | 'inherit' }) {
  const translate = useTranslate();
  const colours = useActivityToneColours();
  const { tone, Icon, label } = activityStatusLook(status);
  const text = translate(label);
  return <Icon fontSize={fontSize} style={{ color: colours[tone] }} titleAccess={text} data-status={status} />;
});
