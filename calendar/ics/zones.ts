import ICAL from 'ical.js';

/**
 * Has each time zone the calendar defines remember its offsets for this read. ical.js asks a zone for the offset
 * of every time it compares, and finds it by copying and searching the zone's changes: in a feed of hundreds of
 * series that was most of a read. A zone's offset depends on the wall-clock time alone, so the answer is the same
 * each time; the zones belong to this parse of the calendar, so nothing is kept past the read.
 */
export function rememberOffsets(calendar: ICAL.Component): void {
  for (const definition of calendar.getAllSubcomponents('vtimezone')) {
    const tzid = definition.getFirstPropertyValue('tzid');
    if (typeof tzid !== 'string') continue;
    const zone = calendar.getTimeZoneByID(tzid);
    const offsetOf = zone.utcOffset.bind(zone);
    const offsets = new Map<number, number>();
    zone.utcOffset = (time: ICAL.Time) => {
      const key = ((((time.year * 100 + time.month) * 100 + time.day) * 100 + time.hour) * 100 + time.minute) * 100 + time.second;
      let offset = offsets.get(key);
      if (offset === undefined) offsets.set(key, (offset = offsetOf(time)));
      return offset;
    };
  }
}
