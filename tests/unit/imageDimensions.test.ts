import { describe, expect, it } from 'vitest';
import { imageSize, MAX_IMAGE_SIDE, storableSize } from '../../src/domain/imageDimensions';
import { imagePlan, SHOWN_SIDE, shrunkSize } from '../../resources/products/shrinkImage';
import { productMessages } from '../../src/domain/productMessages';
import { jpegDeclaring, pngOfSize, TINY_JPEG, TINY_PNG } from '../support/imageFiles';

const bytes = (base64: string) => new Uint8Array(Buffer.from(base64, 'base64'));

describe('imageSize: the size a picture declares, without decoding it', () => {
  it('reads a PNG’s IHDR', () => {
    expect(imageSize(bytes(TINY_PNG))).toEqual({ width: 1, height: 1 });
    // the 74-byte kind: tiny file, 100,000 × 100,000 declared
    const header = pngOfSize(100_000, 100_000);
    expect(header.length).toBeLessThan(100);
    expect(imageSize(header)).toEqual({ width: 100_000, height: 100_000 });
    expect(imageSize(pngOfSize(10_000, 10_000, { whole: true }))).toEqual({ width: 10_000, height: 10_000 });
    expect(imageSize(pngOfSize(4_294_967_295, 3))).toEqual({ width: 4_294_967_295, height: 3 });
  }, 30_000); // the whole 10,000 × 10,000 PNG takes a second to deflate, several beside other test files on a busy machine

  it('reads a JPEG’s frame header after the segments before it (JFIF, ICC profile, tables)', () => {
    expect(imageSize(bytes(TINY_JPEG))).toEqual({ width: 2, height: 1 });
    expect(imageSize(jpegDeclaring(65_535, 4_001))).toEqual({ width: 65_535, height: 4_001 });
    // a progressive frame (SOF2) counts as well
    const progressive = jpegDeclaring(3_000, 2_000);
    progressive[progressive.indexOf(Buffer.from([0xff, 0xc0])) + 1] = 0xc2;
    expect(imageSize(progressive)).toEqual({ width: 3_000, height: 2_000 });
    // fill bytes before a marker are skipped
    const jpeg = Buffer.from(TINY_JPEG, 'base64');
    expect(imageSize(Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xff]), jpeg.subarray(2)]))).toEqual({ width: 2, height: 1 });
  });

  it('finds no size in what is not a PNG or JPEG, is cut short, or declares none', () => {
    const jpeg = Buffer.from(TINY_JPEG, 'base64');
    const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    const huffman = jpeg.indexOf(Buffer.from([0xff, 0xc4]));
    expect(huffman).toBeGreaterThan(frame);
    expect(imageSize(Buffer.from('GIF89a\x01\x00\x01\x00'))).toBeUndefined();
    expect(imageSize(Buffer.from('<svg width="9"/>'))).toBeUndefined();
    expect(imageSize(new Uint8Array())).toBeUndefined();
    // cut before the frame header, or inside it
    expect(imageSize(jpeg.subarray(0, frame))).toBeUndefined();
    expect(imageSize(jpeg.subarray(0, frame + 6))).toBeUndefined();
    expect(imageSize(pngOfSize(5, 5).subarray(0, 20))).toBeUndefined();
    // image data (SOS) before any frame header
    const sos = Buffer.from(jpeg);
    sos[frame + 1] = 0xda;
    expect(imageSize(sos)).toBeUndefined();
    // a PNG whose first chunk is not IHDR
    const png = pngOfSize(5, 5);
    png.write('tEXt', 12, 'latin1');
    expect(imageSize(png)).toBeUndefined();
    // a size of zero
    expect(imageSize(pngOfSize(0, 10))).toBeUndefined();
    expect(imageSize(jpegDeclaring(10, 0))).toBeUndefined();
    // not a segment where one must start
    expect(imageSize(Buffer.from([0xff, 0xd8, 0x00, 0xc0, 0, 17, 8, 0, 1, 0, 1]))).toBeUndefined();
  });
});

describe('storableSize: at most 4000 × 4000', () => {
  it('caps each side', () => {
    expect(MAX_IMAGE_SIDE).toBe(4000);
    expect(storableSize({ width: 4000, height: 4000 })).toBe(true);
    expect(storableSize({ width: 1200, height: 900 })).toBe(true);
    expect(storableSize({ width: 4001, height: 10 })).toBe(false);
    expect(storableSize({ width: 10, height: 4001 })).toBe(false);
    expect(storableSize({ width: 100_000, height: 100_000 })).toBe(false);
  });
});

describe('the product form’s plan for a chosen picture (resources/products/shrinkImage.ts)', () => {
  it('keeps a small one, shrinks a camera photo, refuses a bomb before decoding it', () => {
    expect(imagePlan({ width: 800, height: 600 }, 200_000)).toBe('keep');
    expect(imagePlan({ width: 1200, height: 1200 }, 1024 * 1024)).toBe('keep');
    // a phone photo: 12 megapixels, 3.7 MB
    expect(imagePlan({ width: 4032, height: 3024 }, 3_700_000)).toBe('shrink');
    // small in pixels but over 1 MB (a PNG photo), or small in bytes but large in pixels
    expect(imagePlan({ width: 1000, height: 1000 }, 1_500_000)).toBe('shrink');
    expect(imagePlan({ width: 2000, height: 100 }, 20_000)).toBe('shrink');
    // a 48-megapixel camera still fits; the bombs do not
    expect(imagePlan({ width: 8000, height: 6000 }, 12_000_000)).toBe('shrink');
    expect(imagePlan({ width: 10_000, height: 10_000 }, 291_000)).toEqual({ problem: productMessages.imageSourceTooManyPixels });
    expect(imagePlan({ width: 100_000, height: 100_000 }, 74)).toEqual({ problem: 'La imagen no debe superar 50 megapíxeles.' });
    expect(imagePlan(undefined, 74)).toEqual({ problem: productMessages.imageType });
  });

  it('shrinks the longest side to 1200 px, keeping the shape, never enlarging', () => {
    expect(SHOWN_SIDE).toBe(1200);
    expect(shrunkSize({ width: 4032, height: 3024 })).toEqual({ width: 1200, height: 900 });
    expect(shrunkSize({ width: 3024, height: 4032 })).toEqual({ width: 900, height: 1200 });
    expect(shrunkSize({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
    expect(shrunkSize({ width: 40_000, height: 10 })).toEqual({ width: 1200, height: 1 });
  });
});
