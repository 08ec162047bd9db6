import { describe, expect, it } from 'vitest';
import { DEFAULTS } from './defaults.js';
import { bookingReminderDue } from './reminders.js';

const schedule = { ...DEFAULTS.work_schedule.schedule, saturday: { start: null, end: null }, sunday: { start: null, end: null } };

describe('the booking reminder', () => {
  it('is due from 16:45 on a working day, by default', () => {
    expect(bookingReminderDue(DEFAULTS.reminders, schedule, { weekday: 'monday', time: '16:44' })).toBe(false);
    expect(bookingReminderDue(DEFAULTS.reminders, schedule, { weekday: 'monday', time: '16:45' })).toBe(true);
    expect(bookingReminderDue(DEFAULTS.reminders, schedule, { weekday: 'monday', time: '23:10' })).toBe(true);
  });

  it('is not due on a day off, nor for someone who turned it off', () => {
    expect(bookingReminderDue(DEFAULTS.reminders, schedule, { weekday: 'saturday', time: '17:00' })).toBe(false);
    expect(bookingReminderDue({ booking_time: null }, schedule, { weekday: 'monday', time: '17:00' })).toBe(false);
  });
});
