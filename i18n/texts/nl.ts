import { requests } from './nl/requests.js';
import { firm } from './nl/firm.js';
import { access } from './nl/access.js';
import { connections } from './nl/connections.js';
import { files } from './nl/files.js';
import type { TextKey } from './en.js';

/** The server's texts in Dutch (see en.ts). */
export const nl: Record<TextKey, string> = { ...requests, ...firm, ...access, ...connections, ...files };
