import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec.js';
import { NotFoundError } from '../shared/decider.js';
import { dayDecider } from './commands.js';
import { roundToBlocks } from './corrections.js';
import { BlockSizeError, DayPublishedError, NotAllBookedError, UnbookedTimeError } from './errors.js';
import type { DayEvent } from './events.js';
import { at, booked, opened, registered } from './fixtures.js';

const spec = deciderSpec(dayDecider);
const settings = { blockSize: 360, roundType: 'regular' as const, ignoreThreshold: 25 };

describe('rounding to the block size', () => {
  it('rounds regular by the threshold, up always, down never', () => {
    expect(roundToBlocks(400, settings)).toBe(360); // 40 s left < 25 % of 360
    expect(roundToBlocks(450, settings)).toBe(720); // 90 s left = 25 %
    expect(roundToBlocks(361, { ...settings, roundType: 'up' })).toBe(720);
    expect(roundToBlocks(719, { ...settings, roundType: 'down' })).toBe(360);
    expect(roundToBlocks(1, { ...settings, ignoreThreshold: 0 })).toBe(360);
    expect(roundToBlocks(720, settings)).toBe(720);
  });
});

describe('corrections', () => {
  const day = [opened, registered('a', '09:00', '09:40'), registered('b', '10:00', '10:07')];

  it('needs all activity booked first', () => {
    spec.given([...day, booked('a')]).when({ type: 'CorrectDurations', action: 'round', settings, at }).thenThrows(NotAllBookedError, /1 left/);
  });

  it('rounds every booked activity, keeping the detected duration beside the corrected one', () => {
    spec
      .given([...day, booked('a', 'b')])
      .when({ type: 'CorrectDurations', action: 'round', settings, at })
      .then([{ type: 'DurationsCorrected', data: { action: 'round', durations: { a: 2520, b: 360 }, block_size: 360, at } }]);
  });

  it('leaves a duration set by hand when rounding every activity, unless asked to round it too', () => {
    const setByHand: DayEvent = { type: 'DurationsCorrected', data: { action: 'set', durations: { a: 3600 }, block_size: 360, at } };
    const given = [...day, booked('a', 'b'), setByHand];
    spec
      .given(given)
      .when({ type: 'CorrectDurations', action: 'round', settings, at })
      .then([{ type: 'DurationsCorrected', data: { action: 'round', durations: { b: 360 }, block_size: 360, at } }]);
    spec
      .given(given)
      .when({ type: 'CorrectDurations', action: 'round', settings, includeSetByHand: true, at })
      .then([{ type: 'DurationsCorrected', data: { action: 'round', durations: { a: 2520, b: 360 }, block_size: 360, at } }]);
  });

  it('rounds again what rounding set before', () => {
    const roundedBefore: DayEvent = { type: 'DurationsCorrected', data: { action: 'round', durations: { a: 3600 }, block_size: 360, at } };
    spec
      .given([...day, booked('a', 'b'), roundedBefore])
      .when({ type: 'CorrectDurations', action: 'round', settings, at })
      .then([{ type: 'DurationsCorrected', data: { action: 'round', durations: { a: 2520, b: 360 }, block_size: 360, at } }]);
  });

  it('sets one duration only in whole blocks, and resets', () => {
    const given = [...day, booked('a', 'b')];
    spec.given(given).when({ type: 'CorrectDurations', action: 'set', activityId: 'a', duration: 3000, settings, at }).thenThrows(BlockSizeError, /multiple of 0.1 h/);
    spec
      .given(given)
      .when({ type: 'CorrectDurations', action: 'set', activityId: 'a', duration: 3600, settings, at })
      .then([{ type: 'DurationsCorrected', data: { action: 'set', durations: { a: 3600 }, block_size: 360, at } }]);
    const corrected: DayEvent = { type: 'DurationsCorrected', data: { action: 'set', durations: { a: 3600 }, block_size: 360, at } };
    spec
      .given([...given, corrected])
      .when({ type: 'CorrectDurations', action: 'reset', at })
      .then([{ type: 'DurationsCorrected', data: { action: 'reset', durations: { a: null }, block_size: 0, at } }]);
  });
});

describe('publishing', () => {
  const day = [opened, registered('a', '09:00', '10:00'), registered('b', '10:00', '10:30')];
  const ignoredB: DayEvent = { type: 'ActivitiesStatusSet', data: { activity_ids: ['b'], status: 'ignored', at } };

  it('locks on init only when all activity is booked or ignored', () => {
    spec.given(day).when({ type: 'InitPublish', at }).thenThrows(NotAllBookedError);
    spec.given([...day, booked('a'), ignoredB]).when({ type: 'InitPublish', at }).then([{ type: 'DayLocked', data: { at } }]);
  });

  it('asks to confirm unbooked time, then publishes the booked durations', () => {
    const ready = [...day, booked('a'), ignoredB, { type: 'DayLocked', data: { at } } as DayEvent];
    spec.given(ready).when({ type: 'PublishDay', confirmUnbooked: false, at }).thenThrows(UnbookedTimeError, /0.5 h of unbooked time/);
    spec
      .given(ready)
      .when({ type: 'PublishDay', confirmUnbooked: true, at })
      .then([{ type: 'DayPublished', data: { durations: { a: 3600 }, unbooked_duration: 1800, at } }]);
  });

  it('publishes corrected durations, and nothing changes a published day', () => {
    const corrected: DayEvent = { type: 'DurationsCorrected', data: { action: 'set', durations: { a: 3960 }, block_size: 360, at } };
    spec
      .given([...day, booked('a', 'b'), corrected])
      .when({ type: 'PublishDay', confirmUnbooked: false, at })
      .then([{ type: 'DayPublished', data: { durations: { a: 3960, b: 1800 }, unbooked_duration: 0, at } }]);
    const published: DayEvent = { type: 'DayPublished', data: { durations: { a: 3600, b: 1800 }, unbooked_duration: 0, at } };
    for (const command of [
      { type: 'DeleteDay' as const, at },
      { type: 'CancelPublish' as const, at },
      { type: 'RemoveActivity' as const, activityId: 'a', at },
      { type: 'CorrectDurations' as const, action: 'reset' as const, at },
    ]) {
      spec.given([...day, booked('a', 'b'), published]).when(command).thenThrows(DayPublishedError);
    }
  });

  it('deletes an open day, but not one that does not exist', () => {
    spec.given(day).when({ type: 'DeleteDay', at }).then([{ type: 'DayDeleted', data: { at } }]);
    spec.given([]).when({ type: 'DeleteDay', at }).thenThrows(NotFoundError);
  });
});
