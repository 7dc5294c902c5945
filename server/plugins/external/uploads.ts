import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { diskImageStore, STORED_NAME, UPLOADS_URL_PREFIX, type ImageStore } from '../../providers/image-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** where uploaded photos are kept (DATA_DIR/uploads) */
    images: ImageStore;
  }
}

const uploadsDir = (app: FastifyInstance) => resolve(join(app.config.DATA_DIR, 'uploads'));

/** The photo store, before the services that keep photos are built (serving them comes after helmet, with the routes). */
export const imagesPlugin = fp(
  async (app: FastifyInstance) => {
    mkdirSync(uploadsDir(app), { recursive: true });
    app.decorate('images', diskImageStore(uploadsDir(app)));
  },
  { name: 'images', dependencies: ['context'] },
);

/**
 * Serves stored photos at /uploads/<random id>.webp. A name never changes its bytes (a new photo
 * gets a new id), so browsers may keep them a year; nosniff comes from helmet on every answer.
 */
export const uploadsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyStatic, {
      root: uploadsDir(app),
      prefix: UPLOADS_URL_PREFIX,
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      cacheControl: false,
      // Only names the store writes: no temp files, nothing else that may sit in the folder.
      allowedPath: (pathname) => STORED_NAME.test(pathname.replace(/^\//, '')),
      setHeaders: (reply) => {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
        reply.header('content-disposition', 'inline');
      },
    });
  },
  { name: 'uploads', dependencies: ['images'] },
);
