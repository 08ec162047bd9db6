import { z } from 'zod';
import { optional } from '../answers.js';
import { VendorHttp } from '../http.js';
import { VendorError } from '../vendor.js';
import type { CalendarGrant } from '../index.js';
import type { VendorClientOptions } from '../vendor.js';
import { readError } from './answers.js';

const graphUrl = 'https://graph.microsoft.com/v1.0';

/** A SharePoint site, a document library (drive) of one, and a folder in one: what a person chooses folders by. */
export interface SharePointSite {
  id: string;
  name: string;
  web_url: string | null;
}
export type SharePointDrive = SharePointSite;
export interface SharePointFolder {
  id: string;
  name: string;
  /** The folder's path in its drive (`/Clients/Acme`), what a `folder` tag rule matches. */
  path: string;
  web_url: string | null;
  child_count: number;
}

type Page<T> = { value: T[]; '@odata.nextLink'?: string | undefined };
const page = <T extends z.ZodType>(item: T) => z.object({ value: z.array(item), '@odata.nextLink': optional(z.string()) });

/**
 * Graph's answers, the part we use (learn.microsoft.com/graph/api/resources/site, drive, driveitem): collections as
 * `{value, @odata.nextLink}`; a drive item is a folder when it has the `folder` facet; its parent's path reads
 * `/drives/{id}/root:/Clients`.
 */
const answers = {
  sites: page(z.object({ id: z.string(), name: optional(z.string()), displayName: optional(z.string()), webUrl: optional(z.string()) })),
  drives: page(z.object({ id: z.string(), name: optional(z.string()), webUrl: optional(z.string()) })),
  children: page(
    z.object({
      id: z.string(),
      name: z.string(),
      webUrl: optional(z.string()),
      folder: optional(z.object({ childCount: optional(z.number()) })),
      parentReference: optional(z.object({ path: optional(z.string()) })),
    }),
  ),
  me: z.object({ id: z.string(), mail: optional(z.string()), userPrincipalName: optional(z.string()) }),
  delta: z.object({
    value: z.array(
      z.object({
        id: z.string(),
        name: optional(z.string()),
        file: optional(z.object({})),
        deleted: optional(z.object({})),
        lastModifiedDateTime: optional(z.iso.datetime({ offset: true })),
        lastModifiedBy: optional(z.object({ user: optional(z.object({ id: optional(z.string()), email: optional(z.string()) })) })),
        parentReference: optional(z.object({ path: optional(z.string()) })),
      }),
    ),
    '@odata.nextLink': optional(z.string()),
    '@odata.deltaLink': optional(z.string()),
  }),
};

/** Who the grant reads as: Graph's id of the person and their addresses, lower case, to know their own changes by. */
export interface DriveUser {
  id: string;
  addresses: string[];
}

/** A file changed in a drive, as its delta gives it (a folder or a deleted item is no file activity). */
export interface FileChange {
  id: string;
  name: string;
  /** Its folder's path in the drive (`/Clients/Acme`), `` for the root. */
  folder: string;
  modified_at: string;
  modified_by: { id: string | null; email: string | null };
}

/** A page of a drive's changes; `cursor` is the link to read next: the next page, or after the last one the delta link. */
export interface DeltaPage {
  files: FileChange[];
  cursor: string;
  roundDone: boolean;
}

/**
 * A person's SharePoint through Microsoft Graph (delegated `Sites.Read.All`, on their Microsoft grant): sites found
 * by a search (`/sites?search=`), a site's document libraries (`/sites/{id}/drives`), and the folders in a drive's
 * root or in a folder (`/drives/{id}/root/children`, `/drives/{id}/items/{id}/children`, files left out); every list
 * followed through its `@odata.nextLink` pages.
 */
export class GraphSharePointReader {
  readonly #http: VendorHttp;
  readonly #baseUrl: string;

  constructor(credentials: CalendarGrant, options: VendorClientOptions = {}) {
    const { accessToken } = credentials;
    this.#baseUrl = (credentials.baseUrl ?? graphUrl).replace(/\/$/, '');
    this.#http = new VendorHttp({ system: 'microsoft', baseUrl: this.#baseUrl, headers: () => ({ Authorization: `Bearer ${accessToken}` }), readError, ...options });
  }

  async sites(search: string): Promise<SharePointSite[]> {
    // Graph's search wants a word; `*` lists every site the person can see.
    const found = await this.all('search sites', `/sites?${new URLSearchParams({ search: search.trim() || '*', $select: 'id,name,displayName,webUrl' })}`, answers.sites);
    return found.map((site) => ({ id: site.id, name: site.displayName ?? site.name ?? site.id, web_url: site.webUrl ?? null }));
  }

  async drives(siteId: string): Promise<SharePointDrive[]> {
    const found = await this.all('list drives', `/sites/${encodeURIComponent(siteId)}/drives?$select=id,name,webUrl`, answers.drives);
    return found.map((drive) => ({ id: drive.id, name: drive.name ?? drive.id, web_url: drive.webUrl ?? null }));
  }

  async folders(driveId: string, parentId: string | null): Promise<SharePointFolder[]> {
    const drive = `/drives/${encodeURIComponent(driveId)}`;
    const path = `${parentId === null ? `${drive}/root` : `${drive}/items/${encodeURIComponent(parentId)}`}/children?$select=id,name,webUrl,folder,parentReference`;
    const found = await this.all('list folders', path, answers.children);
    return found.flatMap((item) =>
      item.folder ? [{ id: item.id, name: item.name, path: `${pathInDrive(item.parentReference?.path)}/${item.name}`, web_url: item.webUrl ?? null, child_count: item.folder.childCount ?? 0 }] : [],
    );
  }

  /** The grant's person (`/me`): whose changes count as theirs. */
  async me(): Promise<DriveUser> {
    const me = await this.#http.read('read me', { method: 'GET', path: '/me?$select=id,mail,userPrincipalName' }, answers.me);
    return { id: me.id, addresses: [me.mail, me.userPrincipalName].flatMap((address) => (address ? [address.toLowerCase()] : [])) };
  }

  /**
   * One page of a drive's changes (`/drives/{id}/root/delta`, learn.microsoft.com/graph/api/driveitem-delta): the
   * first of a full round without a cursor, else the link the cursor holds; pages follow by `@odata.nextLink` and the
   * round ends with an `@odata.deltaLink`, which reads what changed since. A forgotten link answers 410
   * (`resyncRequired`), a VendorError with status 410 the caller starts over on. Files only; deleted items left out.
   */
  async changes(driveId: string, cursor: string | null): Promise<DeltaPage> {
    const path = cursor === null ? `/drives/${encodeURIComponent(driveId)}/root/delta` : this.pathOf(cursor);
    const page = await this.#http.read('read drive changes', { method: 'GET', path }, answers.delta);
    const files = page.value.flatMap((item) =>
      item.file && !item.deleted && item.name && item.lastModifiedDateTime
        ? [{ id: item.id, name: item.name, folder: pathInDrive(item.parentReference?.path), modified_at: new Date(item.lastModifiedDateTime).toISOString(), modified_by: { id: item.lastModifiedBy?.user?.id ?? null, email: item.lastModifiedBy?.user?.email?.toLowerCase() ?? null } }]
        : [],
    );
    const next = page['@odata.nextLink'];
    const delta = page['@odata.deltaLink'];
    if (next !== undefined) return { files, cursor: next, roundDone: false };
    if (delta === undefined) throw new VendorError('microsoft', 'unexpected', 'a delta page without a next or delta link');
    return { files, cursor: delta, roundDone: true };
  }

  private async all<T>(operation: string, first: string, schema: z.ZodType<Page<T>>): Promise<T[]> {
    const items: T[] = [];
    let path: string | undefined = first;
    while (path !== undefined) {
      const answer: Page<T> = await this.#http.read(operation, { method: 'GET', path }, schema);
      items.push(...answer.value);
      const next = answer['@odata.nextLink'];
      path = next === undefined ? undefined : this.pathOf(next);
    }
    return items;
  }

  /** A link Graph gave, as a path under our base URL; a link to another host is never followed with our token. */
  private pathOf(link: string): string {
    if (!link.startsWith(`${this.#baseUrl}/`)) throw new VendorError('microsoft', 'unexpected', `a link outside Graph: ${new URL(link).host}`);
    return link.slice(this.#baseUrl.length);
  }
}

/** `/drives/{id}/root:/Clients/Acme` → `/Clients/Acme`; the root itself → ``. */
const pathInDrive = (parent: string | undefined) => decodeURIComponent(parent?.split('root:')[1] ?? '').replace(/\/$/, '');
