import { z } from 'zod';
import type { Cursor } from './cursor.js';
import { parseJsonFile, portalAddress, type AgentFolder } from './folder.js';

const STATE = 'state.json';

const cursorSchema = z.object({ timestamp: z.string(), id: z.number().int().optional(), duration: z.number().optional() });
/** state.json: the cursor of each local bucket, per portal (a cursor says what one portal has received). */
const stateSchema = z.object({ portals: z.record(z.string(), z.record(z.string(), cursorSchema)).default({}) });
type State = z.infer<typeof stateSchema>;

/**
 * The cursors of one portal's buckets, kept in state.json. Each save rewrites the file atomically; a dry run
 * keeps its cursors in memory only, so that it saves nothing.
 */
export class Cursors {
  private constructor(
    private readonly folder: AgentFolder,
    private readonly portal: string,
    private readonly state: State,
    private readonly persist: boolean,
  ) {}

  /** The cursors of the portal at this address (none for a dry run without a portal). */
  static async open(folder: AgentFolder, portal: string | undefined, options: { persist: boolean }): Promise<Cursors> {
    const state = parseJsonFile(folder.file(STATE), await folder.read(STATE), stateSchema);
    return new Cursors(folder, portal ? portalAddress(portal) : '', state, options.persist);
  }

  get(bucketId: string): Cursor | undefined {
    return this.state.portals[this.portal]?.[bucketId];
  }

  /** Every bucket's cursor, for `status`. */
  all(): Readonly<Record<string, Cursor>> {
    return this.state.portals[this.portal] ?? {};
  }

  async save(bucketId: string, cursor: Cursor): Promise<void> {
    this.state.portals[this.portal] = { ...this.state.portals[this.portal], [bucketId]: cursor };
    if (this.persist) await this.folder.write(STATE, `${JSON.stringify(this.state, null, 2)}\n`);
  }
}
