import { existsSync, mkdirSync } from 'node:fs';
import { extname, relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { declarePublic } from './auth-guard';
import type { Db } from './db';
import { NO_UNIT_ROUTE, type RouteReach } from './route-reach';
import { errorBody } from './errors';

/** File types served from storage; anything else is answered as not found. */
export const STORAGE_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
};

/**
 * Uploaded files at /storage/{file} (only the types above, never outside the storage
 * directory) and the built web app at / with its single-page fallback.
 */
export async function registerWeb(
  app: FastifyInstance,
  opts: {
    storageDir: string;
    webDir: string;
    /**
     * What a page of the app (a path of the single-page fallback) needs from the database: the
     * unit its request runs in (null: none, the request reads no unit's rows), and headers set
     * before it is sent (who may frame it), read through the request's handle.
     */
    page?: {
      unit(path: string): number | null;
      headers(path: string, reply: FastifyReply, db: Db): Promise<void>;
    };
  },
) {
  mkdirSync(opts.storageDir, { recursive: true });
  await app.register(async (storage) => {
    declarePublic(storage, { reach: NO_UNIT_ROUTE });
    // The static server refuses dotfiles and escaping paths with a 4xx error; every refusal
    // is answered as not found, like a missing file.
    storage.setErrorHandler((error: FastifyError, request, reply) => {
      if ((error.statusCode ?? 500) >= 500) throw error;
      return reply.status(404).send(errorBody('not_found', request.lang));
    });
    await storage.register(fastifyStatic, {
      root: opts.storageDir,
      prefix: '/storage/',
      decorateReply: false,
      dotfiles: 'deny',
      index: false,
      allowedPath: (pathName) => extname(pathName).toLowerCase() in STORAGE_TYPES,
      setHeaders: (res) => {
        res.header('Content-Security-Policy', "default-src 'none'; sandbox");
        res.header('Cache-Control', 'public, max-age=3600');
      },
    });
  });

  const webDir = resolve(opts.webDir);
  const index = resolve(webDir, 'index.html');
  const hasWeb = existsSync(index);
  // The web app's files and its single-page fallback need no session (the app signs in itself).
  if (hasWeb) {
    await app.register(async (site) => {
      declarePublic(site, { reach: NO_UNIT_ROUTE });
      await site.register(fastifyStatic, {
        root: webDir,
        prefix: '/',
        wildcard: false,
        // The build writes .br and .gz twins of each text asset; they are sent as they are.
        preCompressed: true,
        index: false,
        setHeaders: (res, path) => {
          const immutable = path.startsWith(`${resolve(webDir, 'assets')}${sep}`);
          res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
      // Files are looked up on each request so a rebuilt app needs no restart.
      const pathOf = (request: FastifyRequest) => (request.params as { '*': string })['*'];
      const reach: RouteReach = { token: (request) => opts.page?.unit(pathOf(request)) ?? null };
      site.get('/*', { config: { public: true, reach }, schema: { hide: true } }, async (request, reply) => {
        const path = pathOf(request);
        // Unknown API paths are not pages of the web app.
        if (path.startsWith('api/')) {
          return reply.status(404).send(errorBody('route_not_found', request.lang));
        }
        const file = resolve(webDir, path);
        if (path && file.startsWith(`${webDir}${sep}`) && extname(path) && existsSync(file)) {
          return reply.sendFile(relative(webDir, file));
        }
        if (path.startsWith('storage/') || extname(path)) {
          return reply.status(404).send(errorBody('route_not_found', request.lang));
        }
        reply.header('Cache-Control', 'no-cache');
        await opts.page?.headers(path, reply, request.db);
        return reply.sendFile('index.html');
      });
    });
  }

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send(errorBody(request.url.startsWith('/api/') ? 'route_not_found' : 'not_found', request.lang));
  });
}
