import { describe, expect, it } from 'vitest';
import { apiView, isNormalised, normaliseDashboardSearch } from './search';

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
