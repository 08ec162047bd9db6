/**
 * URLs and folders: references that name a place, and that cover what lies beneath it. A tag on `acme.nl` covers
 * every page of that site, a tag on `acme.nl/projects` every page under it; a tag on a folder covers its
 * subfolders. A place's chain lists it and the places above it, most specific first, so that matching stays a
 * handful of exact look-ups instead of a search for prefixes.
 */

/** How many levels below the top (host or drive) a chain goes down at most: a crafted path adds no more look-ups. */
const MAX_LEVELS = 8;

const WEB_SCHEME = /^https?:\/\//i;
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/**
 * A URL as a reference: the host lowercased (punycode for international names) without leading `www.`, the default
 * port, user name and password (never stored), the fragment and trailing slashes dropped; the path's case and the
 * query kept. Web pages are written without scheme (`acme.nl/projects?id=4`): http and https are the same page to a
 * person, and a bare host (`acme.nl`) is the reference of the whole site. Other schemes keep theirs, lowercased.
 * Undefined for what is no URL with a host (a file path is a folder).
 */
export function normaliseUrl(value: string): string | undefined {
  const text = value.trim();
  if (text === '' || /\s/.test(text)) return undefined;
  let url: URL;
  try {
    url = new URL(ANY_SCHEME.test(text) ? text : `https://${text}`);
  } catch {
    return undefined;
  }
  const host = url.hostname.replace(/^(www\.)+/, '');
  if (!/^[^.].*\.|^\[|^localhost$/.test(host)) return undefined;
  const web = WEB_SCHEME.test(url.href);
  // Both web ports are dropped: either is the default of one of the two schemes a web reference leaves out.
  const port = url.port && !(web && (url.port === '80' || url.port === '443')) ? `:${url.port}` : '';
  const scheme = web ? '' : `${url.protocol}//`;
  return `${scheme}${host}${port}${url.pathname.replace(/\/+$/, '')}${url.search}`;
}

/** A normalised URL, then without its query, then each parent path, down to the bare host. */
export function urlChain(url: string): string[] {
  const queryAt = url.indexOf('?');
  const base = queryAt < 0 ? url : url.slice(0, queryAt);
  const schemeEnd = base.indexOf('://');
  const pathAt = base.indexOf('/', schemeEnd < 0 ? 0 : schemeEnd + 3);
  const origin = pathAt < 0 ? base : base.slice(0, pathAt);
  const segments = pathAt < 0 ? [] : base.slice(pathAt + 1).split('/');
  const parents = Array.from({ length: Math.min(segments.length, MAX_LEVELS) }, (_, index) => `${origin}/${segments.slice(0, index + 1).join('/')}`);
  return unique([url, base, ...parents.reverse(), origin]);
}

/** Whether a text is a file path (or a file: URL) rather than a web address or a title. */
export function isFilePath(value: string): boolean {
  return /^(file:\/\/|\/|~\/|\\\\|[a-z]:[\\/])/i.test(value.trim());
}

/**
 * A folder as a reference: `/` as the separator (Windows' `\` too), repeated separators and trailing ones dropped
 * (a UNC path keeps its leading `//`), a file: URL read as its path. The case is kept as written: it is what people
 * recognise, while matching ignores it (see referenceKey), as Windows, macOS and SharePoint do.
 */
export function normaliseFolder(value: string): string | undefined {
  let path = value.trim();
  if (/^file:\/\//i.test(path)) {
    try {
      const url = new URL(path);
      path = `${url.hostname ? `//${url.hostname}` : ''}${decodeURIComponent(url.pathname).replace(/^\/([a-z]:)/i, '$1')}`;
    } catch {
      return undefined;
    }
  }
  path = path.replace(/\\/g, '/');
  const unc = /^\/\/[^/]/.test(path);
  // Blanks around a folder's name are no part of it (Windows refuses them), and neither are empty steps.
  const parts = path.split('/').map((part) => part.trim()).filter((part, index) => part !== '' || index === 0);
  path = parts.join('/') || (path.startsWith('/') ? '/' : '');
  if (unc && path !== '/') path = `/${path}`;
  return path === '' ? undefined : path;
}

/** The folder a document lies in, as a reference, or undefined when the path has no folder. */
export function folderOfDocument(path: string): string | undefined {
  const file = normaliseFolder(path);
  const slash = file?.lastIndexOf('/') ?? -1;
  if (!file || slash <= 0) return undefined;
  return normaliseFolder(file.slice(0, slash));
}

/** A normalised folder and the folders above it, most specific first, without bare roots (`/`, `C:`, `//server`). */
export function folderChain(folder: string): string[] {
  const parts = folder.split('/');
  const chain: string[] = [];
  for (let end = parts.length; end > 0 && chain.length < MAX_LEVELS; end--) {
    const prefix = parts.slice(0, end).join('/');
    if (!isRoot(prefix)) chain.push(prefix);
  }
  return chain;
}

const isRoot = (path: string) => path === '' || path === '/' || /^[a-z]:$/i.test(path) || /^\/\/[^/]*$/.test(path);

const unique = (values: string[]) => [...new Set(values)];
