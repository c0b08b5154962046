/**
 * WCAG 2.x contrast maths (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio), kept free of any
 * DOM so the token tests, the generator and the token story share one implementation.
 */

/** AA thresholds: body text, and large text or non-text UI such as borders and focus rings. */
export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;

/** Parses #rgb or #rrggbb; anything else is a programming error in the tokens. */
export function parseHex(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) throw new Error(`not a hex colour: ${hex}`);
  const digits =
    match[1].length === 3
      ? [...match[1]].map((d) => d + d)
      : [match[1].slice(0, 2), match[1].slice(2, 4), match[1].slice(4, 6)];
  const [r = 0, g = 0, b = 0] = digits.map((d) => parseInt(d, 16));
  return [r, g, b];
}

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map(channel) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The ratio between 1 and 21, order-independent. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

export function meetsAA(fg: string, bg: string, kind: 'text' | 'non-text' = 'text'): boolean {
  return contrastRatio(fg, bg) >= (kind === 'text' ? AA_TEXT : AA_NON_TEXT);
}
