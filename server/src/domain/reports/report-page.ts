import type { Readable } from 'node:stream';
import type { UserRow } from '../../db/schema';

/** Whose report: the caller (an admin of it, checked by each report) and the business. */
export interface ReportInput {
  caller: UserRow;
  businessId: string;
}

/** The query every activity list takes (the contract's page, size, sort and window). */
export interface ActivityListQuery {
  page?: number;
  size?: number;
  sort?: 'asc' | 'desc';
  start_date?: string;
  end_date?: string;
}

/** A CSV export: its file name and the bytes as they are read. */
export interface CsvExport {
  name: string;
  stream: Readable;
}

/** The page a list query asks for, with the contract's defaults. */
export function pageOf(query: ActivityListQuery) {
  const page = query.page ?? 1;
  const size = query.size ?? 25;
  return { page, size, offset: (page - 1) * size, order: query.sort ?? ('desc' as const) };
}

/** A page as the contract shapes it; a page past the end is empty with the right totals. */
export function toPage<T>(
  { page, size }: { page: number; size: number },
  totalItems: number,
  activities: T[],
) {
  return {
    total_items: totalItems,
    total_pages: Math.ceil(totalItems / size),
    current_page: page,
    size,
    activities,
  };
}

/** A moment as the exports write it: its UTC day and its UTC time of day. */
export const csvDay = (at: Date) => at.toISOString().slice(0, 10);
export const csvTime = (at: Date) => at.toISOString().slice(11, 19);
