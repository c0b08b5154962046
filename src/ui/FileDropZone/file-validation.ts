export interface FileRules {
  /** MIME types ("application/pdf", "image/*") or extensions (".pdf"). Empty: anything. */
  accept?: readonly string[];
  /** Bytes per file. */
  maxSize?: number;
}

export type Rejection = { file: File; reason: 'type' | 'size' };

/** Whether a file matches one accept entry, the way the `accept` attribute matches it. */
export function matchesAccept(
  file: Pick<File, 'name' | 'type'>,
  accept: readonly string[],
): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((raw) => {
    const rule = raw.trim().toLowerCase();
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

/** Splits dropped or chosen files into accepted ones and rejections with their reason. */
export function validateFiles(files: readonly File[], { accept = [], maxSize }: FileRules) {
  const accepted: File[] = [];
  const rejected: Rejection[] = [];
  for (const file of files) {
    if (!matchesAccept(file, accept)) rejected.push({ file, reason: 'type' });
    else if (maxSize !== undefined && file.size > maxSize) rejected.push({ file, reason: 'size' });
    else accepted.push(file);
  }
  return { accepted, rejected };
}

/** "4.2 MB" in the user's locale, with the SI units people see in their file manager. */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
