import { requests } from './en/requests.js';
import { firm } from './en/firm.js';
import { access } from './en/access.js';
import { connections } from './en/connections.js';
import { files } from './en/files.js';

/**
 * What the server says to a person besides the catalogue's titles (the details of an error, a field's message), in
 * English: the source of the keys, which nl, de and fr translate (i18next's `texts` namespace). `{{name}}` is a
 * value filled in where the text is said; `{{hours, number(…)}}` is written in the language's notation. Each part
 * (en/*.ts, and the same parts in each language) holds the texts of one area.
 */
export const en = { ...requests, ...firm, ...access, ...connections, ...files } as const satisfies Record<string, string>;

/** The key of one of the server's texts. */
export type TextKey = keyof typeof en;
