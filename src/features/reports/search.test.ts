import { describe, expect, it } from 'vitest';
import { activityView, readActivitySearch } from './search';

describe('readActivitySearch', () => {
  it.each([
    [{}, {}],
    [{ tab: 'accounts' }, { tab: 'accounts' }],
    [{ tab: 'identifications' }, { tab: 'identifications' }],
    [{ tab: 'signatures' }, {}],
    [{ tab: 'members' }, {}],
    [{ page: 2 }, { page: 2 }],
    [{ page: '3' }, { page: 3 }],
    [{ page: 1 }, {}],
    [{ page: 0 }, {}],
    [{ page: 2.5 }, {}],
    [{ page: 'x' }, {}],
    [{ sort: 'asc' }, { sort: 'asc' }],
    [{ sort: 'desc' }, {}],
    [{ sort: 'up' }, {}],
    [
      { start: '2026-10-01', end: '2026-10-31' },
      { start: '2026-10-01', end: '2026-10-31' },
    ],
    [
      { start: '2026-10-01', end: '2026-10-01' },
      { start: '2026-10-01', end: '2026-10-01' },
    ],
    [{ start: '2026-10-31', end: '2026-10-01' }, {}],
    [{ start: '2026-10-01' }, {}],
    [{ start: '2026-02-30', end: '2026-03-01' }, {}],
    [{ start: '1.10.2026', end: '2026-10-31' }, {}],
  ])('%j → %j', (raw, expected) => {
    expect(readActivitySearch(raw)).toEqual(expected);
  });
});

describe('activityView', () => {
  it('fills in the defaults', () => {
    expect(activityView({})).toEqual({ tab: 'signatures', page: 1, sort: 'desc' });
  });
  it('keeps what the URL says', () => {
    expect(activityView({ tab: 'accounts', page: 2, sort: 'asc', start: 'a', end: 'b' })).toEqual({
      tab: 'accounts',
      page: 2,
      sort: 'asc',
      start: 'a',
      end: 'b',
    });
  });
});
