import { type ImageSize, imageSize, MAX_SOURCE_PIXELS } from '../../src/domain/imageDimensions';
import { MAX_IMAGE_BYTES } from '../../src/domain/productCatalogs';
import { productMessages } from '../../src/domain/productMessages';

/** Longest side of a picture as the form uploads it: sharp on a menu card, light on a diner's phone. */
export const SHOWN_SIDE = 1200;
/** JPEG qualities tried in turn until the picture fits the server's 1 MB (the first nearly always does). */
const QUALITIES = [0.85, 0.7, 0.55];

export type ImagePlan = 'keep' | 'shrink' | { problem: string };

/**
 * What the form does with a chosen PNG or JPEG, from the size its header declares (read without
 * decoding: a picture bomb is refused before the browser would decode it) and its file size:
 * small enough on both counts, it travels as it is (a PNG keeps its transparency); otherwise it
 * is shrunk to SHOWN_SIDE and sent as a JPEG, so a phone's camera photo (3–5 MB) fits the 1 MB
 * the server allows.
 */
export const imagePlan = (size: ImageSize | undefined, bytes: number): ImagePlan => {
  if (!size) return { problem: productMessages.imageType };
  if (size.width * size.height > MAX_SOURCE_PIXELS) return { problem: productMessages.imageSourceTooManyPixels };
  return bytes <= MAX_IMAGE_BYTES && Math.max(size.width, size.height) <= SHOWN_SIDE ? 'keep' : 'shrink';
};

/** The size a picture is drawn at: its longest side SHOWN_SIDE at most, never enlarged. */
export const shrunkSize = ({ width, height }: ImageSize): ImageSize => {
  const scale = Math.min(1, SHOWN_SIDE / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
};

const readDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });

const jpegOf = (canvas: HTMLCanvasElement, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));

/** The picture decoded as an element, for browsers whose createImageBitmap takes no options. */
const loadImage = (file: File) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('image'));
    };
    image.src = url;
  });

/**
 * The picture decoded upright: the camera's EXIF orientation applied, so its sides may be the
 * header's swapped. Answers it with its drawn size and a way to let its memory go.
 */
const decode = async (file: File): Promise<{ source: CanvasImageSource; size: ImageSize; release: () => void }> => {
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { source: bitmap, size: { width: bitmap.width, height: bitmap.height }, release: () => bitmap.close() };
  } catch {
    const image = await loadImage(file);
    return { source: image, size: { width: image.naturalWidth, height: image.naturalHeight }, release: () => URL.revokeObjectURL(image.src) };
  }
};

/** Draws the picture at its shrunk size on white (a PNG's transparent parts) and encodes it as JPEG. */
const shrink = async (file: File): Promise<{ dataUrl: string } | { problem: string }> => {
  let decoded: Awaited<ReturnType<typeof decode>>;
  try {
    decoded = await decode(file);
  } catch {
    return { problem: productMessages.imageType };
  }
  const { width, height } = shrunkSize(decoded.size);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return { problem: productMessages.imageType };
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(decoded.source, 0, 0, width, height);
  decoded.release();
  for (const quality of QUALITIES) {
    const blob = await jpegOf(canvas, quality);
    if (blob && blob.size <= MAX_IMAGE_BYTES) return { dataUrl: await readDataUrl(blob) };
  }
  return { problem: productMessages.imageTooLarge };
};

/** A chosen PNG or JPEG as the data URL the product is saved with, or why it cannot be. */
export const prepareImage = async (file: File): Promise<{ dataUrl: string } | { problem: string }> => {
  const plan = imagePlan(imageSize(new Uint8Array(await file.arrayBuffer())), file.size);
  if (plan === 'keep') return { dataUrl: await readDataUrl(file) };
  if (plan === 'shrink') return shrink(file);
  return plan;
};
