import { describe, expect, it } from 'vitest';
import { currentPage, layoutPages, pageAt, visibleRange } from './virtual-window';

const layout = layoutPages(Array<number>(200).fill(1000), 10, 20);

describe('layoutPages', () => {
  it('stacks pages with gaps between them and padding around the column', () => {
    const small = layoutPages([100, 200, 50], 10, 5);
    expect(small.offsets).toEqual([5, 115, 325]);
    expect(small.totalHeight).toBe(5 + 100 + 10 + 200 + 10 + 50 + 5);
  });

  it('gives an empty document no height beyond its padding', () => {
    expect(layoutPages([], 10, 5)).toEqual({ offsets: [], heights: [], totalHeight: 10 });
  });
});

describe('pageAt', () => {
  it('finds the page whose top is at or above a y', () => {
    expect(pageAt(layout, 0)).toBe(0);
    expect(pageAt(layout, 20 + 1010)).toBe(1);
    expect(pageAt(layout, 20 + 1009)).toBe(0);
    expect(pageAt(layout, 1e9)).toBe(199);
  });
});

describe('visibleRange', () => {
  it('mounts only the first page and the overscan when a long document opens', () => {
    expect(visibleRange(layout, 0, 800, 1)).toEqual({ first: 0, last: 1 });
  });

  it('covers every page intersecting the viewport plus the overscan on both sides', () => {
    // 20 + 50 * 1010 is the top of page 50; a 1500 px viewport reaches into page 51.
    expect(visibleRange(layout, 20 + 50 * 1010, 1500, 2)).toEqual({ first: 48, last: 53 });
  });

  it('stays inside the document at its end', () => {
    expect(visibleRange(layout, layout.totalHeight - 500, 500, 3)).toEqual({
      first: 196,
      last: 199,
    });
  });

  it('returns an empty range for an empty document', () => {
    expect(visibleRange(layoutPages([], 0), 0, 500, 1)).toEqual({ first: 0, last: -1 });
  });
});

describe('currentPage', () => {
  it('switches once a page reaches the upper third of the viewport', () => {
    expect(currentPage(layout, 0, 900)).toBe(0);
    expect(currentPage(layout, 1030 - 299, 900)).toBe(1);
    expect(currentPage(layout, 1030 - 301, 900)).toBe(0);
  });

  it('makes a short last page current once the column is scrolled to its end', () => {
    const short = layoutPages([1000, 1000, 200], 10, 20);
    expect(currentPage(short, short.totalHeight - 900, 900)).toBe(2);
    // A document that fits the view entirely starts on its first page.
    expect(currentPage(short, 0, short.totalHeight)).toBe(0);
  });
});
