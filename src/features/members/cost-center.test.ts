import { describe, expect, it } from 'vitest';
import { costCenterOf } from './cost-center';

describe('costCenterOf', () => {
  const cases: [string, string | null][] = [
    ['Legal', 'Legal'],
    ['  Legal 4200 ', 'Legal 4200'],
    ['', null],
    ['   ', null],
  ];
  it.each(cases)('%j → %j', (input, expected) => {
    expect(costCenterOf(input)).toBe(expected);
  });
});
