// @vitest-environment jsdom
import { createTheme, ThemeProvider } from '@mui/material';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nContextProvider, type I18nProvider } from 'react-admin';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createI18nProvider } from '../i18n/index.js';
import { ActivityStatusIcon } from './ActivityStatusIcon.js';
import { ACTIVITY_DISPLAY_STATUSES, activityStatusLook, activityToneColours } from './activityStatus.js';

let english: I18nProvider;
beforeAll(async () => {
  english = await createI18nProvider('en');
});
afterEach(cleanup);

describe('the look of an activity display status', () => {
  it('gives each status a colour and an icon, so that it reads without the colour too', () => {
    const looks = Object.fromEntries(ACTIVITY_DISPLAY_STATUSES.map((status) => [status, activityStatusLook(status)]));
    expect(Object.fromEntries(Object.entries(looks).map(([status, look]) => [status, look.color]))).toEqual({
      open_untagged: 'error',
      open_tagged: 'warning',
      open_internal: 'info',
      ignored_untagged: 'default',
      ignored_tagged: 'default',
      ignored_internal: 'default',
      ignored_untagged_threshold: 'default',
      ignored_tagged_threshold: 'default',
      ignored_internal_threshold: 'default',
      booked: 'primary',
      published: 'success',
    });
    // Every tone has an icon of its own; too short (threshold) has one of its own as well.
    const icons = (statuses: string[]) => new Set(statuses.map((status) => looks[status]!.path)).size;
    expect(icons(['open_untagged', 'open_tagged', 'open_internal', 'ignored_untagged', 'booked', 'published', 'ignored_untagged_threshold'])).toBe(7);
    expect(looks.ignored_tagged!.path).toBe(looks.ignored_untagged!.path);
    expect(looks.ignored_internal_threshold!.path).toBe(looks.ignored_untagged_threshold!.path);
    expect(looks.open_tagged!.label).toBe('tally.status.display.open_tagged');
  });

  it('treats a status it does not know as needing attention (untagged)', () => {
    expect(activityStatusLook('open_something').tone).toBe('untagged');
    expect(activityStatusLook('open_something').label).toBe('tally.status.display.open_untagged');
  });

  it('keeps booked readable on the dark theme', () => {
    const light = activityToneColours(createTheme({ palette: { mode: 'light', primary: { main: '#6E35FF' } } }));
    const dark = activityToneColours(createTheme({ palette: { mode: 'dark', primary: { main: '#6E35FF' } } }));
    expect(light.booked).toBe('#6E35FF');
    expect(dark.booked).not.toBe('#6E35FF');
  });

  it('draws the icon in the colour of its tone, named in the reader’s language', () => {
    const theme = createTheme();
    render(
      <ThemeProvider theme={theme}>
        <I18nContextProvider value={english}>
          <ActivityStatusIcon status="ignored_tagged_threshold" />
          <ActivityStatusIcon status="booked" />
        </I18nContextProvider>
      </ThemeProvider>,
    );
    const tooShort = screen.getByRole('img', { name: 'Ignored: too short (tagged)' });
    expect(tooShort.getAttribute('data-status')).toBe('ignored_tagged_threshold');
    expect(tooShort.querySelector('path')?.getAttribute('d')).toBe(activityStatusLook('ignored_tagged_threshold').path);
    const booked = screen.getByRole('img', { name: 'Booked' });
    expect(booked.style.color).toBe(hexToRgb(activityToneColours(theme).booked));
  });
});

function hexToRgb(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
