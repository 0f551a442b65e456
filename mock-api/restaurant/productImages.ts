import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { imageSize, storableSize } from '../../src/domain/imageDimensions';
import { MAX_IMAGE_BYTES } from '../../src/domain/productCatalogs';
import { productMessages as text } from '../../src/domain/productMessages';
import { badRequest } from '../http';
import { syncDirectorySync } from '../storage/dataFile';

/** Uploaded product pictures live beside the data file, never in a folder a web server hands out. */
export const productImagesDir = (dataFile: string) => path.join(path.dirname(dataFile), 'product-images');

export const IMAGE_PATH_PREFIX = '/product/image/';
export const IMAGE_NAME = /^[a-f0-9]{32}\.(png|jpg)$/;

/** The file's real type by its first bytes; the data URL's declared type is not trusted. */
export const imageKind = (bytes: Buffer): 'png' | 'jpg' | undefined => {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  return undefined;
};

const imageError = (message: string) => badRequest(message, { field: 'image' });

/** Writes a picture durably (fsync of file and folder) under a random name; answers its API path. */
const saveImage = (dir: string, dataUrl: string) => {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length > MAX_IMAGE_BYTES) throw imageError(text.imageTooLarge);
  const kind = imageKind(bytes);
  if (!kind) throw imageError(text.imageType);
  // its declared size, not its bytes, is what a browser decodes (a 74-byte PNG may declare 100,000 × 100,000)
  const size = imageSize(bytes);
  if (!size) throw imageError(text.imageType);
  if (!storableSize(size)) throw imageError(text.imageTooManyPixels);
  fs.mkdirSync(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${kind}`;
  const file = path.join(dir, name);
  const fd = fs.openSync(file, 'wx');
  try {
    fs.writeFileSync(fd, bytes);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  syncDirectorySync(file);
  return `${IMAGE_PATH_PREFIX}${name}`;
};

/**
 * The image a saved product keeps: none, the one it had, a seeded picture, or a new upload (a data
 * URL checked by content and stored). Another product's upload path is refused: a product points only
 * at its own file, so deleting it can remove that file.
 */
export const resolveImage = (dir: string, value: string | null, previous: string | null): string | null => {
  if (value === null) return null;
  if (value.startsWith('data:')) return saveImage(dir, value);
  if (value === previous || value.startsWith('/menu-images/')) return value;
  throw imageError(text.imageType);
};

/** Removes an upload no product uses any more (best effort: a leftover file harms nobody). */
export const discardImage = (dir: string, image: string | null | undefined) => {
  if (!image?.startsWith(IMAGE_PATH_PREFIX)) return;
  const name = image.slice(IMAGE_PATH_PREFIX.length);
  if (IMAGE_NAME.test(name)) fs.rm(path.join(dir, name), { force: true }, () => undefined);
};
