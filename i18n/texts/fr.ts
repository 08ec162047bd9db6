import { requests } from './fr/requests.js';
import { firm } from './fr/firm.js';
import { access } from './fr/access.js';
import { connections } from './fr/connections.js';
import { files } from './fr/files.js';
import type { TextKey } from './en.js';

/** The server's texts in French (see en.ts). */
export const fr: Record<TextKey, string> = { ...requests, ...firm, ...access, ...connections, ...files };
