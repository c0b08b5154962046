import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-file';

const october = { start: '2026-10-01', end: '2026-10-31' };

describe('exportFileName', () => {
  it.each([
    [
      'usage',
      'attachment; filename="signature_usage_2026-10-01_2026-10-31.csv"',
      'signature_usage_2026-10-01_2026-10-31.csv',
    ],
    [
      'costCentres',
      'attachment; filename="cost_centre_report_2026-10-01_2026-10-31.csv"',
      'cost_centre_report_2026-10-01_2026-10-31.csv',
    ],
    [
      'identifications',
      'attachment; filename=identifications_2026-10-01_2026-10-31.csv',
      'identifications_2026-10-01_2026-10-31.csv',
    ],
    [
      'usage',
      'attachment; filename*=UTF-8\'\'r%C3%A9sum%C3%A9.csv; filename="resume.csv"',
      'résumé.csv',
    ],
    ['usage', null, 'signature_usage_2026-10-01_2026-10-31.csv'],
    ['costCentres', 'attachment', 'cost_centre_report_2026-10-01_2026-10-31.csv'],
    ['identifications', null, 'identifications_2026-10-01_2026-10-31.csv'],
  ] as const)('%s with %j → %s', (kind, header, name) => {
    expect(exportFileName(kind, october, header)).toBe(name);
  });
});
