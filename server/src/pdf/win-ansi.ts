/** What the standard PDF fonts of pdf-lib and its fork both offer. */
interface StandardFont {
  getCharacterSet(): number[];
}

/**
 * The standard fonts only encode WinAnsi, and pdf-lib throws on anything else. Characters
 * outside it are replaced: by their base letter when decomposing helps (ő → o), else by "?".
 */
export function winAnsiFor(font: StandardFont): (text: string) => string {
  const supported = new Set(font.getCharacterSet());
  const has = (char: string) => supported.has(char.codePointAt(0) ?? -1);
  return (text) =>
    Array.from(text.normalize('NFC').replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, ' '), (char) => {
      if (has(char)) return char;
      const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
      return base && Array.from(base).every(has) ? base : '?';
    }).join('');
}
