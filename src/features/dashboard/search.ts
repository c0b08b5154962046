import type { components } from '../../../openapi/schema.gen';

export const dashboardTabs = ['inbox', 'drafts'] as const;
export const inboxFilters = ['all', 'toSign', 'pending', 'completed', 'declined'] as const;
export const sortOrders = [
  'updated_desc',
  'updated_asc',
  'created_desc',
  'created_asc',
  'title_asc',
  'title_desc',
] as const satisfies readonly components['schemas']['SortOrder'][];
export type DashboardTab = (typeof dashboardTabs)[number];
export type InboxFilter = (typeof inboxFilters)[number];
export type SortOrder = (typeof sortOrders)[number];

export interface DashboardSearch {
  tab: DashboardTab;
  filter?: InboxFilter;
  /** Title search; absent when empty. */
  search?: string;
  /** Absent means the server's default, the latest change first. */
  sort?: SortOrder;
  /** 1-based; absent means the first page. */
  page?: number;
}

export const defaultDashboardSearch = {
  tab: 'inbox',
  filter: 'toSign',
} as const satisfies DashboardSearch;

/** The longest search text sent to the API; longer input is cut, not rejected. */
export const MAX_SEARCH_LENGTH = 200;

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.find((candidate) => candidate === value);

// The router parses query values as JSON, so `?search=2026` arrives as a number.
function searchText(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim().slice(0, MAX_SEARCH_LENGTH);
  return text === '' ? undefined : text;
}

function pageNumber(value: unknown): number | undefined {
  const page = typeof value === 'string' ? Number(value) : value;
  return typeof page === 'number' && Number.isInteger(page) && page > 1 ? page : undefined;
}

/**
 * The normalised query: missing or invalid tab and filter fall back to the remembered choice,
 * then to the defaults (inbox, toSign). Drafts carry no filter. Search, sort and page are kept
 * when valid and dropped otherwise (their defaults are implied by absence).
 */
export function normaliseDashboardSearch(
  raw: Record<string, unknown>,
  remembered: Partial<DashboardSearch> = {},
): DashboardSearch {
  const tab =
    oneOf(dashboardTabs, raw.tab) ??
    oneOf(dashboardTabs, remembered.tab) ??
    defaultDashboardSearch.tab;
  const rest = listOptions(raw);
  if (tab === 'drafts') return { tab, ...rest };
  const filter =
    oneOf(inboxFilters, raw.filter) ??
    oneOf(inboxFilters, remembered.filter) ??
    defaultDashboardSearch.filter;
  return { tab, filter, ...rest };
}

function listOptions(
  raw: Record<string, unknown>,
): Pick<DashboardSearch, 'search' | 'sort' | 'page'> {
  const options: Pick<DashboardSearch, 'search' | 'sort' | 'page'> = {};
  const search = searchText(raw.search);
  const sort = oneOf(sortOrders, raw.sort);
  const page = pageNumber(raw.page);
  if (search !== undefined) options.search = search;
  if (sort !== undefined) options.sort = sort;
  if (page !== undefined) options.page = page;
  return options;
}

const dashboardKeys = ['tab', 'filter', 'search', 'sort', 'page'] as const;

/** True when the raw query already equals its normalised form (no redirect needed). */
export function isNormalised(raw: Record<string, unknown>, normalised: DashboardSearch): boolean {
  return dashboardKeys.every((key) => raw[key] === normalised[key]);
}

const STORAGE_KEY = 'dashboard.lastView';

/** The last tab and filter the user chose, kept across visits (not the search or page). */
export const lastDashboardView = {
  read(): Partial<DashboardSearch> {
    try {
      const value: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}');
      return typeof value === 'object' && value !== null ? (value as Partial<DashboardSearch>) : {};
    } catch {
      return {};
    }
  },
  write({ tab, filter }: DashboardSearch): void {
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ tab, filter }));
    } catch {
      // storage unavailable: the choice is simply not remembered
    }
  },
};

/** The API's dashboard view for a tab and filter. */
export const apiView = (search: DashboardSearch): InboxFilter | 'drafts' =>
  search.tab === 'drafts' ? 'drafts' : (search.filter ?? 'toSign');

/** What the list depends on: the route's loader deps and the query's parameters. */
export interface ListParams {
  view: InboxFilter | 'drafts';
  search?: string;
  sort?: SortOrder;
  page: number;
}

export const listParams = (search: DashboardSearch): ListParams => ({
  view: apiView(search),
  search: search.search,
  sort: search.sort,
  page: search.page ?? 1,
});
