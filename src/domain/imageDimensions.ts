/**
 * A picture's size in pixels as its own header declares it, read without decoding: the PNG's
 * IHDR chunk or the JPEG's frame header (SOFn). A file's bytes can be small while its decoded
 * size is huge (a 74-byte PNG declaring 100,000 × 100,000 pixels, a compressed "bomb"), so the
 * declared size is what is capped. Used by the mock API on every upload and by the product form
 * before it decodes a chosen file.
 */
export interface ImageSize {
  width: number;
  height: number;
}

/** Largest stored picture, per side (the product form shrinks photos to 1,200 px before upload: resources/products/shrinkImage.ts). */
export const MAX_IMAGE_SIDE = 4000;
/** Largest file the product form decodes in the browser to shrink it: 50 megapixels covers phone cameras. */
export const MAX_SOURCE_PIXELS = 50_000_000;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const uint16 = (bytes: Uint8Array, at: number) => (bytes[at] << 8) | bytes[at + 1];
const uint32 = (bytes: Uint8Array, at: number) => ((bytes[at] << 24) >>> 0) + (bytes[at + 1] << 16) + (bytes[at + 2] << 8) + bytes[at + 3];

/** PNG: the signature, then IHDR first of all chunks (13 bytes: width, height, ...). */
const pngSize = (bytes: Uint8Array): ImageSize | undefined => {
  if (bytes.length < 24 || !PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) return undefined;
  const isIhdr = uint32(bytes, 8) === 13 && String.fromCharCode(...bytes.subarray(12, 16)) === 'IHDR';
  return isIhdr ? { width: uint32(bytes, 16), height: uint32(bytes, 20) } : undefined;
};

/** Frame markers that carry the picture's size: SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC). */
const isFrameMarker = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * JPEG: walk the segments after SOI (each a marker and a 2-byte length) up to the first frame
 * header, whose body is precision (1 byte), height and width (2 bytes each). Image data (SOS) or
 * the end (EOI) before any frame header means there is no size to read.
 */
const jpegSize = (bytes: Uint8Array): ImageSize | undefined => {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1];
    // fill bytes before a marker
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // markers without a length: TEM and RST0–RST7
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return undefined;
    const length = uint16(bytes, at + 2);
    if (length < 2) return undefined;
    if (isFrameMarker(marker)) {
      if (length < 7 || at + 9 > bytes.length) return undefined;
      return { width: uint16(bytes, at + 7), height: uint16(bytes, at + 5) };
    }
    at += 2 + length;
  }
  return undefined;
};

/** The declared size of a PNG or JPEG; undefined when there is none to read or it is zero. */
export const imageSize = (bytes: Uint8Array): ImageSize | undefined => {
  const size = pngSize(bytes) ?? jpegSize(bytes);
  return size && size.width > 0 && size.height > 0 ? size : undefined;
};

/** Whether a stored picture may have this size: at most MAX_IMAGE_SIDE on each side. */
export const storableSize = ({ width, height }: ImageSize) => width <= MAX_IMAGE_SIDE && height <= MAX_IMAGE_SIDE;
