import { describe, expect, it } from 'vitest';
import { filtersSchema, privacyFilter } from './filters.js';

const filterOf = (filters: unknown) => privacyFilter(filtersSchema.parse(filters));
const window = (app: string, title = 'secret plans.docx') => ({ app, title });
const tab = (url: string, title = 'Statement') => ({ url, title, audible: false, incognito: false, tabCount: 3 });

describe('privacy filters', () => {
  it('send everything as it is when none are set', () => {
    const filter = filterOf({});

    expect(filter('currentwindow', window('Code'))).toEqual(window('Code'));
    expect(filter('web.tab.current', tab('https://bank.example/'))).toEqual(tab('https://bank.example/'));
  });

  it('leave out window events of apps matching a glob (whole name, any case) or a /regular expression/', () => {
    const filter = filterOf({ exclude_apps: ['keepass*', '/^signal(-desktop)?$/i'] });

    expect(filter('currentwindow', window('KeePassXC'))).toBeUndefined();
    expect(filter('currentwindow', window('signal-desktop'))).toBeUndefined();
    expect(filter('currentwindow', window('MyKeePass'))).toEqual(window('MyKeePass'));
    expect(filter('currentwindow', window('Signalling tool'))).toEqual(window('Signalling tool'));
  });

  it('leave out web events of hosts matching, by the address’s host only', () => {
    const filter = filterOf({ exclude_hosts: ['*.bank.example', 'bank.example', 'mail.???.com'] });

    expect(filter('web.tab.current', tab('https://www.bank.example/accounts'))).toBeUndefined();
    expect(filter('web.tab.current', tab('https://bank.example:8443/'))).toBeUndefined();
    expect(filter('web.tab.current', tab('https://mail.abc.com/inbox'))).toBeUndefined();
    expect(filter('web.tab.current', tab('https://news.example/bank.example'))).toEqual(tab('https://news.example/bank.example'));
    expect(filter('web.tab.current', tab('about:blank'))).toEqual(tab('about:blank'));
  });

  it('send titles empty, everywhere or for the apps and hosts matching, keeping the rest of the data', () => {
    const everywhere = filterOf({ drop_titles: true });
    const some = filterOf({ drop_titles: ['Firefox', '*.bank.example'] });

    expect(everywhere('currentwindow', window('Code'))).toEqual({ app: 'Code', title: '' });
    expect(everywhere('web.tab.current', tab('https://docs.example/'))).toEqual({ ...tab('https://docs.example/'), title: '' });
    expect(some('currentwindow', window('firefox'))).toEqual({ app: 'firefox', title: '' });
    expect(some('currentwindow', window('Code'))).toEqual(window('Code'));
    expect(some('web.tab.current', tab('https://my.bank.example/'))).toEqual({ ...tab('https://my.bank.example/'), title: '' });
  });

  it('pass AFK events untouched, and an app pattern does not apply to hosts', () => {
    const filter = filterOf({ exclude_apps: ['*'], drop_titles: true });

    expect(filter('afkstatus', { status: 'afk' })).toEqual({ status: 'afk' });
    expect(filter('web.tab.current', tab('https://docs.example/'))).toEqual({ ...tab('https://docs.example/'), title: '' });
  });

  it('match alike every time: a global regular expression does not remember its last match', () => {
    const filter = filterOf({ exclude_apps: ['/code/g'] });

    expect([filter('currentwindow', window('code')), filter('currentwindow', window('code'))]).toEqual([undefined, undefined]);
  });

  it('refuse a pattern that is not a valid regular expression, naming it', () => {
    const parsed = filtersSchema.safeParse({ exclude_apps: ['/([/'] });

    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['exclude_apps', 0], message: 'not a valid regular expression' });
  });
});
