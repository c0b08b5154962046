import { describe, expect, it } from 'vitest';
import {
  apiView,
  isNormalised,
  lastDashboardView,
  listParams,
  normaliseDashboardSearch,
} from './search';

describe('dashboard query', () => {
  it('defaults to the inbox and the toSign filter', () => {
    expect(normaliseDashboardSearch({})).toEqual({ tab: 'inbox', filter: 'toSign' });
  });

  it('replaces invalid values and keeps valid ones', () => {
    expect(normaliseDashboardSearch({ tab: 'nope', filter: 'completed' })).toEqual({
      tab: 'inbox',
      filter: 'completed',
    });
    expect(normaliseDashboardSearch({ tab: 'inbox', filter: 42 })).toEqual({
      tab: 'inbox',
      filter: 'toSign',
    });
  });

  it('drops the filter on the drafts tab', () => {
    expect(normaliseDashboardSearch({ tab: 'drafts', filter: 'pending' })).toEqual({
      tab: 'drafts',
    });
  });

  it('falls back to the remembered tab and filter', () => {
    expect(normaliseDashboardSearch({}, { tab: 'inbox', filter: 'declined' })).toEqual({
      tab: 'inbox',
      filter: 'declined',
    });
    expect(normaliseDashboardSearch({ filter: 'x' }, { filter: 'nonsense' as never })).toEqual({
      tab: 'inbox',
      filter: 'toSign',
    });
  });

  it('knows when a query is already normalised', () => {
    expect(
      isNormalised({ tab: 'inbox', filter: 'toSign' }, { tab: 'inbox', filter: 'toSign' }),
    ).toBe(true);
    expect(isNormalised({ tab: 'drafts', filter: 'toSign' }, { tab: 'drafts' })).toBe(false);
    expect(isNormalised({}, { tab: 'inbox', filter: 'toSign' })).toBe(false);
  });

  it('maps tabs and filters to the API view', () => {
    expect(apiView({ tab: 'drafts' })).toBe('drafts');
    expect(apiView({ tab: 'inbox', filter: 'pending' })).toBe('pending');
  });
});

describe('dashboard list options in the query', () => {
  it('keeps a valid search, sort and page on both tabs', () => {
    expect(
      normaliseDashboardSearch({
        tab: 'inbox',
        filter: 'all',
        search: ' lease ',
        sort: 'title_asc',
        page: 3,
      }),
    ).toEqual({ tab: 'inbox', filter: 'all', search: 'lease', sort: 'title_asc', page: 3 });
    expect(normaliseDashboardSearch({ tab: 'drafts', search: 'q1', page: 2 })).toEqual({
      tab: 'drafts',
      search: 'q1',
      page: 2,
    });
  });

  it('drops empty, invalid or default values', () => {
    expect(
      normaliseDashboardSearch({
        tab: 'inbox',
        filter: 'all',
        search: '  ',
        sort: 'random',
        page: 1,
      }),
    ).toEqual({ tab: 'inbox', filter: 'all' });
    expect(normaliseDashboardSearch({ tab: 'drafts', page: -2 })).toEqual({ tab: 'drafts' });
    expect(normaliseDashboardSearch({ tab: 'drafts', page: 2.5 })).toEqual({ tab: 'drafts' });
  });

  it('reads a numeric search as text', () => {
    expect(normaliseDashboardSearch({ tab: 'drafts', search: 2027 })).toEqual({
      tab: 'drafts',
      search: '2027',
    });
  });

  it('needs a redirect when a list option is not normalised', () => {
    const normalised = normaliseDashboardSearch({ tab: 'inbox', filter: 'all', page: 'x' });
    expect(isNormalised({ tab: 'inbox', filter: 'all', page: 'x' }, normalised)).toBe(false);
    expect(isNormalised({ tab: 'inbox', filter: 'all', page: 2 }, { ...normalised, page: 2 })).toBe(
      true,
    );
  });

  it('derives the API parameters', () => {
    expect(listParams({ tab: 'inbox', filter: 'pending', search: 'x' })).toEqual({
      view: 'pending',
      search: 'x',
      sort: undefined,
      page: 1,
    });
  });

  it('remembers only the tab and filter', () => {
    lastDashboardView.write({ tab: 'inbox', filter: 'declined', search: 'x', page: 4 });
    expect(lastDashboardView.read()).toEqual({ tab: 'inbox', filter: 'declined' });
  });
});
