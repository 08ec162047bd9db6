import type { ContactFields } from '../../domain/contacts/index.js';
import type { ReferenceType } from '../../domain/tags/index.js';

/**
 * A contact of the demo firm and what its work leaves behind on a computer: its web site, the domain its people
 * mail from, the folder its documents live in (the firm keeps a folder per client), its phone number and the person
 * the firm deals with there. One place for both: the demo's detections are made of it, and so are the contact's
 * references (issue 10), so that a reference tagged once recognises the activity the demo detects.
 */
export interface DemoContact {
  /** Its code, which the demo knows it by. */
  code: string;
  fields: ContactFields;
  /** Host of its web site, as a browser shows it. */
  website: string;
  emailDomain: string;
  /** Windows path of its folder on the firm's share. */
  folder: string;
  phone: string;
  /** Whom the firm mails and calls there. */
  person: string;
  /** Its administration in Exact Online (the division in Exact's addresses). */
  division: number;
}

const client = (name: string, code: string, website: string, phone: string, person: string, division: number): DemoContact => ({
  code,
  fields: { name, code, type: code.startsWith('P') ? 'partner' : 'regular' },
  website: `www.${website}`,
  emailDomain: website,
  folder: `C:\\Klanten\\${name}`,
  phone,
  person,
  division,
});

export const DEMO_CLIENTS: readonly DemoContact[] = [
  client('Bakkerij de Gouden Korst', 'C1001', 'goudenkorst.nl', '020 612 3401', 'Henk de Korte', 281001),
  client('Van Dijk Installatietechniek', 'C1002', 'vandijk-installatie.nl', '030 241 5502', 'Petra van Dijk', 281002),
  client('Huisartsenpraktijk Zuid', 'C1003', 'huisartsenzuid.nl', '010 433 7603', 'dr. Ahmed Yilmaz', 281003),
  client('Stichting Groen Wonen', 'C1004', 'groenwonen.org', '070 356 1204', 'Ingrid Mulder', 281004),
  client('Meijer & Zonen Transport', 'C1005', 'meijertransport.nl', '0318 52 1105', 'Kees Meijer', 281005),
  client('Atelier Noord', 'C1006', 'ateliernoord.nl', '050 311 4806', 'Femke Noordhuis', 281006),
  client('Koffiebranderij Boon', 'C1007', 'koffieboon.nl', '040 211 9007', 'Ruud Boon', 281007),
  client('Tandartspraktijk Lachgas', 'C1008', 'tandartslachgas.nl', '024 322 6408', 'Eva Lachman', 281008),
  client('De Boer Vastgoed', 'C1009', 'deboervastgoed.nl', '035 621 7709', 'Jan de Boer', 281009),
  client('Fietsenmakerij Trapper', 'C1010', 'trapperfietsen.nl', '058 213 8810', 'Sven Trapman', 281010),
  client('Brouwer Advies', 'P2001', 'brouweradvies.nl', '020 520 1101', 'Marloes Brouwer', 282001),
  client('Hendriks Juridisch Partner', 'P2002', 'hendriksjuridisch.nl', '020 520 2202', 'mr. Tom Hendriks', 282002),
];

/**
 * A contact's references (api-contract §9.6 tag types), as POST /v1/contacts takes them: its site, its mail
 * domain, its folder and its phone number, written as people write them (the portal normalises them,
 * domain/tags/references.ts).
 */
export function contactReferences(contact: DemoContact): Array<{ type: ReferenceType; value: string }> {
  return [
    { type: 'url', value: contact.website },
    { type: 'email_domain', value: contact.emailDomain },
    { type: 'folder', value: contact.folder },
    { type: 'phone', value: contact.phone },
  ];
}

/**
 * The clients whose references the demo firm has entered: their activity tags itself. The others (two newer
 * clients and the partners) are still to be recognised: their references are what the pending tags list.
 */
export const KNOWN_REFERENCES = new Set(['C1001', 'C1002', 'C1003', 'C1004', 'C1005', 'C1006', 'C1007', 'C1008']);

/** The firm's own work: its folder and its intranet, what internal activity is detected on. */
export const DEMO_OFFICE = {
  folder: 'C:\\Kantoor',
  intranet: 'intranet.demo-accountants.nl',
};

export const DEMO_DIMENSIONS = {
  projects: [
    { name: 'Jaarrekening', code: 'JR', subprojects: [{ name: 'Samenstellen', code: 'JR-S' }, { name: 'Controle', code: 'JR-C' }] },
    { name: 'Belastingaangifte', code: 'BA', subprojects: [{ name: 'Inkomstenbelasting', code: 'BA-IB' }, { name: 'Vennootschapsbelasting', code: 'BA-VPB' }] },
    { name: 'Advies', code: 'ADV', subprojects: [{ name: 'Bedrijfsadvies', code: 'ADV-B' }] },
    { name: 'Kantoor', code: 'INT', internal: true, subprojects: [{ name: 'Overleg', code: 'INT-O' }, { name: 'Opleiding', code: 'INT-E' }] },
  ],
  workingCodes: [
    { name: 'Uren', code: 'U' },
    { name: 'Reistijd', code: 'R' },
  ],
};
