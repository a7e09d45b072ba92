import { randomBytes } from 'node:crypto';
import { Router } from 'express';
import { type StoredUpload, sharedErrors } from '@shui/contract';
import { fail } from './errors';
import { sniffImage } from './uploads';
import type { AppDeps } from '../deps';
import { Uploads } from '../state/uploads';

/** Checks an uploaded file is an image (by its bytes), keeps it and answers its address. */
export function storeImage(
  deps: AppDeps,
  file: Express.Multer.File | undefined,
  kind: StoredUpload['kind'],
): string {
  if (!file || file.size === 0) throw fail(sharedErrors.imageMissing);
  const image = sniffImage(file.buffer);
  if (!image) throw fail(sharedErrors.notImage);
  const name = `${kind}-${randomBytes(8).toString('hex')}.${image.ext}`;
  deps.uploads.put(name, file.buffer);
  deps.store.use(Uploads).add({ name, mime: image.mime, size: file.size, kind });
  return `/uploads/${name}`;
}

/**
 * GET /uploads/:name: the stored bytes of an uploaded image, only while they are one of the image types
 * an upload accepts (an imported state could name anything), with that type, which the browser must not
 * second-guess (nosniff), and never run as a page of this origin (a sandboxing CSP).
 */
export function uploadsRouter(deps: AppDeps): Router {
  const router = Router();
  const uploads = deps.store.use(Uploads);
  router.get('/uploads/:name', (req, res) => {
    const meta = uploads.find(req.params.name);
    const bytes = meta && deps.uploads.get(meta.name);
    if (!meta || !bytes || sniffImage(bytes)?.mime !== meta.mime) throw fail('notFound');
    res.type(meta.mime);
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.send(bytes);
  });
  return router;
}
