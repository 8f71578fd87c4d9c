import '../../../test/unit/setup';
import { expect } from '@open-wc/testing';
import { CHECKIN_PHOTO_MAX_BYTES, CHECKIN_PHOTO_MAX_PX } from '../../rules.generated';
import { PhotoFileError, downscalePhoto, fitWithin, photoProblem, previewUrl } from './photoFile';

/** A photo drawn on a canvas, as the browser encodes it (PNG or JPEG). */
function drawn(width: number, height: number, type: 'image/png' | 'image/jpeg'): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, '#123456');
  gradient.addColorStop(1, '#fedcba');
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob'))), type, 0.9),
  );
}

/** A JPEG with an EXIF segment (APP1, "Exif\0\0", a GPS-looking payload) right after its start marker. */
async function withExif(jpeg: Blob): Promise<Blob> {
  const bytes = new Uint8Array(await jpeg.arrayBuffer());
  const payload = new TextEncoder().encode('Exif\0\0GPS-LATITUDE-27.4698-LONGITUDE-153.0251');
  const length = payload.length + 2;
  const app1 = new Uint8Array([0xff, 0xe1, length >> 8, length & 0xff, ...payload]);
  return new Blob([bytes.slice(0, 2), app1, bytes.slice(2)], { type: 'image/jpeg' });
}

const size = async (blob: Blob) => {
  const bitmap = await createImageBitmap(blob);
  const result = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return result;
};

const contains = async (blob: Blob, text: string) =>
  new TextDecoder('latin1').decode(new Uint8Array(await blob.arrayBuffer())).includes(text);

describe('licence photos before upload', () => {
  it('fits the longer side within the limit, keeps the shape, and never enlarges', () => {
    expect(fitWithin(4000, 3000, 2000)).to.deep.equal({ width: 2000, height: 1500 });
    expect(fitWithin(3000, 4000, 2000)).to.deep.equal({ width: 1500, height: 2000 });
    expect(fitWithin(1200, 800, 2000)).to.deep.equal({ width: 1200, height: 800 });
    expect(fitWithin(9000, 1, 2000)).to.deep.equal({ width: 2000, height: 1 });
    expect(fitWithin(2000, 2000, 2000)).to.deep.equal({ width: 2000, height: 2000 });
  });

  it('refuses what is no raster photo by its type, an SVG and an empty file included', () => {
    expect(photoProblem({ type: 'image/jpeg', size: 10 })).to.equal(null);
    expect(photoProblem({ type: 'image/heic', size: 10 })).to.equal(null);
    expect(photoProblem({ type: '', size: 10 })).to.equal(null, 'an unknown type goes to the decoder');
    expect(photoProblem({ type: 'image/svg+xml', size: 10 })).to.equal('type');
    expect(photoProblem({ type: 'application/pdf', size: 10 })).to.equal('type');
    expect(photoProblem({ type: 'image/png', size: 0 })).to.equal('type');
  });

  it(`downscales a large PNG to a JPEG at most CHECKIN_PHOTO_MAX_PX (${CHECKIN_PHOTO_MAX_PX}) on its longer side`, async () => {
    const photo = await downscalePhoto(
      await drawn(3000, 2250, 'image/png'),
      CHECKIN_PHOTO_MAX_PX,
      CHECKIN_PHOTO_MAX_BYTES,
    );
    expect(photo.type).to.equal('image/jpeg');
    expect(await size(photo)).to.deep.equal({ width: CHECKIN_PHOTO_MAX_PX, height: 1500 });
  });

  it('keeps a small photo at its size, still re-encoded as JPEG', async () => {
    const photo = await downscalePhoto(
      await drawn(640, 480, 'image/png'),
      CHECKIN_PHOTO_MAX_PX,
      CHECKIN_PHOTO_MAX_BYTES,
    );
    expect(photo.type).to.equal('image/jpeg');
    expect(await size(photo)).to.deep.equal({ width: 640, height: 480 });
  });

  it("drops the original's EXIF data", async () => {
    const original = await withExif(await drawn(800, 600, 'image/jpeg'));
    expect(await contains(original, 'Exif')).to.equal(true, 'the test photo has EXIF');
    expect(await contains(original, 'GPS-LATITUDE')).to.equal(true);
    const photo = await downscalePhoto(original, CHECKIN_PHOTO_MAX_PX, CHECKIN_PHOTO_MAX_BYTES);
    expect(await contains(photo, 'Exif')).to.equal(false);
    expect(await contains(photo, 'GPS-LATITUDE')).to.equal(false);
  });

  it('refuses a renamed non-image with "type", and what stays too large with "size"', async () => {
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/png' });
    const error = await downscalePhoto(svg, CHECKIN_PHOTO_MAX_PX, CHECKIN_PHOTO_MAX_BYTES).catch((e: unknown) => e);
    expect(error).to.be.instanceOf(PhotoFileError);
    expect((error as PhotoFileError).problem).to.equal('type');
    const tooLarge = await downscalePhoto(await drawn(800, 600, 'image/png'), 2000, 100).catch((e: unknown) => e);
    expect(tooLarge).to.be.instanceOf(PhotoFileError);
    expect((tooLarge as PhotoFileError).problem).to.equal('size');
  });

  it('gives a data: URL for the preview (the strict CSP allows data: images)', async () => {
    const url = await previewUrl(
      await downscalePhoto(await drawn(20, 10, 'image/png'), CHECKIN_PHOTO_MAX_PX, CHECKIN_PHOTO_MAX_BYTES),
    );
    expect(url.startsWith('data:image/jpeg;base64,')).to.equal(true);
  });
});
