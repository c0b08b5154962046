import { describe, expect, it } from 'vitest';
import { fewestToAdd, fewestToKeep, removeSeatsProblem } from './seats';

const seats = { total: 8, used: 5, minimum: 3 };

describe('removeSeatsProblem', () => {
  it.each([
    ['fewer, above used and minimum', 6, null],
    ['exactly the seats used', 5, null],
    ['the same number is no removal', 8, 'notFewer'],
    ['more is no removal', 9, 'notFewer'],
    ['below the seats used', 4, 'belowUsed'],
    ['not a whole number', 6.5, 'whole'],
    ['NaN (an empty field)', Number.NaN, 'whole'],
  ] as const)('%s', (_, count, expected) => {
    expect(removeSeatsProblem(count, seats)).toBe(expected);
  });
  it('below the plan minimum while few seats are used', () => {
    expect(removeSeatsProblem(2, { total: 6, used: 1, minimum: 3 })).toBe('belowMinimum');
  });
});

describe('bounds', () => {
  it('adding starts at one more than bought', () => expect(fewestToAdd(seats)).toBe(9));
  it.each([
    [seats, 5],
    [{ total: 6, used: 1, minimum: 3 }, 3],
    [{ total: 2, used: 0, minimum: 0 }, 1],
  ])('keeps at least %o → %i', (input, expected) => expect(fewestToKeep(input)).toBe(expected));
});
