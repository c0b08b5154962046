import { fetchClient } from '../../../api/client';
import { fileNameFrom } from '../../../api/content-disposition';
import type { DayRange } from '../export-range';

/** The three CSV exports: the signatures listed or grouped by cost centre, identifications. */
export const exportKinds = ['usage', 'costCentres', 'identifications'] as const;
export type ExportKind = (typeof exportKinds)[number];

/** A downloaded file, ready to save. */
export interface ExportFile {
  blob: Blob;
  name: string;
}

const baseNames: Record<ExportKind, string> = {
  usage: 'signature_usage',
  costCentres: 'cost_centre_report',
  identifications: 'identifications',
};

/**
 * The file's name: the one the server gives in Content-Disposition, or the same pattern
 * (`<report>_<start>_<end>.csv`) when a proxy dropped the header.
 */
export function exportFileName(kind: ExportKind, range: DayRange, header: string | null): string {
  return fileNameFrom(header, `${baseNames[kind]}_${range.start}_${range.end}.csv`);
}

function call(kind: ExportKind, businessId: string, range: DayRange) {
  const dates = { start_date: range.start, end_date: range.end };
  const path = { id: businessId };
  if (kind === 'identifications') {
    return fetchClient.GET('/v2/businesses/{id}/activities/identifications/export', {
      params: { path, query: dates },
      parseAs: 'blob',
    });
  }
  return fetchClient.GET('/v2/businesses/{id}/activities/signatures/export', {
    params: { path, query: { ...dates, group_by: kind === 'usage' ? 'other' : 'cost_centers' } },
    parseAs: 'blob',
  });
}

/**
 * Fetches an export through the API client (it needs the Authorization header, so a plain
 * link cannot fetch it). A refusal is thrown as the server's problem.
 */
export async function fetchExport(
  kind: ExportKind,
  businessId: string,
  range: DayRange,
): Promise<ExportFile> {
  const { data, error, response } = await call(kind, businessId, range);
  if (!response.ok || !data) throw error ?? new Error(`HTTP ${response.status}`);
  const header = response.headers.get('Content-Disposition');
  return { blob: data as Blob, name: exportFileName(kind, range, header) };
}

/** Saves a file through a temporary object URL, as the browser's own download. */
export function saveFile({ blob, name }: ExportFile): void {
  const url = URL.createObjectURL(blob);
  try {
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = name;
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
  } finally {
    // The click has handed the blob to the browser's download; the URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
