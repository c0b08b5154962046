import { matchesAccept } from '../../ui';

/** Client-side limit: at most what the server takes (2 MB), so a refused upload is rare. */
export const MAX_IMAGE_BYTES = 2_000_000;

/** What the upload accepts; an SVG is turned into a PNG here, the server takes PNG and JPEG. */
export const IMAGE_ACCEPT = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;

/** The largest raster an SVG becomes: twice the stamp's 2× preview, plenty for any stamp. */
export const RASTER_BOX = { width: 1200, height: 600 } as const;

const isSvg = (file: Pick<File, 'name' | 'type'>) => matchesAccept(file, ['image/svg+xml']);

/**
 * The size an image of this shape gets inside a box: as large as fits, keeping its proportions
 * (a vector drawing loses nothing when scaled up), at least one pixel each way.
 */
export function fitWithin(
  size: { width: number; height: number },
  box: { width: number; height: number },
): { width: number; height: number } {
  const width = size.width > 0 ? size.width : box.width;
  const height = size.height > 0 ? size.height : box.height;
  const scale = Math.min(box.width / width, box.height / height);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** A canvas's pixels as a PNG (transparent where nothing was drawn). */
export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The drawing could not be exported'))),
      'image/png',
    );
  });
}

/** An SVG drawn into a PNG in the browser; a PNG or JPEG goes up as it is. */
export async function uploadableImage(file: File): Promise<Blob> {
  if (!isSvg(file)) return file;
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const size = fitWithin({ width: image.naturalWidth, height: image.naturalHeight }, RASTER_BOX);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    canvas.getContext('2d')?.drawImage(image, 0, 0, size.width, size.height);
    return await canvasToPng(canvas);
  } finally {
    URL.revokeObjectURL(url);
  }
}
