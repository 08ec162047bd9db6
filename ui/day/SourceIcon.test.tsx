// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SourceIcon } from './SourceIcon.js';

afterEach(cleanup);

describe('the source icon beside an activity group', () => {
  it('shows a mail for sent mail and a phone for calls, hidden from screen readers (the name says it)', () => {
    render(
      <>
        <SourceIcon type="email" />
        <SourceIcon type="phone" />
        <SourceIcon type="from-a-newer-portal" />
      </>,
    );
    expect(screen.getByTestId('source-icon-email').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByTestId('source-icon-phone')).toBeTruthy();
    expect(screen.queryByTestId('source-icon-from-a-newer-portal')).toBeNull();
  });
});
