import { describe, expect, it } from 'vitest';
import { pageFromInput } from './page-input';

describe('pageFromInput', () => {
  it.each([
    ['3', 5, 2],
    [' 3 ', 5, 2],
    ['1', 5, 0],
    ['5', 5, 4],
    ['0', 5, 0],
    ['99', 5, 4],
    ['007', 5, 4],
    ['', 5, null],
    ['two', 5, null],
    ['2.5', 5, null],
    ['-1', 5, null],
    ['1e2', 5, null],
    ['3', 0, null],
  ])('%j of %i pages → %j', (text, pageCount, page) => {
    expect(pageFromInput(text, pageCount)).toBe(page);
  });
});
