import { DEMO_OFFICE, type DemoContact } from './master-data.js';
import { between, weighted } from '../../domain/shared/random.js';

/** What the window watcher reports: the app in front (a Windows process, as aw-watcher-window names it) and its title. */
interface Window {
  app: string;
  title: string;
}

/** What the web watcher reports of the browser's active tab. */
interface Tab {
  url: string;
  title: string;
}

/** One thing a person does at the computer for a while: a window in front and, in the browser, its tab. */
export interface Subject {
  window: Window;
  tab?: Tab;
  /** Seconds it lasts, at most (a block of work may end sooner). */
  seconds: number;
}

const BROWSER = 'chrome.exe';
const inBrowser = (tab: Tab, seconds: number): Subject => ({ window: { app: BROWSER, title: `${tab.title} - Google Chrome` }, tab, seconds });
const document = (app: string, path: string, seconds: number): Subject => ({ window: { app, title: path }, seconds });
const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const minutes = (random: () => number, low: number, high: number) => between(random, low * 60, high * 60);

const WORKBOOKS = ['Jaarrekening 2025.xlsx', 'Kolommenbalans 2025.xlsx', 'Aangifte vennootschapsbelasting 2025.xlsx', 'Loonjournaalposten november.xlsx', 'Btw-aangifte Q3.xlsx'];
const LETTERS = ['Adviesrapport 2025.docx', 'Opdrachtbevestiging 2026.docx', 'Managementletter 2025.docx'];
const SCANS = ['Bankafschriften oktober.pdf', 'Inkoopfacturen Q3.pdf'];
const SITE_PAGES = [
  ['', 'Home'],
  ['/over-ons', 'Over ons'],
  ['/contact', 'Contact'],
  ['/nieuws', 'Nieuws'],
] as const;
const MAIL_TOPICS = ['Jaarrekening 2025', 'Aangifte vennootschapsbelasting', 'Vraag over loonadministratie', 'Btw-aangifte Q3', 'Planning jaarwerk'];

/**
 * Work for a contact, as the watchers see it: its documents opened from its folder (the window's title is the
 * file's path, as watchers on Windows report open files), its site, its administration in Exact Online, a search
 * for it, mail with its people and calls with them, and the tax office's portal.
 */
export function contactSubject(random: () => number, contact: DemoContact): Subject {
  const file = (name: string) => `${contact.folder}\\${name}`;
  const name = contact.fields.name;
  return weighted<() => Subject>(random, [
    [() => document('EXCEL.EXE', file(pick(random, WORKBOOKS)), minutes(random, 8, 40)), 5],
    [() => document('WINWORD.EXE', file(pick(random, LETTERS)), minutes(random, 8, 30)), 2],
    [() => document('Acrobat.exe', file(pick(random, SCANS)), minutes(random, 2, 8)), 1],
    [
      () => {
        const [path, title] = pick(random, SITE_PAGES);
        return inBrowser({ url: `https://${contact.website}${path}`, title: `${title} | ${name}` }, minutes(random, 2, 6));
      },
      1.5,
    ],
    [() => inBrowser({ url: `https://start.exactonline.nl/docs/MenuPortal.aspx?_Division_=${contact.division}`, title: `Exact Online - ${name}` }, minutes(random, 5, 20)), 1.5],
    [() => inBrowser({ url: `https://www.google.com/search?q=${encodeURIComponent(name)}`, title: `${name} - Google Zoeken` }, minutes(random, 1, 2)), 0.4],
    [() => ({ window: { app: 'OUTLOOK.EXE', title: `RE: ${pick(random, MAIL_TOPICS)} - ${contact.person} - Bericht (HTML)` }, seconds: minutes(random, 2, 8) }), 1.2],
    [() => ({ window: { app: 'ms-teams.exe', title: `Gesprek met ${contact.person} | Microsoft Teams` }, seconds: minutes(random, 10, 25) }), 0.4],
    [() => inBrowser({ url: 'https://mijn.belastingdienst.nl/mbd-pmb/pmb.html', title: 'Mijn Belastingdienst Zakelijk' }, minutes(random, 3, 10)), 0.5],
  ])();
}

/** The firm's own work: its hours sheet and minutes in the office folder, the intranet, the team's meeting. */
export function internalSubject(random: () => number): Subject {
  const file = (name: string) => `${DEMO_OFFICE.folder}\\${name}`;
  return weighted<() => Subject>(random, [
    [() => document('EXCEL.EXE', file('Urenoverzicht 2026.xlsx'), minutes(random, 5, 15)), 2],
    [() => document('WINWORD.EXE', file('Teamoverleg\\Notulen teamoverleg.docx'), minutes(random, 5, 15)), 1],
    [() => document('Acrobat.exe', file('Opleiding\\PE-cursus Wwft.pdf'), minutes(random, 5, 15)), 1],
    [() => inBrowser({ url: `https://${DEMO_OFFICE.intranet}/nieuws`, title: 'Nieuws - Intranet Demo Accountants' }, minutes(random, 2, 6)), 1],
    [() => ({ window: { app: 'ms-teams.exe', title: 'Teamoverleg | Microsoft Teams' }, seconds: minutes(random, 10, 25) }), 1],
  ])();
}

/** A glance at the inbox between two things: a few seconds, shorter than what counts (ignored by threshold). */
export function glance(random: () => number, email: string): Subject {
  return { window: { app: 'OUTLOOK.EXE', title: `Postvak IN - ${email} - Outlook` }, seconds: between(random, 6, 20) };
}
