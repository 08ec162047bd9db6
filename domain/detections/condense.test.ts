import { describe, expect, it } from 'vitest';
import { afkEvent, condensed, HOST, settings, summary, tabEvent, utc, windowEvent } from './testing.js';

const offer = (from: string, to: string) => windowEvent(from, to, 'Word', 'Offer.docx');
const inbox = (from: string, to: string) => windowEvent(from, to, 'Outlook', 'Inbox');
const chrome = (from: string, to: string) => windowEvent(from, to, 'Google Chrome', 'Google Chrome');

describe('the foreground of a device', () => {
  it('gives a span per window, with the app as native source and the title as context', () => {
    const { spans } = condensed([offer('09:00', '09:10'), inbox('09:10', '09:20')]);
    expect(summary(spans)).toEqual(['09:00:00–09:10:00 native:Word Offer.docx', '09:10:00–09:20:00 native:Outlook Inbox']);
    expect(spans[0]).toMatchObject({
      bucket: `aw-watcher-window_${HOST}`,
      source: { type: 'native', identifier: 'Word', name: 'Word' },
      context: { title: 'Offer.docx', process: 'Word' },
    });
  });

  it('counts only the covered time: duplicated, overlapping and shuffled events of a window change nothing', () => {
    const once = condensed([offer('09:00', '09:10'), inbox('09:10', '09:20')]);
    const messy = condensed([inbox('09:15', '09:20'), offer('09:04', '09:10'), inbox('09:10', '09:16'), offer('09:00', '09:05'), offer('09:00', '09:05'), inbox('09:12', '09:13')]);
    expect(messy).toEqual(once);
  });

  it('lets the later-starting of two overlapping windows win where they overlap', () => {
    const { spans } = condensed([offer('09:00', '09:10'), inbox('09:04', '09:05')]);
    expect(summary(spans)).toEqual(['09:00:00–09:04:00 native:Word Offer.docx', '09:04:00–09:05:00 native:Outlook Inbox', '09:05:00–09:10:00 native:Word Offer.docx']);
  });

  it('decides an overlap by each window’s covered time, not by how its events happen to be cut', () => {
    const whole = condensed([offer('09:00', '09:10'), inbox('09:04', '09:05')]);
    expect(condensed([offer('09:00', '09:06'), inbox('09:04', '09:05'), offer('09:04:30', '09:10')])).toEqual(whole);
  });

  it('keeps each device apart: spans of two devices may overlap', () => {
    const { spans } = condensed([offer('09:00', '09:10'), windowEvent('09:05', '09:15', 'Terminal', 'ssh', 'desktop')]);
    expect(spans.map((span) => [span.bucket, span.started_at, span.ended_at])).toEqual([
      [`aw-watcher-window_${HOST}`, '2026-03-02T09:00:00Z', '2026-03-02T09:10:00Z'],
      ['aw-watcher-window_desktop', '2026-03-02T09:05:00Z', '2026-03-02T09:15:00Z'],
    ]);
  });

  it('rounds every moment to the nearest whole second, half a second up', () => {
    const { spans } = condensed([{ ...offer('09:00', '09:10'), timestamp: '2026-03-02T09:00:00.499Z', duration: 599.9 }]);
    expect([spans[0]?.started_at, spans[0]?.ended_at]).toEqual(['2026-03-02T09:00:00Z', '2026-03-02T09:10:00Z']);
    const later = condensed([{ ...offer('09:00', '09:10'), timestamp: '2026-03-02T09:00:00.500Z', duration: 600 }]);
    expect([later.spans[0]?.started_at, later.spans[0]?.ended_at]).toEqual(['2026-03-02T09:00:01Z', '2026-03-02T09:10:01Z']);
  });

  it('ignores windows without an app, and other buckets of the kind on other devices', () => {
    const { spans } = condensed([offer('09:00', '09:10'), windowEvent('09:10', '09:20', '', 'locked')]);
    expect(summary(spans)).toEqual(['09:00:00–09:10:00 native:Word Offer.docx']);
  });
});

describe('a browser window', () => {
  const mail = (from: string, to: string, bucket?: string, hostname?: string) => tabEvent(from, to, 'https://mail.google.com/mail/u/0', 'Inbox', bucket, hostname);
  const example = (from: string, to: string, bucket?: string, hostname?: string) => tabEvent(from, to, 'https://www.example.com/offer', 'Offer', bucket, hostname);

  it('yields to the tabs active while it was in the foreground; the rest stays the browser window', () => {
    const { spans } = condensed([
      chrome('09:00', '09:10'),
      mail('08:55', '09:04'),
      example('09:04', '09:08'),
      tabEvent('09:08', '09:12', 'chrome://newtab/', 'New Tab'),
      offer('09:10', '09:20'),
      example('09:12', '09:20'),
    ]);
    expect(summary(spans)).toEqual([
      '09:00:00–09:04:00 web:mail.google.com Inbox',
      '09:04:00–09:08:00 web:example.com Offer',
      '09:08:00–09:10:00 native:Google Chrome Google Chrome',
      '09:10:00–09:20:00 native:Word Offer.docx',
    ]);
    expect(spans[0]).toMatchObject({ bucket: `aw-watcher-web-chrome_${HOST}`, context: { url: 'https://mail.google.com/mail/u/0', title: 'Inbox' } });
  });

  it('takes no tabs of another browser nor of another device', () => {
    const { spans } = condensed([
      windowEvent('09:00', '09:10', 'firefox', 'Mozilla Firefox'),
      mail('09:00', '09:10'),
      example('09:00', '09:10', 'aw-watcher-web-firefox_desktop', 'desktop'),
      // The desktop runs a window watcher too (a locked screen: no app), so its tabs are not its foreground.
      windowEvent('09:00', '09:10', '', 'locked', 'desktop'),
    ]);
    expect(summary(spans)).toEqual(['09:00:00–09:10:00 native:firefox Mozilla Firefox']);
  });

  it('takes tabs of a bucket that does not know its device, where its own device’s bucket has none', () => {
    const { spans } = condensed([chrome('09:00', '09:10'), mail('09:00', '09:05'), example('09:00', '09:10', 'aw-watcher-web-chrome', 'unknown')]);
    expect(summary(spans)).toEqual(['09:00:00–09:05:00 web:mail.google.com Inbox', '09:05:00–09:10:00 web:example.com Offer']);
  });

  it('takes the tabs of a chrome bucket in Edge, as the extension names every Chromium browser it cannot tell apart', () => {
    const { spans } = condensed([windowEvent('09:00', '09:10', 'msedge.exe', 'Microsoft Edge'), mail('09:00', '09:10')]);
    expect(summary(spans)).toEqual(['09:00:00–09:10:00 web:mail.google.com Inbox']);
  });

  it('counts a tab’s events that the server’s merge rule would have joined, had they arrived in order, as one', () => {
    // The web watcher beats once a minute with a pulsetime of 80 s: a beat that arrived late is stored apart.
    const { spans } = condensed([chrome('09:00', '09:10'), mail('09:00', '09:05'), mail('09:06', '09:10')]);
    expect(summary(spans)).toEqual(['09:00:00–09:10:00 web:mail.google.com Inbox']);
  });

  it('keeps a page the tabs do not name (a new tab) when the previous tab’s last beat arrives again after it', () => {
    const newTab = (from: string, to: string) => tabEvent(from, to, 'chrome://newtab/', 'New Tab');
    // The watcher sends the previous tab 1 ms before a switch; here that beat came twice, the copy after the new tab.
    const inOrder = [chrome('09:00', '09:10'), mail('09:00', '09:04:59.999'), newTab('09:05', '09:05:30'), mail('09:05:30', '09:10')];
    const late = [chrome('09:00', '09:10'), mail('09:00', '09:04:59.999'), newTab('09:05', '09:05:30'), mail('09:04:59.999', '09:10')];
    expect(summary(condensed(inOrder).spans)).toEqual([
      '09:00:00–09:05:00 web:mail.google.com Inbox',
      '09:05:00–09:05:30 native:Google Chrome Google Chrome',
      '09:05:30–09:10:00 web:mail.google.com Inbox',
    ]);
    expect(condensed(late)).toEqual(condensed(inOrder));
  });

  it('seen in a single poll, shows the tab active at that moment', () => {
    const { spans } = condensed([offer('09:00', '09:10'), chrome('09:10:01', '09:10:01'), mail('09:05', '09:20'), offer('09:10:02', '09:20')]);
    expect(summary(spans)).toEqual(['09:00:00–09:10:01 native:Word Offer.docx', '09:10:01–09:10:02 web:mail.google.com Inbox', '09:10:02–09:20:00 native:Word Offer.docx']);
  });
});

describe('a device with only the browser extension', () => {
  const mail = (from: string, to: string, bucket = 'aw-watcher-web-firefox_tablet', hostname = 'tablet') => tabEvent(from, to, 'https://mail.google.com/mail/u/0', 'Inbox', bucket, hostname);
  const example = (from: string, to: string, bucket = 'aw-watcher-web-firefox_tablet', hostname = 'tablet') => tabEvent(from, to, 'https://www.example.com/offer', 'Offer', bucket, hostname);

  it('has its tabs as its foreground, each page a span of web activity with gaps up to the grace filled', () => {
    const { spans } = condensed([mail('09:00', '09:10'), example('09:10:05', '09:20'), tabEvent('09:20', '09:25', 'about:blank', 'New Tab', 'aw-watcher-web-firefox_tablet', 'tablet'), mail('09:25', '09:30')]);
    expect(summary(spans)).toEqual(['09:00:00–09:10:05 web:mail.google.com Inbox', '09:10:05–09:20:00 web:example.com Offer', '09:25:00–09:30:00 web:mail.google.com Inbox']);
    expect(spans[0]).toMatchObject({ bucket: 'aw-watcher-web-firefox_tablet', detections: { bucket: 'aw-watcher-web-firefox_tablet', from: '2026-03-02T09:00:00Z', to: '2026-03-02T09:10:00Z' } });
  });

  it('is cut by its afk watcher’s absences longer than log_thresholds.absence', () => {
    const away = afkEvent('09:05', '09:20', 'afk', 'tablet');
    expect(summary(condensed([mail('09:00', '09:30'), away]).spans)).toEqual(['09:00:00–09:05:00 web:mail.google.com Inbox', '09:20:00–09:30:00 web:mail.google.com Inbox']);
  });

  it('is a device of its own beside a laptop with a window watcher, whose browser does not take its tabs', () => {
    const { spans } = condensed([windowEvent('09:00', '09:10', 'Firefox', 'Mozilla Firefox'), mail('09:00', '09:10')]);
    expect(summary(spans)).toEqual(['09:00:00–09:10:00 web:mail.google.com Inbox', '09:00:00–09:10:00 native:Firefox Mozilla Firefox']);
  });

  it('counts the tabs of a web watcher that does not know its device only when no window watcher runs anywhere', () => {
    const unknown = (from: string, to: string) => example(from, to, 'aw-watcher-web-firefox', 'unknown');
    expect(summary(condensed([unknown('09:00', '09:10')]).spans)).toEqual(['09:00:00–09:10:00 web:example.com Offer']);
    expect(summary(condensed([unknown('09:00', '09:10'), offer('11:00', '11:10')]).spans)).toEqual(['11:00:00–11:10:00 native:Word Offer.docx']);
  });
});

describe('absence', () => {
  const working = offer('09:00', '09:30'); // the window watcher goes on reporting the window while the person is away

  it('of exactly log_thresholds.absence is not cut out', () => {
    expect(summary(condensed([working, afkEvent('09:10', '09:20', 'afk')]).spans)).toEqual(['09:00:00–09:30:00 native:Word Offer.docx']);
  });

  it('a second longer is cut out, and the gap it leaves is not filled', () => {
    const { spans } = condensed([working, afkEvent('09:00', '09:10', 'not-afk'), afkEvent('09:10', '09:20:01', 'afk'), afkEvent('09:20:01', '09:30', 'not-afk')]);
    expect(summary(spans)).toEqual(['09:00:00–09:10:00 native:Word Offer.docx', '09:20:01–09:30:00 native:Word Offer.docx']);
  });

  it('counts as one stretch where afk events touch or overlap', () => {
    const { spans } = condensed([working, afkEvent('09:10', '09:15', 'afk'), afkEvent('09:14', '09:20:01', 'afk')]);
    expect(summary(spans)).toEqual(['09:00:00–09:10:00 native:Word Offer.docx', '09:20:01–09:30:00 native:Word Offer.docx']);
  });

  it('follows the absence setting, and only cuts the device it was detected on', () => {
    const other = windowEvent('09:00', '09:30', 'Terminal', 'ssh', 'desktop');
    const { spans } = condensed([working, other, afkEvent('09:10', '09:12', 'afk')], { settings: { ...settings, absence: 60 } });
    expect(summary(spans)).toEqual(['09:00:00–09:30:00 native:Terminal ssh', '09:00:00–09:10:00 native:Word Offer.docx', '09:12:00–09:30:00 native:Word Offer.docx']);
  });
});

describe('gaps', () => {
  it('up to the earlier segment’s grace are filled: it lasts until the next begins', () => {
    expect(summary(condensed([offer('09:00', '09:10'), inbox('09:10:10', '09:20')]).spans)).toEqual(['09:00:00–09:10:10 native:Word Offer.docx', '09:10:10–09:20:00 native:Outlook Inbox']);
  });

  it('longer than the grace stay gaps', () => {
    expect(summary(condensed([offer('09:00', '09:10'), inbox('09:10:11', '09:20')]).spans)).toEqual(['09:00:00–09:10:00 native:Word Offer.docx', '09:10:11–09:20:00 native:Outlook Inbox']);
  });

  it('between two segments of one subject join them into one span; longer ones keep them apart', () => {
    expect(summary(condensed([offer('09:00', '09:10'), offer('09:10:10', '09:20')]).spans)).toEqual(['09:00:00–09:20:00 native:Word Offer.docx']);
    expect(summary(condensed([offer('09:00', '09:10'), offer('09:10:11', '09:20')]).spans)).toEqual(['09:00:00–09:10:00 native:Word Offer.docx', '09:10:11–09:20:00 native:Word Offer.docx']);
  });

  it('follow the grace of the earlier segment’s source', () => {
    const strictWeb = { ...settings, grace: { ...settings.grace, web: 0 } };
    const detections = [chrome('09:00', '09:10'), tabEvent('09:00', '09:10', 'https://example.com/', 'Example'), offer('09:10:05', '09:20'), inbox('09:20:05', '09:30')];
    expect(summary(condensed(detections, { settings: strictWeb }).spans)).toEqual([
      '09:00:00–09:10:00 web:example.com Example',
      '09:10:05–09:20:05 native:Word Offer.docx',
      '09:20:05–09:30:00 native:Outlook Inbox',
    ]);
  });

  it('give a window seen in a single poll the time until the next poll', () => {
    expect(summary(condensed([offer('09:00', '09:10'), inbox('09:10:01', '09:10:01'), offer('09:10:02', '09:20')]).spans)).toEqual([
      '09:00:00–09:10:01 native:Word Offer.docx',
      '09:10:01–09:10:02 native:Outlook Inbox',
      '09:10:02–09:20:00 native:Word Offer.docx',
    ]);
  });
});

describe('a short interruption by another subject', () => {
  it('is a span of its own: not merged over and not dropped, however short (the day registers it ignored by threshold)', () => {
    const { spans } = condensed([offer('09:00', '09:10'), inbox('09:10', '09:10:03'), offer('09:10:03', '09:20')]);
    expect(summary(spans)).toEqual(['09:00:00–09:10:00 native:Word Offer.docx', '09:10:00–09:10:03 native:Outlook Inbox', '09:10:03–09:20:00 native:Word Offer.docx']);
  });
});

describe('where a span came from', () => {
  it('names its bucket and the time its detections cover; time filled after them is not theirs', () => {
    const { spans } = condensed([offer('09:00', '09:05'), offer('09:05:08', '09:10'), inbox('09:10:06', '09:20')]);
    expect(spans[0]?.detections).toEqual({ bucket: `aw-watcher-window_${HOST}`, from: '2026-03-02T09:00:00Z', to: '2026-03-02T09:10:00Z' });
    expect(spans[0]?.ended_at).toBe('2026-03-02T09:10:06Z');
  });
});

describe('the worked example of docs/detection.md', () => {
  const detections = [
    offer('09:00', '09:20'),
    chrome('09:20:04', '09:30'),
    offer('09:30', '09:55'),
    tabEvent('09:15', '09:24:30', 'https://mail.google.com/mail/u/0', 'Inbox'),
    tabEvent('09:24:30', '09:28', 'https://github.com/acme/tally', 'acme/tally'),
    tabEvent('09:28', '09:31', 'chrome://newtab/', 'New Tab'),
    afkEvent('09:40', '09:52', 'afk'),
  ];
  const spans = [
    '09:00:00–09:20:04 native:Word Offer.docx',
    '09:20:04–09:24:30 web:mail.google.com Inbox',
    '09:24:30–09:28:00 web:github.com acme/tally',
    '09:28:00–09:30:00 native:Google Chrome Google Chrome',
    '09:30:00–09:40:00 native:Word Offer.docx',
    '09:52:00–09:55:00 native:Word Offer.docx',
  ];

  it('condenses as the document says, with every span closed at 10:00', () => {
    const result = condensed(detections, { horizon: utc('10:00') });
    expect([summary(result.spans), result.openFrom]).toEqual([spans, null]);
  });

  it('holds the last span open at 09:55:05', () => {
    const result = condensed(detections, { horizon: utc('09:55:05') });
    expect([summary(result.spans), result.openFrom]).toEqual([spans.slice(0, 5), '2026-03-02T09:52:00Z']);
  });
});
