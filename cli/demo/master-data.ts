import type { ContactFields } from '../../domain/contacts/index.js';

export const DEMO_CONTACTS: ContactFields[] = [
  { name: 'Bakkerij de Gouden Korst', code: 'C1001', type: 'regular' },
  { name: 'Van Dijk Installatietechniek', code: 'C1002', type: 'regular' },
  { name: 'Huisartsenpraktijk Zuid', code: 'C1003', type: 'regular' },
  { name: 'Stichting Groen Wonen', code: 'C1004', type: 'regular' },
  { name: 'Meijer & Zonen Transport', code: 'C1005', type: 'regular' },
  { name: 'Atelier Noord', code: 'C1006', type: 'regular' },
  { name: 'Koffiebranderij Boon', code: 'C1007', type: 'regular' },
  { name: 'Tandartspraktijk Lachgas', code: 'C1008', type: 'regular' },
  { name: 'De Boer Vastgoed', code: 'C1009', type: 'regular' },
  { name: 'Fietsenmakerij Trapper', code: 'C1010', type: 'regular' },
  { name: 'Brouwer Advies', code: 'P2001', type: 'partner' },
  { name: 'Hendriks Juridisch Partner', code: 'P2002', type: 'partner' },
];

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

/** What detectors report people working on: source, its application or site, and the window or subject title. */
export const DEMO_SUBJECTS = [
  { source: { type: 'document', identifier: 'excel', name: 'Excel' }, title: 'Jaarrekening 2025 concept.xlsx' },
  { source: { type: 'email', identifier: 'outlook', name: 'Outlook' }, title: 'RE: Aangifte vennootschapsbelasting' },
  { source: { type: 'web', identifier: 'chrome', name: 'Chrome' }, title: 'Belastingdienst – Mijn Belastingdienst Zakelijk' },
  { source: { type: 'phone', identifier: 'teams', name: 'Teams' }, title: 'Gesprek met klant' },
  { source: { type: 'appointment', identifier: 'outlook-calendar', name: 'Agenda' }, title: 'Bespreking jaarcijfers' },
  { source: { type: 'document', identifier: 'word', name: 'Word' }, title: 'Adviesrapport herstructurering.docx' },
  { source: { type: 'web', identifier: 'chrome', name: 'Chrome' }, title: 'Exact Online – Grootboek' },
  { source: { type: 'email', identifier: 'outlook', name: 'Outlook' }, title: 'Vraag over loonadministratie' },
] as const;
