import { describe, expect, it } from 'vitest';
import { condense } from './condense.js';
import { horizonOf, type DeviceReport } from './horizon.js';
import { afkEvent, settings, utc, windowEvent } from './testing.js';

const device = (hostname: string, newestEnd: string, kinds: DeviceReport['kinds'] = ['window'], quiet = false): DeviceReport => ({ hostname, kinds, newestEnd: utc(newestEnd), quiet });
/** The horizon as condense gives its times: whole seconds, without fractions. */
const at = (clock: string) => utc(clock).replace('.000Z', 'Z');
const offer = windowEvent('09:00', '09:30', 'Word', 'Offer.docx');

describe('the horizon', () => {
  it('lags a device’s newest detection by the largest pulsetime of its watchers', () => {
    expect(horizonOf([device('laptop', '09:30')], [offer], settings)).toBe(at('09:29:58'));
    expect(horizonOf([device('laptop', '09:30', ['window', 'web'])], [offer], settings)).toBe(at('09:28:40'));
    expect(horizonOf([device('laptop', '09:30', ['window', 'afk', 'web'])], [offer], settings)).toBe(at('09:26:55'));
  });

  it('rounds down to the whole second', () => {
    expect(horizonOf([{ ...device('laptop', '09:30'), newestEnd: '2026-03-02T09:30:00.900Z' }], [offer], settings)).toBe(at('09:29:58'));
  });

  it('is the earliest of the devices still sending, so no device’s spans close on another’s clock', () => {
    expect(horizonOf([device('laptop', '09:30'), device('desktop', '09:10')], [offer], settings)).toBe(at('09:09:58'));
  });

  it('is not held back by a quiet device', () => {
    expect(horizonOf([device('laptop', '09:30'), device('desktop', '09:10', ['window'], true)], [offer], settings)).toBe(at('09:29:58'));
  });

  it('closes everything once every device is quiet', () => {
    const horizon = horizonOf([device('laptop', '09:30', ['window', 'afk'], true)], [offer], settings);
    expect(horizon).toBe(at('09:30:11'));
    expect(condense({ detections: [offer], settings, timeZone: 'UTC', horizon: horizon ?? '' }).openFrom).toBeNull();
  });

  it('never passes the start of an ongoing absence not yet longer than log_thresholds.absence', () => {
    const away = afkEvent('09:25', '09:30', 'afk');
    expect(horizonOf([device('laptop', '09:35', ['window', 'afk'])], [offer, afkEvent('09:00', '09:25', 'not-afk'), away], settings)).toBe(at('09:25'));
  });

  it('counts afk events that touch as one ongoing absence, from the first one’s start', () => {
    const away = [afkEvent('09:20', '09:24', 'afk'), afkEvent('09:24', '09:28', 'afk')];
    expect(horizonOf([device('laptop', '09:35', ['window', 'afk'])], [offer, ...away], settings)).toBe(at('09:20'));
    const longer = [afkEvent('09:10', '09:24', 'afk'), afkEvent('09:24', '09:28', 'afk')];
    expect(horizonOf([device('laptop', '09:35', ['window', 'afk'])], [offer, ...longer], settings)).toBe(at('09:31:55'));
  });

  it('passes an absence once it is longer than log_thresholds.absence (the cut is certain), or once it is over', () => {
    const longAway = afkEvent('09:10', '09:20:01', 'afk');
    expect(horizonOf([device('laptop', '09:30', ['window', 'afk'])], [offer, longAway], settings)).toBe(at('09:26:55'));
    const back = [afkEvent('09:25', '09:29', 'afk'), afkEvent('09:29', '09:35', 'not-afk')];
    expect(horizonOf([device('laptop', '09:35', ['window', 'afk'])], [offer, ...back], settings)).toBe(at('09:31:55'));
  });

  it('is held back only by an absence on the device it was detected on', () => {
    const away = afkEvent('09:25', '09:30', 'afk', 'desktop');
    expect(horizonOf([device('laptop', '09:30'), device('desktop', '09:40', ['afk'])], [offer, away], settings)).toBe(at('09:25'));
    expect(horizonOf([device('laptop', '09:30'), device('desktop', '09:40', ['afk'], true)], [offer, away], settings)).toBe(at('09:29:58'));
  });

  it('is undefined without devices', () => {
    expect(horizonOf([], [], settings)).toBeUndefined();
  });
});
