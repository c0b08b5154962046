export const dashboardTabs = ['inbox', 'drafts'] as const;
export const inboxFilters = ['all', 'toSign', 'pending', 'completed', 'declined'] as const;
export type DashboardTab = (typeof dashboardTabs)[number];
export type InboxFilter = (typeof inboxFilters)[number];

export interface DashboardSearch {
  tab: DashboardTab;
  filter?: InboxFilter;
}

export const defaultDashboardSearch = {
  tab: 'inbox',
  filter: 'toSign',
} as const satisfies DashboardSearch;

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.find((candidate) => candidate === value);

/**
 * The normalised query: missing or invalid values fall back to the remembered choice, then to
 * the defaults (inbox, toSign). Drafts carry no filter.
 */
export function normaliseDashboardSearch(
  raw: Record<string, unknown>,
  remembered: Partial<DashboardSearch> = {},
): DashboardSearch {
  const tab =
    oneOf(dashboardTabs, raw.tab) ??
    oneOf(dashboardTabs, remembered.tab) ??
    defaultDashboardSearch.tab;
  if (tab === 'drafts') return { tab };
  const filter =
    oneOf(inboxFilters, raw.filter) ??
    oneOf(inboxFilters, remembered.filter) ??
    defaultDashboardSearch.filter;
  return { tab, filter };
}

export function isNormalised(raw: Record<string, unknown>, normalised: DashboardSearch): boolean {
  const keys = Object.keys(raw).filter((key) => key === 'tab' || key === 'filter');
  return (
    raw.tab === normalised.tab &&
    raw.filter === normalised.filter &&
    keys.length === Object.keys(normalised).length
  );
}

const STORAGE_KEY = 'dashboard.lastView';

/** The last tab and filter the user chose, kept across visits. */
export const lastDashboardView = {
  read(): Partial<DashboardSearch> {
    try {
      const value: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}');
      return typeof value === 'object' && value !== null ? (value as Partial<DashboardSearch>) : {};
    } catch {
      return {};
    }
  },
  write(search: DashboardSearch): void {
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(search));
    } catch {
      // storage unavailable: the choice is simply not remembered
    }
  },
};

/** The API's dashboard view for a tab and filter. */
export const apiView = (search: DashboardSearch): InboxFilter | 'drafts' =>
  search.tab === 'drafts' ? 'drafts' : (search.filter ?? 'toSign');
