import { describe, expect, it } from 'vitest';
import { checkDuration, hoursText, parseHours } from './duration.js';

describe('a duration typed in hours', () => {
  it('reads decimals with a point or a comma, and hours:minutes', () => {
    expect(parseHours('0.3')).toBe(1080);
    expect(parseHours('0,3')).toBe(1080);
    expect(parseHours(' 1,5 h')).toBe(5400);
    expect(parseHours('.5')).toBe(1800);
    expect(parseHours('1:30')).toBe(5400);
    expect(parseHours('2')).toBe(7200);
  });

  it('is no duration when it is empty, negative or not a number', () => {
    for (const text of ['', ',', 'abc', '-1', '1.2.3', '1:75']) expect(parseHours(text), text).toBeNull();
  });

  it('must be a whole number of blocks (0.1 h is 360 seconds)', () => {
    expect(checkDuration('0,3', 360)).toEqual({ seconds: 1080 });
    expect(checkDuration('0.25', 360)).toEqual({ error: 'block_size' });
    expect(checkDuration('0.25', 900)).toEqual({ seconds: 900 });
    expect(checkDuration('0', 360)).toEqual({ seconds: 0 });
    expect(checkDuration('x', 360)).toEqual({ error: 'invalid' });
    expect(checkDuration('25', 360)).toEqual({ error: 'invalid' });
  });

  it('shows seconds as hours in the reader’s language', () => {
    expect(hoursText(1080, 'nl-NL')).toBe('0,3');
    expect(hoursText(1080, 'en-US')).toBe('0.3');
    expect(hoursText(900, 'en-US')).toBe('0.25');
  });
});
