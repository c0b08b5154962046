import { describe, expect, it } from 'vitest';
import { labelEvery, niceTicks } from './ticks';

describe('niceTicks', () => {
  it.each([
    { max: 0, count: 4, ticks: [0, 1] },
    { max: -3, count: 4, ticks: [0, 1] },
    { max: Number.NaN, count: 4, ticks: [0, 1] },
    { max: 1, count: 4, ticks: [0, 1] },
    { max: 3, count: 4, ticks: [0, 1, 2, 3] },
    { max: 7, count: 4, ticks: [0, 2, 4, 6, 8] },
    { max: 10, count: 4, ticks: [0, 5, 10] },
    { max: 111, count: 4, ticks: [0, 50, 100, 150] },
    { max: 200, count: 4, ticks: [0, 50, 100, 150, 200] },
    { max: 1234, count: 3, ticks: [0, 500, 1000, 1500] },
    { max: 95, count: 2, ticks: [0, 50, 100] },
  ])('$max in about $count steps → $ticks', ({ max, count, ticks }) => {
    expect(niceTicks(max, count)).toEqual(ticks);
  });
});

describe('labelEvery', () => {
  it.each([
    { band: 60, label: 32, every: 1 },
    { band: 32, label: 32, every: 1 },
    { band: 25, label: 32, every: 2 },
    { band: 10, label: 32, every: 4 },
    { band: 0, label: 32, every: 1 },
  ])('bands of $band px, labels of $label px → every $every', ({ band, label, every }) => {
    expect(labelEvery(band, label)).toBe(every);
  });
});
