import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { imageSize } from '../../src/domain/imageDimensions';
import { browserForFile, englishOn } from '../support/browserSession';
import { fieldByLabel } from '../support/formControls';
import { pngOfSize } from '../support/imageFiles';
import { tableToken } from '../support/publicAppData';
import { shoot } from '../support/screenshots';

/**
 * A phone's camera photo as a product picture (items 11 and 12): the form shrinks a
 * 4032 × 3024 JPEG of several MB to 1200 px and re-encodes it before upload, so it is saved and
 * shown; a picture declaring too many pixels is refused in the form, before it is decoded or sent.
 * SCREENSHOTS_DIR=/folder saves screenshots (tests/support/screenshots.ts).
 */
// a drink of the demo restaurant that no other browser test reads (navigation.test.ts changes comercio2's password)
const PRODUCT = 'Limonada con hierbabuena';
const browser = browserForFile();
let page: Page;

beforeAll(async () => {
  page = await browser.signedInPage('comercio@demo.cr');
});

/** A camera-sized JPEG made by Chromium's own encoder: a gradient with grain, which compresses like a photo. */
const cameraPhoto = async (target: Page) =>
  Buffer.from(
    await target.evaluate(async () => {
      const [width, height] = [4032, 3024];
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      const image = context.createImageData(width, height);
      let seed = 7;
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          seed = (seed * 1103515245 + 12345) & 0x7fffffff;
          const grain = (seed >> 16) % 32;
          const at = (y * width + x) * 4;
          image.data.set([(x / 16 + grain) & 255, (y / 12 + grain) & 255, ((x + y) / 28 + grain) & 255, 255], at);
        }
      }
      context.putImageData(image, 0, 0);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), 'image/jpeg', 0.92));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let text = '';
      for (let at = 0; at < bytes.length; at += 0x8000) text += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
      return btoa(text);
    }),
    'base64',
  );

const openProduct = async () => {
  await browser.visit(page, '/products');
  await page.getByRole('listitem', { name: PRODUCT }).getByRole('link', { name: 'Editar' }).click();
  await page.getByRole('heading', { name: 'Actualizar producto' }).waitFor();
  await expect.poll(() => fieldByLabel(page, 'Nombre').inputValue()).toBe(PRODUCT);
};

const preview = () => page.getByRole('img', { name: 'Vista previa de la imagen del producto' });
const previewSize = () => preview().evaluate((image: HTMLImageElement) => (image.complete ? `${image.naturalWidth}×${image.naturalHeight}` : ''));

const shot = (target: Page, name: string) => shoot(target, name, { fullPage: false });

describe('a camera photo as a product picture', () => {
  it('is shrunk to 1200 px and re-encoded in the browser, then saved and shown in the QR menu', async () => {
    const photo = await cameraPhoto(page);
    expect(photo.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(imageSize(photo)).toEqual({ width: 4032, height: 3024 });

    await openProduct();
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && /\/api\/product\/\d+$/.test(request.url())) sent.push(request.postData() ?? '');
    });
    await page.getByTestId('product-image-file').setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect.poll(() => preview().getAttribute('src'), { timeout: 20_000 }).toMatch(/^data:image\/jpeg;base64,/);
    await expect.poll(previewSize).toBe('1200×900');
    await page.getByText('PNG o JPG. Las fotos grandes se reducen al elegirlas.').waitFor();
    expect(await englishOn(page)).toEqual([]);
    await shot(page, 'product-photo-chosen');

    const save = page.getByRole('button', { name: 'Guardar' });
    await expect.poll(() => save.isDisabled()).toBe(false);
    await save.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Producto actualizado correctamente', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    // what travelled: one JPEG under the server's 1 MB
    expect(sent).toHaveLength(1);
    const image: string = JSON.parse(sent[0]).product.image;
    const uploaded = Buffer.from(image.slice(image.indexOf(',') + 1), 'base64');
    expect(uploaded.length).toBeLessThanOrEqual(1024 * 1024);
    expect(imageSize(uploaded)).toEqual({ width: 1200, height: 900 });

    // saved: the form shows the stored picture
    await openProduct();
    expect(await preview().getAttribute('src')).toMatch(/^\/api\/product\/image\/[a-f0-9]{32}\.jpg$/);
    await expect.poll(previewSize).toBe('1200×900');

    // shown to the diner
    const token = await tableToken(browser.baseUrl, 'comercio@demo.cr', 'Mesa 1');
    const phone = await browser.newPage({ width: 390, height: 844 });
    await phone.goto(`${browser.baseUrl}/menuqr/${token}`);
    await phone.getByRole('button', { name: /^Bebidas/ }).first().click();
    await phone.getByRole('button', { name: /^Naturales/ }).first().click();
    const card = phone.getByRole('article', { name: PRODUCT });
    await expect.poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
    await shot(phone, 'product-photo-qr-menu');
    await phone.close();
  });

  it('is shrunk as well where createImageBitmap takes no options (older Safari): drawn from an image element', async () => {
    const photo = await cameraPhoto(page);
    await page.context().addInitScript(() => {
      window.createImageBitmap = () => Promise.reject(new TypeError('createImageBitmap options'));
    });
    await openProduct();
    await page.getByTestId('product-image-file').setInputFiles({ name: 'IMG_2042.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect.poll(() => preview().getAttribute('src'), { timeout: 20_000 }).toMatch(/^data:image\/jpeg;base64,/);
    await expect.poll(previewSize).toBe('1200×900');
  });

  it('refuses a picture declaring too many pixels in the form, before decoding or sending it', async () => {
    await openProduct();
    const before = await preview().getAttribute('src');
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/product')) requests.push(request.url());
    });
    for (const [name, buffer] of [
      ['cien-mil.png', pngOfSize(100_000, 100_000)],
      ['bomba.png', pngOfSize(10_000, 10_000, { whole: true })],
    ] as const) {
      await page.getByTestId('product-image-file').setInputFiles({ name, mimeType: 'image/png', buffer });
      await page.getByRole('alert').filter({ hasText: 'La imagen no debe superar 50 megapíxeles.' }).waitFor();
      expect(await preview().getAttribute('src')).toBe(before);
    }
    await shot(page, 'product-photo-refused');
    expect(requests).toEqual([]);
  });
});
