import { existsSync, mkdirSync } from 'node:fs';
import { extname, relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { declarePublic } from './auth-guard';
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
    /** Sets headers of one page of the app before it is sent (e.g. who may frame it). */
    pageHeaders?: (path: string, reply: FastifyReply) => Promise<void>;
  },
) {
  mkdirSync(opts.storageDir, { recursive: true });
  await app.register(async (storage) => {
    declarePublic(storage);
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
      declarePublic(site);
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
      site.get('/*', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
        const path = (request.params as { '*': string })['*'];
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
        await opts.pageHeaders?.(path, reply);
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
