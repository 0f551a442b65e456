import { logoError, logoFileError } from '../../src/domain/merchantLogo';
import { providerMessages } from '../../src/domain/providerMessages';

/** Logos are shown small: stored at most this many pixels a side, so each record stays light. */
const MAX_SIDE = 256;

const loadImage = (url: string) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image'));
    image.src = url;
  });

/**
 * A chosen logo file as the data URL to store: a PNG or JPEG, scaled down to 256 px a side,
 * in its own format. Answers the Spanish problem instead when the file is not such an image.
 */
export const readLogo = async (file: File): Promise<{ dataUrl?: string; error?: string }> => {
  const typeProblem = logoFileError(file);
  if (typeProblem) return { error: typeProblem };
  const url = URL.createObjectURL(file);
  try {
    const image = await loadImage(url);
    const scale = Math.min(1, MAX_SIDE / Math.max(image.naturalWidth, image.naturalHeight));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
    canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
    canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height);
    const dataUrl = canvas.toDataURL(file.type === 'image/png' ? 'image/png' : 'image/jpeg', 0.9);
    const problem = logoError(dataUrl);
    return problem ? { error: problem } : { dataUrl };
  } catch {
    return { error: providerMessages.logoType };
  } finally {
    URL.revokeObjectURL(url);
  }
};
