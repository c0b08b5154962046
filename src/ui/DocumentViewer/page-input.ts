/**
 * The page a typed page number asks for (zero-based), held within the document as a number
 * field holds its value within its range; `null` when the text is no whole number, so the
 * field shows the current page again.
 */
export function pageFromInput(text: string, pageCount: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed) || pageCount < 1) return null;
  return Math.min(Math.max(Number(trimmed), 1), pageCount) - 1;
}
