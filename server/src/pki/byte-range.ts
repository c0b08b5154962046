/**
 * The two fixed-width placeholders of a signature dictionary and how to fill them in place.
 * Filling never changes a length, so the xref offsets written by the PDF library stay right.
 */

const latin1 = (text: string) => Buffer.from(text, 'latin1');

/** Four numbers, each up to 10 digits, fit into this; the marker makes it easy to find. */
export const BYTE_RANGE_PLACEHOLDER = '[0 /********** /********** /**********]';

export function contentsPlaceholder(capacity: number): string {
  return `<${'0'.repeat(capacity * 2)}>`;
}

export interface Placeholder {
  /** Offset of `<` of /Contents in the whole file. */
  contentsStart: number;
  /** Offset just after `>`. */
  contentsEnd: number;
  byteRangeStart: number;
}

/** Finds the placeholders in the appended update (searched from its start: only ours is there). */
export function locatePlaceholder(file: Uint8Array, updateStart: number): Placeholder {
  const bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  const byteRangeStart = bytes.indexOf(latin1(BYTE_RANGE_PLACEHOLDER), updateStart);
  if (byteRangeStart < 0) throw new Error('The /ByteRange placeholder was not written.');
  const key = latin1('/Contents <0000');
  const found = bytes.indexOf(key, updateStart);
  if (found < 0) throw new Error('The /Contents placeholder was not written.');
  const contentsStart = found + '/Contents '.length;
  const contentsEnd = bytes.indexOf(latin1('>'), contentsStart) + 1;
  return { contentsStart, contentsEnd, byteRangeStart };
}

/** Writes the real /ByteRange (padded with spaces to the placeholder's width). */
export function fillByteRange(file: Uint8Array, at: Placeholder): [number, number, number, number] {
  const range: [number, number, number, number] = [
    0,
    at.contentsStart,
    at.contentsEnd,
    file.length - at.contentsEnd,
  ];
  const text = `[${range.join(' ')}]`;
  if (text.length > BYTE_RANGE_PLACEHOLDER.length) throw new Error('The PDF is too large.');
  file.set(latin1(text.padEnd(BYTE_RANGE_PLACEHOLDER.length, ' ')), at.byteRangeStart);
  return range;
}

/** The bytes a signature covers: everything except the /Contents hex string. */
export function signedBytes(file: Uint8Array, range: readonly number[]): Uint8Array[] {
  const parts: Uint8Array[] = [];
  for (let index = 0; index + 1 < range.length; index += 2) {
    parts.push(file.subarray(range[index]!, range[index]! + range[index + 1]!));
  }
  return parts;
}

/** Hex-encodes the CMS into /Contents; the rest of the placeholder stays zero padding. */
export function fillContents(file: Uint8Array, at: Placeholder, cms: Uint8Array): void {
  const capacity = (at.contentsEnd - at.contentsStart - 2) / 2;
  if (cms.length > capacity) {
    throw new ContentsTooSmallError(cms.length);
  }
  file.set(latin1(Buffer.from(cms).toString('hex').toUpperCase()), at.contentsStart + 1);
}

export class ContentsTooSmallError extends Error {
  constructor(readonly needed: number) {
    super(`The signature needs ${needed} bytes, more than its placeholder holds.`);
  }
}
