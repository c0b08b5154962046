import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** CI installs poppler-utils and qpdf; elsewhere the tests that need them are skipped. */
export function hasBinary(name: string): boolean {
  return spawnSync('which', [name]).status === 0;
}

export const missingTools = ['pdfsig', 'qpdf', 'pdftoppm'].filter((name) => !hasBinary(name));
if (missingTools.length) {
  console.warn(
    `Skipping PDF tool checks: ${missingTools.join(', ')} not installed (poppler-utils, qpdf).`,
  );
}

function withFile<T>(pdf: Uint8Array, run: (path: string, dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'paraph-sign-'));
  try {
    const path = join(dir, 'document.pdf');
    writeFileSync(path, pdf);
    return run(path, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface PdfsigSignature {
  valid: boolean;
  totalDocumentSigned: boolean;
  commonName: string | undefined;
  text: string;
}

/** `pdfsig` split into one block per signature. */
export function pdfsig(pdf: Uint8Array): PdfsigSignature[] {
  const output = withFile(pdf, (path) => spawnSync('pdfsig', [path], { encoding: 'utf8' }));
  return output.stdout
    .split(/^Signature #\d+:$/m)
    .slice(1)
    .map((text) => ({
      text,
      valid: text.includes('Signature Validation: Signature is Valid.'),
      totalDocumentSigned: text.includes('- Total document signed'),
      commonName: /Signer Certificate Common Name: (.*)/.exec(text)?.[1],
    }));
}

/** qpdf exits 0 when clean and 3 when it only has warnings. */
export function qpdfCheck(pdf: Uint8Array): { status: number | null; output: string } {
  const result = withFile(pdf, (path) =>
    spawnSync('qpdf', ['--check', path], { encoding: 'utf8' }),
  );
  return { status: result.status, output: result.stdout + result.stderr };
}

export interface Raster {
  width: number;
  height: number;
  /** RGB, row by row. */
  data: Buffer;
}

/**
 * Renders one page (0-based) at 72 dpi, so one pixel is one PDF point, as binary PPM. Like
 * viewers, it shows the CropBox (pdftoppm's default is the MediaBox).
 */
export function renderPage(pdf: Uint8Array, page: number): Raster {
  return withFile(pdf, (path, dir) => {
    const prefix = join(dir, 'page');
    const result = spawnSync('pdftoppm', [
      '-r',
      '72',
      '-cropbox',
      '-f',
      String(page + 1),
      '-l',
      String(page + 1),
      '-singlefile',
      path,
      prefix,
    ]);
    if (result.status !== 0) throw new Error(`pdftoppm failed: ${result.stderr}`);
    return readPpm(readFileSync(`${prefix}.ppm`));
  });
}

/** P6: "P6 <width> <height> <maxval>" then RGB bytes. */
export function readPpm(bytes: Buffer): Raster {
  const header = /^P6\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(bytes.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('Not a binary PPM file.');
  const width = Number(header[1]);
  const height = Number(header[2]);
  return { width, height, data: bytes.subarray(header[0].length) };
}

/** How many pixels differ inside [x, y, width, height] (top-left origin). */
export function differingPixels(
  a: Raster,
  b: Raster,
  box: { x: number; y: number; width: number; height: number },
): number {
  let count = 0;
  for (let y = Math.floor(box.y); y < Math.ceil(box.y + box.height); y++) {
    for (let x = Math.floor(box.x); x < Math.ceil(box.x + box.width); x++) {
      const i = (y * a.width + x) * 3;
      if (
        a.data[i] !== b.data[i] ||
        a.data[i + 1] !== b.data[i + 1] ||
        a.data[i + 2] !== b.data[i + 2]
      ) {
        count++;
      }
    }
  }
  return count;
}

/** The pixels inside [x, y, width, height] (top-left origin) as a raster of their own. */
export function crop(
  raster: Raster,
  box: { x: number; y: number; width: number; height: number },
): Raster {
  const width = Math.round(box.width);
  const height = Math.round(box.height);
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    const from = ((Math.round(box.y) + y) * raster.width + Math.round(box.x)) * 3;
    raster.data.copy(data, y * width * 3, from, from + width * 3);
  }
  return { width, height, data };
}

/** The raster turned 90° clockwise. */
export function turnClockwise(raster: Raster): Raster {
  const { width, height } = raster;
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // (x, y) lands at column height-1-y, row x of a height × width raster.
      raster.data.copy(
        data,
        (x * height + (height - 1 - y)) * 3,
        (y * width + x) * 3,
        (y * width + x) * 3 + 3,
      );
    }
  }
  return { width: height, height: width, data };
}

/**
 * Share of pixels of `a` with no close colour in `b` at the same place or `slack` pixels around
 * it: rasterising turned text puts anti-aliased edges a pixel apart, which is no difference.
 */
export function mismatch(a: Raster, b: Raster, threshold = 96, slack = 1): number {
  if (a.width !== b.width || a.height !== b.height) return 1;
  const close = (i: number, j: number) =>
    Math.abs((a.data[i] ?? 0) - (b.data[j] ?? 0)) <= threshold &&
    Math.abs((a.data[i + 1] ?? 0) - (b.data[j + 1] ?? 0)) <= threshold &&
    Math.abs((a.data[i + 2] ?? 0) - (b.data[j + 2] ?? 0)) <= threshold;
  let count = 0;
  for (let y = 0; y < a.height; y++) {
    for (let x = 0; x < a.width; x++) {
      const i = (y * a.width + x) * 3;
      let found = false;
      for (let dy = -slack; dy <= slack && !found; dy++) {
        for (let dx = -slack; dx <= slack && !found; dx++) {
          const [u, v] = [x + dx, y + dy];
          if (u >= 0 && v >= 0 && u < b.width && v < b.height)
            found = close(i, (v * b.width + u) * 3);
        }
      }
      if (!found) count++;
    }
  }
  return count / (a.width * a.height);
}

/** The smallest box holding every non-white pixel (top-left origin), or null on a blank page. */
export function inkBounds(raster: Raster) {
  let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let y = 0; y < raster.height; y++) {
    for (let x = 0; x < raster.width; x++) {
      const i = (y * raster.width + x) * 3;
      if (
        (raster.data[i] ?? 255) < 250 ||
        (raster.data[i + 1] ?? 255) < 250 ||
        (raster.data[i + 2] ?? 255) < 250
      ) {
        [left, top] = [Math.min(left, x), Math.min(top, y)];
        [right, bottom] = [Math.max(right, x + 1), Math.max(bottom, y + 1)];
      }
    }
  }
  return left === Infinity ? null : { x: left, y: top, width: right - left, height: bottom - top };
}
