/** The activity page's tabs, in the order the page shows them (signatures first). */
export const activityTabs = ['signatures', 'accounts', 'identifications'] as const;
export type ActivityTab = (typeof activityTabs)[number];
export type SortDirection = 'asc' | 'desc';

/**
 * What /business/activity keeps in its URL, so a reload or Back shows the same page. Defaults
 * (signatures, page 1, newest first, no range) are left out of the URL.
 */
export interface ActivitySearch {
  tab?: ActivityTab;
  page?: number;
  sort?: SortDirection;
  start?: string;
  end?: string;
}

/** The search with its defaults filled in. */
export interface ActivityView {
  tab: ActivityTab;
  page: number;
  sort: SortDirection;
  start?: string;
  end?: string;
}

const day = /^\d{4}-\d{2}-\d{2}$/;

function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !day.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * Reads the URL's query. Anything malformed is dropped rather than refused: an old or edited
 * link still opens the page. A range needs both ends in order, or it is dropped whole.
 */
export function readActivitySearch(raw: Record<string, unknown>): ActivitySearch {
  const search: ActivitySearch = {};
  if (activityTabs.includes(raw.tab as ActivityTab) && raw.tab !== 'signatures') {
    search.tab = raw.tab as ActivityTab;
  }
  const page = Number(raw.page);
  if (Number.isInteger(page) && page > 1 && page <= 100_000) search.page = page;
  if (raw.sort === 'asc') search.sort = 'asc';
  if (isDay(raw.start) && isDay(raw.end) && raw.start <= raw.end) {
    search.start = raw.start;
    search.end = raw.end;
  }
  return search;
}

export function activityView(search: ActivitySearch): ActivityView {
  return {
    tab: search.tab ?? 'signatures',
    page: search.page ?? 1,
    sort: search.sort ?? 'desc',
    start: search.start,
    end: search.end,
  };
}
