import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { BUCKET_TYPES, condense, type Detection } from '../../domain/detections/index.js';
import { DEFAULTS } from '../../domain/preferences/index.js';
import { referencesOf } from '../../domain/tags/index.js';
import { DEMO_CLIENTS } from './master-data.js';
import { detectedDay, INTERNAL, type DemoPerson, type DetectedDay } from './watchers.js';

const ZONE = 'Europe/Amsterdam';
const sanne: DemoPerson = { email: 'sanne@demo.tally.test', hostname: 'laptop-sanne', clients: DEMO_CLIENTS.slice(0, 4), others: DEMO_CLIENTS.slice(4) };
const monday = DateTime.fromISO('2026-11-16', { zone: ZONE });
const end = (event: { timestamp: string; duration: number }) => Date.parse(event.timestamp) + event.duration * 1000;
const local = (iso: string) => DateTime.fromISO(iso, { zone: ZONE }).toFormat('HH:mm');
const watchersOf = (day: DetectedDay) => [day.window, day.afk, day.web];

function detectionsOf(day: DetectedDay): Detection[] {
  return watchersOf(day).flatMap((watcher) => watcher.events.map((event) => ({ ...event, bucket: watcher.bucket, kind: BUCKET_TYPES[watcher.type], hostname: watcher.hostname })));
}

/** The day as the portal condenses it, every span closed. */
function spansOf(day: DetectedDay) {
  const settings = { grace: DEFAULTS.log_thresholds.grace, absence: DEFAULTS.log_thresholds.absence };
  return condense({ detections: detectionsOf(day), settings, timeZone: ZONE, horizon: '2027-01-01T00:00:00Z' }).spans;
}

describe("a demo user's detected day", () => {
  it('is the same for the same person and date, and another for another person or date', () => {
    expect(detectedDay(sanne, monday)).toEqual(detectedDay(sanne, monday));
    expect(detectedDay({ ...sanne, email: 'daan@demo.tally.test' }, monday).window.events).not.toEqual(detectedDay(sanne, monday).window.events);
    expect(detectedDay(sanne, monday.plus({ days: 1 })).window.events).not.toEqual(detectedDay(sanne, monday).window.events);
  });

  it("is what the three official watchers of the person's laptop report, each event after the one before, in whole seconds", () => {
    const day = detectedDay(sanne, monday);
    expect(watchersOf(day).map((w) => [w.bucket, w.type])).toEqual([
      ['aw-watcher-window_laptop-sanne', 'currentwindow'],
      ['aw-watcher-afk_laptop-sanne', 'afkstatus'],
      ['aw-watcher-web-chrome_laptop-sanne', 'web.tab.current'],
    ]);
    for (const watcher of watchersOf(day)) {
      expect(watcher.events.length).toBeGreaterThan(3);
      watcher.events.forEach((event, index) => {
        expect(Number.isInteger(event.duration) && event.duration > 0).toBe(true);
        const next = watcher.events[index + 1];
        if (next) expect(Date.parse(next.timestamp)).toBeGreaterThanOrEqual(end(event));
      });
    }
  });

  it('runs from about 08:30 to about 17:30 local time, opening with a few minutes away, with lunch away from the laptop', () => {
    for (let n = 0; n < 5; n++) {
      const day = detectedDay(sanne, monday.plus({ days: n }));
      const first = day.afk.events[0]!;
      expect(first.data).toEqual({ status: 'afk' });
      expect(first.duration).toBeLessThan(DEFAULTS.log_thresholds.absence);
      expect(local(first.timestamp) >= '08:20' && local(first.timestamp) <= '08:36').toBe(true);
      expect(local(new Date(end(day.window.events.at(-1)!)).toISOString()) <= '18:00').toBe(true);
      const lunch = day.afk.events.filter((e) => e.data.status === 'afk' && local(e.timestamp) >= '12:00' && local(e.timestamp) <= '12:30');
      expect(lunch.map((e) => e.duration >= 30 * 60)).toEqual([true]);
    }
  });

  it("shows the firm's clients: documents in their folders, tabs on their sites, mail, calls and internal work", () => {
    const week = [0, 1, 2, 3, 4].map((n) => detectedDay(sanne, monday.plus({ days: n })));
    const titles = week.flatMap((day) => day.window.events.map((e) => String(e.data.title)));
    const urls = week.flatMap((day) => day.web.events.map((e) => String(e.data.url)));
    const folders = DEMO_CLIENTS.map((contact) => `${contact.folder}\\`);
    const sites = DEMO_CLIENTS.map((contact) => `https://${contact.website}`);
    expect(new Set(titles.filter((title) => folders.some((folder) => title.startsWith(folder)))).size).toBeGreaterThan(5);
    expect(titles.some((title) => title.endsWith('Microsoft Teams'))).toBe(true);
    expect(titles.some((title) => title.includes('Bericht (HTML)'))).toBe(true);
    expect(urls.some((url) => sites.some((site) => url.startsWith(site)))).toBe(true);
    expect(urls.some((url) => url.startsWith('https://start.exactonline.nl/'))).toBe(true);
    expect(week.flatMap((day) => day.work.map((block) => block.target))).toContain(INTERNAL);
  });

  it('condenses into documents, web pages, an absence cut out and glances too short to count', () => {
    const day = detectedDay(sanne, monday);
    const spans = spansOf(day);
    expect(spans.some((span) => span.source.type === 'web' && span.source.identifier?.endsWith('.nl'))).toBe(true);
    expect(spans.some((span) => span.source.type === 'native' && span.source.identifier === 'EXCEL.EXE')).toBe(true);
    expect(spans.some((span) => Date.parse(span.ended_at) - Date.parse(span.started_at) < 30_000)).toBe(true);
    // Lunch is cut out: no span runs through it.
    const lunch = day.afk.events.find((e) => e.data.status === 'afk' && e.duration >= 30 * 60)!;
    expect(spans.filter((span) => span.started_at < lunch.timestamp && Date.parse(span.ended_at) > Date.parse(lunch.timestamp) + 60_000)).toEqual([]);
  });

  it("names the contact whose references its documents and sites carry, so that a contact's tag finds them", () => {
    const day = detectedDay(sanne, monday);
    const byCode = new Map(DEMO_CLIENTS.map((contact) => [contact.code, contact]));
    const matched = spansOf(day).filter((span) => {
      const block = day.work.find((b) => b.from <= span.started_at && span.started_at < b.to);
      const contact = block && byCode.get(block.target);
      if (!contact) return false;
      const references = referencesOf(span).map((r) => `${r.type}:${r.value.toLowerCase()}`);
      return references.includes(`url:${contact.emailDomain}`) || references.includes(`folder:${contact.folder.replace(/\\/g, '/').toLowerCase()}`);
    });
    expect(matched.length).toBeGreaterThan(5);
  });

  it('ends today where it is cut (now), with nothing after it and nothing too short to count', () => {
    const until = monday.set({ hour: 11, minute: 5 });
    const day = detectedDay(sanne, monday, { until });
    for (const watcher of watchersOf(day)) expect(watcher.events.every((event) => end(event) <= until.toMillis())).toBe(true);
    expect(day.window.events.length).toBeGreaterThan(3);
    expect(spansOf(day).filter((span) => Date.parse(span.ended_at) - Date.parse(span.started_at) < 60_000)).toEqual([]);
    expect(detectedDay(sanne, monday, { until: monday.set({ hour: 7 }) }).window.events).toEqual([]);
  });
});
