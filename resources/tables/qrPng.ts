/** docs/spec-reference.md §9: the QR image is 256 pixels wide. */
export const QR_SIZE = 256;
/** Pixels of white around the code: a reader needs a quiet zone of at least four modules. */
const MARGIN = 32;
const CAPTION = 44;

/** A file name from a table's name: what a file system refuses becomes '-'. */
// eslint-disable-next-line no-control-regex -- control characters are not allowed in file names
export const qrFileName = (tableName: string) => `${tableName.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '-').trim() || 'mesa'}.png`;

/**
 * The QR code on screen (react-qr-code's SVG) as a PNG: the SVG drawn on a canvas with a white
 * quiet zone and the table's name under it, so a printed file says which table it belongs to.
 */
export const qrPng = async (svg: SVGSVGElement, caption: string): Promise<Blob> => {
  const size = QR_SIZE;
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(size));
  copy.setAttribute('height', String(size));
  const source = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(copy))}`;
  const image = new Image();
  await new Promise<void>((resolve, reject) => {
    image.onload = () => resolve();
    image.onerror = () => reject(new Error('qr image'));
    image.src = source;
  });
  const canvas = document.createElement('canvas');
  canvas.width = size + 2 * MARGIN;
  canvas.height = size + 2 * MARGIN + CAPTION;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  // crisp modules: no smoothing when the SVG is rasterised
  context.imageSmoothingEnabled = false;
  context.drawImage(image, MARGIN, MARGIN, size, size);
  context.fillStyle = '#000000';
  context.font = 'bold 22px Roboto, Arial, sans-serif';
  context.textAlign = 'center';
  context.fillText(caption, canvas.width / 2, size + MARGIN + CAPTION / 2 + 8, canvas.width - 16);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('png'))), 'image/png'));
};
