import { useTheme, type Theme } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { activityStatusLook, activityToneColours, type ActivityTone } from './activityStatus.js';

const coloursByTheme = new WeakMap<Theme, Record<ActivityTone, string>>();

/** The tone colours of the current theme, computed once per theme. */
export function useActivityToneColours(): Record<ActivityTone, string> {
  const theme = useTheme();
  let colours = coloursByTheme.get(theme);
  if (!colours) {
    colours = activityToneColours(theme);
    coloursByTheme.set(theme, colours);
  }
  return colours;
}

const SIZES = { small: 20, medium: 24 } as const;

/**
 * An activity's display status as its icon in its colour, named for screen readers and on hover. A plain SVG, not
 * an MUI SvgIcon: a day lists hundreds of these (common/activityStatus.ts has the MUI icon for chips and buttons).
 */
export const ActivityStatusIcon = memo(function ActivityStatusIcon({ status, size = 'small' }: { status: string; size?: keyof typeof SIZES }) {
  const translate = useTranslate();
  const colours = useActivityToneColours();
  const { tone, path, label } = activityStatusLook(status);
  const text = translate(label);
  return (
    <svg
      viewBox="0 0 24 24"
      width={SIZES[size]}
      height={SIZES[size]}
      role="img"
      aria-label={text}
      data-status={status}
      style={{ color: colours[tone], fill: 'currentColor', flex: 'none', display: 'inline-block' }}
    >
      <title>{text}</title>
      <path d={path} />
    </svg>
  );
});
