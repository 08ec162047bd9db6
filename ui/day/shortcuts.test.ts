// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHORTCUTS, shortcutFor } from './shortcuts.js';
import { useDayShortcuts } from './useDayShortcuts.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const press = (key: string, target: EventTarget = document.body, extra: Partial<KeyboardEvent> = {}) =>
  shortcutFor({ key, target, ctrlKey: false, metaKey: false, altKey: false, defaultPrevented: false, ...extra });

function element(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body.querySelector('[data-target]')!;
}

describe('the day screen’s keys', () => {
  it('name one action per key', () => {
    expect(Object.fromEntries(['a', 't', 'i', 'x', 'u', 'b', 'p', 'ArrowLeft', 'ArrowRight', 'Escape', 'h', '?'].map((key) => [key, press(key)]))).toEqual({
      a: 'selectAll',
      t: 'tag',
      i: 'internal',
      x: 'ignore',
      u: 'unignore',
      b: 'book',
      p: 'publish',
      ArrowLeft: 'previousDay',
      ArrowRight: 'nextDay',
      Escape: 'clearSelection',
      h: 'history',
      '?': 'help',
    });
    expect(press('T')).toBe('tag');
    expect(press('q')).toBeNull();
    expect(new Set(SHORTCUTS.map((s) => s.key)).size).toBe(SHORTCUTS.length);
  });

  it('do nothing while typing, with Ctrl, Cmd or Alt, or when the key was handled already', () => {
    expect(press('t', element('<input data-target type="text">'))).toBeNull();
    expect(press('ArrowLeft', element('<textarea data-target></textarea>'))).toBeNull();
    expect(press('a', element('<div contenteditable="true" data-target></div>'))).toBeNull();
    expect(press('Escape', element('<div role="dialog"><button data-target>x</button></div>'))).toBeNull();
    expect(press('a', document.body, { ctrlKey: true })).toBeNull();
    expect(press('a', document.body, { metaKey: true })).toBeNull();
    expect(press('a', document.body, { defaultPrevented: true })).toBeNull();
  });

  it('work from a checkbox that has the focus after a click', () => {
    expect(press('t', element('<input data-target type="checkbox">'))).toBe('tag');
    expect(press('Escape', element('<input data-target type="checkbox">'))).toBe('clearSelection');
  });

  it('call the screen’s handler for the key, and only while enabled', () => {
    const tag = vi.fn();
    const { rerender } = renderHook(({ enabled }) => useDayShortcuts({ tag }, enabled), { initialProps: { enabled: true } });
    const event = new KeyboardEvent('keydown', { key: 't', bubbles: true, cancelable: true });
    document.body.dispatchEvent(event);
    expect(tag).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'b', bubbles: true })); // no handler: nothing
    rerender({ enabled: false });
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 't', bubbles: true }));
    expect(tag).toHaveBeenCalledTimes(1);
  });
});
