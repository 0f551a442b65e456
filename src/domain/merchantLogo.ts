import { imageSize, storableSize } from './imageDimensions';
import { providerMessages } from './providerMessages';

/** docs/spec-reference.md §5: the logo is a png, jpg or jpeg image. Stored logos stay small: at most 500 KB. */
export const LOGO_MAX_BYTES = 500 * 1024;
export const LOGO_ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';
export const LOGO_TYPES = ['image/png', 'image/jpeg'] as const;

const DATA_URL = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/]+={0,2})$/;
const IMAGE_PATH = /^(\/|https?:\/\/)[^\s"'<>]{1,300}\.(png|jpe?g)(\?[^\s"'<>]*)?$/i;

/** Bytes a base64 text decodes to. */
export const base64Bytes = (base64: string) => Math.floor((base64.length * 3) / 4) - (base64.match(/=+$/)?.[0].length ?? 0);

/** The file's own first bytes must say PNG or JPEG, whatever the data URL claims. */
const hasImageSignature = (type: string, bytes: Uint8Array) => {
  if (type === 'png') return [0x89, 0x50, 0x4e, 0x47].every((byte, index) => bytes[index] === byte);
  return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
};

const decodeBase64 = (base64: string) => {
  try {
    return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  } catch {
    return undefined;
  }
};

/** A chosen file before it is read: type by MIME type and by name. */
export const logoFileError = (file: { name: string; type: string }) =>
  (LOGO_TYPES as readonly string[]).includes(file.type) && /\.(png|jpe?g)$/i.test(file.name) ? undefined : providerMessages.logoType;

/**
 * The stored logo: a PNG/JPEG data URL of at most 500 KB and 4000 × 4000 pixels, or the address of a .png/.jpg/.jpeg
 * image (seeded logos, the provider's image host). Anything else is refused.
 */
export const logoError = (value: unknown): string | undefined => {
  if (typeof value !== 'string' || !value.trim()) return providerMessages.requiredFields;
  const image = value.trim();
  if (image.startsWith('data:')) {
    const match = DATA_URL.exec(image);
    if (!match) return providerMessages.logoType;
    if (base64Bytes(match[2]) > LOGO_MAX_BYTES) return providerMessages.logoSize;
    const bytes = decodeBase64(match[2]);
    if (!bytes || !hasImageSignature(match[1], bytes)) return providerMessages.logoType;
    // what a browser decodes is the declared size, not the file (src/domain/imageDimensions.ts)
    const size = imageSize(bytes);
    if (!size) return providerMessages.logoType;
    return storableSize(size) ? undefined : providerMessages.logoTooManyPixels;
  }
  return IMAGE_PATH.test(image) ? undefined : providerMessages.logoType;
};
