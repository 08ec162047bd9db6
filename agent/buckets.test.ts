import { describe, expect, it } from 'vitest';
import { isForwarded, portalBucketOf } from './buckets.js';

const bucket = (id: string, type: string, hostname: string) => ({ id, type, client: 'aw-watcher', hostname, data: {} });

describe('the buckets the agent forwards', () => {
  it('are the window, afk and web buckets; others are skipped', () => {
    expect(['currentwindow', 'afkstatus', 'web.tab.current', 'os.hid.input', 'app.editor.activity'].map((type) => isForwarded(bucket('b', type, 'laptop')))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('keep their id and hostname at the portal, but a web bucket gets the machine’s hostname, also in its id', () => {
    expect(portalBucketOf(bucket('aw-watcher-window_laptop', 'currentwindow', 'laptop'), 'laptop')).toEqual(bucket('aw-watcher-window_laptop', 'currentwindow', 'laptop'));
    expect(portalBucketOf(bucket('aw-watcher-web-chrome', 'web.tab.current', 'unknown'), 'laptop')).toEqual(bucket('aw-watcher-web-chrome_laptop', 'web.tab.current', 'laptop'));
    expect(portalBucketOf(bucket('aw-watcher-web-chrome_laptop', 'web.tab.current', 'unknown'), 'laptop')).toMatchObject({ id: 'aw-watcher-web-chrome_laptop' });
  });
});
