import { requests } from './de/requests.js';
import { firm } from './de/firm.js';
import { access } from './de/access.js';
import { connections } from './de/connections.js';
import { files } from './de/files.js';
import type { TextKey } from './en.js';

/** The server's texts in German (see en.ts). */
export const de: Record<TextKey, string> = { ...requests, ...firm, ...access, ...connections, ...files };
