/**
 * The browsers whose windows yield to their tabs, by the app names aw-watcher-window reports for them: the
 * application's name on macOS, the window class on Linux (X11 and Wayland app ids), the executable on Windows.
 * Compared without regard to case. Every one but Firefox and Safari is built on Chromium.
 */
const BROWSERS = {
  chrome: ['Google Chrome', 'Google Chrome Beta', 'Google Chrome Canary', 'Google-chrome', 'google-chrome-stable', 'Google-chrome-beta', 'Google-chrome-unstable', 'chrome.exe'],
  chromium: ['Chromium', 'Chromium-browser', 'Chromium-browser-chromium', 'org.chromium.Chromium', 'chromium.exe'],
  edge: ['Microsoft Edge', 'Microsoft-edge', 'microsoft-edge-stable', 'microsoft-edge-beta', 'msedge.exe'],
  brave: ['Brave Browser', 'Brave-browser', 'brave.exe'],
  opera: ['Opera', 'opera.exe'],
  vivaldi: ['Vivaldi', 'Vivaldi-stable', 'Vivaldi-snapshot', 'vivaldi.exe'],
  arc: ['Arc', 'Arc.exe'],
  firefox: ['Firefox', 'Firefox.exe', 'Firefox Developer Edition', 'firefoxdeveloperedition', 'Firefox-esr', 'Firefox Beta', 'Firefox Nightly', 'Nightly', 'org.mozilla.firefox'],
  safari: ['Safari', 'Safari Technology Preview'],
} as const;
export type Browser = keyof typeof BROWSERS;

const NOT_CHROMIUM: ReadonlySet<Browser> = new Set(['firefox', 'safari']);

const browserOfApp = new Map(
  Object.entries(BROWSERS).flatMap(([browser, apps]) => apps.map((app) => [app.toLowerCase(), browser as Browser] as const)),
);

function isBrowser(name: string): name is Browser {
  return Object.hasOwn(BROWSERS, name);
}

/** The browser an app name (as the window watcher reports it) belongs to, if it is one. */
export function browserOf(app: string): Browser | undefined {
  return browserOfApp.get(app.trim().toLowerCase());
}

/**
 * The browser a web bucket watches, from its name: aw-watcher-web calls it `aw-watcher-web-<browser>`, with
 * `_<hostname>` once it knows its device. Undefined when the name says no browser we know.
 */
export function browserOfWebBucket(bucket: string): Browser | undefined {
  const name = /^aw-watcher-web-([^_]+)/i.exec(bucket)?.[1]?.toLowerCase();
  return name !== undefined && isBrowser(name) ? name : undefined;
}

/**
 * How well a web bucket's tabs tell what a browser window showed: 2 when the bucket is that browser's, 1 when it is
 * a "chrome" bucket and the window any Chromium browser (the extension calls every Chromium browser it cannot tell
 * apart chrome), 0 when the bucket names no browser we know; undefined when it is another browser's.
 */
export function tabsMatch(bucketBrowser: Browser | undefined, windowBrowser: Browser): number | undefined {
  if (bucketBrowser === undefined) return 0;
  if (bucketBrowser === windowBrowser) return 2;
  if (bucketBrowser === 'chrome' && !NOT_CHROMIUM.has(windowBrowser)) return 1;
  return undefined;
}
