/**
 * A licence photo on its way up: checked, downscaled so its longer side is at most
 * CHECKIN_PHOTO_MAX_PX (src/rules.json, sent with the check-in state) and re-encoded as JPEG by a canvas. Drawing the pixels and encoding them
 * anew leaves every metadata segment of the original behind (EXIF: the camera, the time, often the
 * place), which the desk never needs; the orientation is applied to the pixels first
 * (`imageOrientation: 'from-image'`), so dropping it turns nothing sideways. No library: a canvas
 * does all of it (https://html.spec.whatwg.org/multipage/canvas.html#dom-canvas-toblob).
 */

/** Why a chosen file cannot be sent: not an image we can read, or still too large after downscaling. */
export type PhotoProblem = 'type' | 'size';

/** A failure with its reason, for the message the renter reads. */
export class PhotoFileError extends Error {
  constructor(readonly problem: PhotoProblem) {
    super(`photo: ${problem}`);
    this.name = 'PhotoFileError';
  }
}

/**
 * What is wrong with a chosen file before any work: a type that is no raster image (an SVG is a
 * document that can carry script; a PDF is no photo) is refused at once. An empty type (some
 * phones' gallery pickers) is let through to the decoder, which decides.
 */
export function photoProblem(file: { type: string; size: number }): PhotoProblem | null {
  if (!file.size) return 'type';
  if (file.type && (!file.type.startsWith('image/') || file.type === 'image/svg+xml')) return 'type';
  return null;
}

/** The size that fits `width` × `height` within `max` on its longer side, never larger than it was. */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  const longer = Math.max(width, height);
  if (longer <= max) return { width, height };
  const scale = max / longer;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The JPEG qualities tried in turn until the photo fits `maxBytes` (CHECKIN_PHOTO_MAX_BYTES). */
const QUALITIES = [0.85, 0.7, 0.5];

/** Decodes a file with its orientation applied; a file that is no image fails with 'type'. */
async function decode(file: Blob): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new PhotoFileError('type');
  }
}

const toBlob = (canvas: HTMLCanvasElement, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));

/**
 * The photo to upload: a JPEG at most `maxPx` on its longer side and `maxBytes` long, without the
 * original's metadata. Throws PhotoFileError ('type' for what is no image, 'size' for what stays
 * too large).
 */
export async function downscalePhoto(file: Blob & { type: string }, maxPx: number, maxBytes: number): Promise<Blob> {
  const problem = photoProblem(file);
  if (problem) throw new PhotoFileError(problem);
  const bitmap = await decode(file);
  const { width, height } = fitWithin(bitmap.width, bitmap.height, maxPx);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new PhotoFileError('type');
  // A transparent PNG would turn black in a JPEG: white under it, as on paper.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  for (const quality of QUALITIES) {
    const blob = await toBlob(canvas, quality);
    if (blob && blob.size <= maxBytes) return blob;
  }
  throw new PhotoFileError('size');
}

/** A data: URL of the photo for its preview (the strict CSP allows `data:` images, not `blob:`). */
export function previewUrl(photo: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('preview'));
    reader.readAsDataURL(photo);
  });
}
