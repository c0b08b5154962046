import { describe, expect, it } from 'vitest';
import {
  displayStatus,
  isRunning,
  isSettled,
  pollDelay,
  type DisplayStatus,
} from './display-status';
import type { IdentificationState } from './types';

type Status = IdentificationState['status'];

describe('displayStatus', () => {
  it.each<[Status, boolean, DisplayStatus]>([
    ['initialized', false, 'initialized'],
    ['unknown', false, 'initialized'],
    ['inprogress', false, 'inprogress'],
    ['success', false, 'activatingQES'],
    ['success', true, 'done'],
    ['failure', false, 'failure'],
  ])('%s with certificateReady %s → %s', (status, certificateReady, expected) => {
    expect(displayStatus({ status, certificateReady })).toBe(expected);
  });

  it('no identification → missing', () => expect(displayStatus(null)).toBe('missing'));
});

describe('settled and running', () => {
  it.each<[DisplayStatus, boolean, boolean]>([
    ['initialized', false, true],
    ['inprogress', false, true],
    ['activatingQES', false, false],
    ['done', true, false],
    ['failure', true, false],
    ['missing', true, false],
  ])('%s: settled %s, running %s', (status, settled, running) => {
    expect(isSettled(status)).toBe(settled);
    expect(isRunning(status)).toBe(running);
  });
});

describe('pollDelay', () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [3, 8000],
    [4, 10_000],
    [20, 10_000],
    [-1, 1000],
  ])('attempt %i waits %i ms', (attempt, delay) => expect(pollDelay(attempt)).toBe(delay));
});
