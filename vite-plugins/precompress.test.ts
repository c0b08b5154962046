import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress';

let dir: string | undefined;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

/** Writes the files into a fresh folder and runs the plugin's writeBundle over them. */
function build(files: Record<string, Buffer>) {
  dir = mkdtempSync(join(tmpdir(), 'paraph-precompress-'));
  for (const [name, bytes] of Object.entries(files)) writeFileSync(join(dir, name), bytes);
  const { writeBundle } = precompress();
  const hook = typeof writeBundle === 'function' ? writeBundle : writeBundle!.handler;
  const bundle = Object.fromEntries(Object.keys(files).map((name) => [name, {}]));
  hook.call({} as never, { dir } as never, bundle as never);
  return dir;
}

const big = (text: string) => Buffer.from(text.repeat(400));

describe('precompress', () => {
  it("writes brotli and gzip beside code and pdf.js' fonts and maps, byte for byte", () => {
    const files = {
      'index.js': big('export const a = 1;\n'),
      'LiberationSans-Regular.ttf': big('glyf table '),
      'FoxitSerif.pfb': big('%!PS-AdobeFont '),
      'UniJIS-UCS2-H.bcmap': big('cmap '),
    };
    const out = build(files);
    for (const [name, bytes] of Object.entries(files)) {
      expect(brotliDecompressSync(readFileSync(join(out, `${name}.br`))).equals(bytes), name).toBe(
        true,
      );
      expect(gunzipSync(readFileSync(join(out, `${name}.gz`))).equals(bytes), name).toBe(true);
    }
  });

  it('leaves files that are compressed already, and tiny ones, as they are', () => {
    const out = build({
      'inter.woff2': big('wOF2'),
      'logo.png': big('PNG'),
      'tiny.js': Buffer.from('export {};'),
    });
    for (const name of ['inter.woff2', 'logo.png', 'tiny.js']) {
      expect(existsSync(join(out, `${name}.br`)), name).toBe(false);
    }
  });
});
