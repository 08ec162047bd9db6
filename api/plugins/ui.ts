import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiCall } from '../paths.js';

/** Where `npm run build:ui` puts the portal; UI_DIST_DIR points elsewhere (tests build into a folder of their own). */
const DEFAULT_UI_DIR = fileURLToPath(new URL('../../dist/ui', import.meta.url));

/** Paths that belong to the API or its documentation: an unknown one answers the API's JSON 404, never the portal. */
const isApiPath = (url: string) => isApiCall(url) || /^\/docs(\/|$|\?)/.test(url);
const HASHED_ASSETS = /[\\/]assets[\\/]/;

const NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Tally</title></head>
<body style="font-family: system-ui, sans-serif; margin: 3em">
<h1>The web portal is not built</h1>
<p>The API is running (documentation at <a href="/docs">/docs</a>). Run <code>npm run build:ui</code>, or <code>npm start</code>, which builds it when needed.</p>
</body></html>
`;

export interface UiPluginOptions {
  /** The built portal (index.html and assets/); default UI_DIST_DIR, else dist/ui. */
  root?: string;
}

/**
 * The web portal, served by the API process: hashed assets (assets/*) cached for good, index.html never cached,
 * and index.html for every other GET that asks for a page, so that the portal's client-side routes (/day,
 * /contacts/…, and unknown paths, which show its not-found screen) work on a reload. Without a build, pages get
 * a short note instead.
 */
export const uiPlugin = fp(
  async (app: FastifyInstance, options: UiPluginOptions) => {
    const root = path.resolve(options.root ?? process.env.UI_DIST_DIR ?? DEFAULT_UI_DIR);
    const built = existsSync(path.join(root, 'index.html'));

    if (built) {
      await app.register(fastifyStatic, {
        root,
        prefix: '/',
        // One route per file found at start: a rebuilt portal needs a restart, and nothing else is reachable.
        wildcard: false,
        index: false,
        globIgnore: ['**/index.html', '**/.vite/**'],
        cacheControl: false,
        setHeaders: (response, file) => {
          response.setHeader('Cache-Control', HASHED_ASSETS.test(file) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        },
      });
    } else {
      app.log.warn(`The web portal is not built (${root}): run npm run build:ui`);
    }

    const page = async (request: FastifyRequest, reply: FastifyReply) => {
      if (isApiPath(request.url) || request.url.startsWith('/assets/') || !acceptsHtml(request)) return reply.callNotFound();
      reply.header('Cache-Control', 'no-cache');
      if (!built) return reply.type('text/html; charset=utf-8').send(NOT_BUILT);
      return reply.type('text/html; charset=utf-8').sendFile('index.html', root);
    };
    const route = { config: { public: true }, schema: { hide: true } };
    app.get('/', route, page);
    app.get('/*', route, page);
  },
  { name: 'ui', dependencies: ['authentication'] },
);

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}
