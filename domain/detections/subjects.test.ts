import { describe, expect, it } from 'vitest';
import { CONTEXT_TEXT_MAX, SOURCE_TEXT_MAX } from '../days/index.js';
import { browserOf, browserOfWebBucket, tabsMatch } from './browsers.js';
import { bucketKindOf } from './detection.js';
import { webSubject, windowSubject } from './subjects.js';

describe('the subject of a tab', () => {
  it('is web activity on the page’s host, lowercased and without a leading www., with the url and title as context', () => {
    expect(webSubject({ url: 'https://WWW.Example.COM/offers?id=7', title: 'Offer 7', audible: false, incognito: false, tabCount: 4 })).toEqual({
      source: { type: 'web', identifier: 'example.com', name: 'example.com' },
      context: { url: 'https://WWW.Example.COM/offers?id=7', title: 'Offer 7' },
    });
  });

  it('keeps other subdomains and drops only one leading www.', () => {
    expect(webSubject({ url: 'http://mail.google.com/mail/u/0', title: 'Inbox' })?.source.identifier).toBe('mail.google.com');
    expect(webSubject({ url: 'https://www.www.example.com/', title: 'x' })?.source.identifier).toBe('www.example.com');
    expect(webSubject({ url: 'https://wwwexample.com/', title: 'x' })?.source.identifier).toBe('wwwexample.com');
  });

  it('is nothing for a browser’s own pages, files and what is no url at all', () => {
    for (const url of ['chrome://newtab/', 'about:blank', 'file:///home/ann/offer.pdf', 'edge://settings', 'not a url']) {
      expect(webSubject({ url, title: 'x' })).toBeUndefined();
    }
    expect(webSubject({ title: 'no url' })).toBeUndefined();
  });

  it('leaves an empty title out of the context', () => {
    expect(webSubject({ url: 'https://example.com/', title: '  ' })?.context).toEqual({ url: 'https://example.com/' });
  });
});

describe('the subject of a window', () => {
  it('is native activity in the app, with the title and the app as process', () => {
    expect(windowSubject({ app: 'WINWORD.EXE', title: 'Offer.docx - Word' })).toEqual({
      source: { type: 'native', identifier: 'WINWORD.EXE', name: 'WINWORD.EXE' },
      context: { title: 'Offer.docx - Word', process: 'WINWORD.EXE' },
    });
  });

  it('is nothing without an app', () => {
    expect(windowSubject({ title: 'Offer.docx' })).toBeUndefined();
    expect(windowSubject({ app: ' ', title: 'Offer.docx' })).toBeUndefined();
  });

  it(`cuts a title to the ${CONTEXT_TEXT_MAX} characters a context value takes, and an app to ${SOURCE_TEXT_MAX}`, () => {
    const subject = windowSubject({ app: 'A'.repeat(300), title: `${'t'.repeat(CONTEXT_TEXT_MAX - 1)}xyz` });
    expect(subject?.context.title).toBe(`${'t'.repeat(CONTEXT_TEXT_MAX - 1)}x`);
    expect(subject?.source.identifier).toHaveLength(SOURCE_TEXT_MAX);
    expect(windowSubject({ app: 'Word', title: 't'.repeat(CONTEXT_TEXT_MAX) })?.context.title).toHaveLength(CONTEXT_TEXT_MAX);
  });

  it('never cuts a character in half', () => {
    const title = `${'t'.repeat(CONTEXT_TEXT_MAX - 1)}😀 and more`;
    expect(windowSubject({ app: 'Word', title })?.context.title).toBe('t'.repeat(CONTEXT_TEXT_MAX - 1));
  });
});

describe('browsers', () => {
  it('are recognised by the app names the window watcher reports on macOS, Linux and Windows, in any case', () => {
    const reported = {
      chrome: ['Google Chrome', 'Google-chrome', 'google-chrome-stable', 'chrome.exe', 'CHROME.EXE'],
      chromium: ['Chromium', 'Chromium-browser'],
      edge: ['Microsoft Edge', 'msedge.exe', 'Microsoft-edge'],
      brave: ['Brave Browser', 'Brave-browser', 'brave.exe'],
      opera: ['Opera', 'opera.exe'],
      vivaldi: ['Vivaldi', 'Vivaldi-stable', 'vivaldi.exe'],
      arc: ['Arc'],
      firefox: ['Firefox', 'firefox', 'Firefox.exe', 'Firefox Developer Edition', 'Firefox-esr', 'Nightly'],
      safari: ['Safari'],
    };
    for (const [browser, apps] of Object.entries(reported)) for (const app of apps) expect(browserOf(app)).toBe(browser);
    expect(browserOf('Word')).toBeUndefined();
    expect(browserOf('Google Chrome Helper')).toBeUndefined();
  });

  it('have their tabs in the web bucket named after them; a chrome bucket also serves the other Chromium browsers', () => {
    expect(browserOfWebBucket('aw-watcher-web-firefox_laptop')).toBe('firefox');
    expect(browserOfWebBucket('aw-watcher-web-chrome')).toBe('chrome');
    expect(browserOfWebBucket('aw-watcher-web-unknown')).toBeUndefined();
    expect(tabsMatch('firefox', 'firefox')).toBe(2);
    expect(tabsMatch('chrome', 'edge')).toBe(1);
    expect(tabsMatch('chrome', 'firefox')).toBeUndefined();
    expect(tabsMatch('brave', 'chrome')).toBeUndefined();
    expect(tabsMatch(undefined, 'safari')).toBe(0);
  });
});

describe('bucket types', () => {
  it('are the three the official watchers declare, each of its kind; others are not condensed', () => {
    expect(bucketKindOf('currentwindow')).toBe('window');
    expect(bucketKindOf('afkstatus')).toBe('afk');
    expect(bucketKindOf('web.tab.current')).toBe('web');
    expect(bucketKindOf('app.editor.activity')).toBeUndefined();
    expect(bucketKindOf('toString')).toBeUndefined();
  });
});
