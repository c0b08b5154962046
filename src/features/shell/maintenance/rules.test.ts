import { describe, expect, it, vi } from 'vitest';
import { createFailureStreak } from './failure-streak';
import { isInternalStaff, maintenanceEffect } from './rules';

describe('maintenanceEffect', () => {
  const page = { staff: false, pathname: '/dashboard' };
  it('does nothing without a notice or on the maintenance page itself', () => {
    expect(maintenanceEffect(null, page)).toBe('none');
    expect(maintenanceEffect({ isBlocking: true }, { ...page, pathname: '/maintenance' })).toBe(
      'none',
    );
  });
  it('shows the banner for a non-blocking notice', () => {
    expect(maintenanceEffect({ isBlocking: false }, page)).toBe('banner');
  });
  it('redirects everyone but staff for a blocking one', () => {
    expect(maintenanceEffect({ isBlocking: true }, page)).toBe('redirect');
    expect(maintenanceEffect({ isBlocking: true }, { ...page, staff: true })).toBe('banner');
  });
});

describe('isInternalStaff', () => {
  it('reads the paraph_staff cookie', () => {
    expect(isInternalStaff('a=1; paraph_staff=1')).toBe(true);
    expect(isInternalStaff('paraph_staff=')).toBe(false);
    expect(isInternalStaff('not_paraph_staff=1')).toBe(false);
    expect(isInternalStaff('')).toBe(false);
  });
});

describe('createFailureStreak', () => {
  it('reports once after more than five failures in a row, again after a success', () => {
    const report = vi.fn();
    const streak = createFailureStreak(5, report);
    for (let i = 0; i < 5; i += 1) streak.failed();
    expect(report).not.toHaveBeenCalled();
    streak.failed();
    streak.failed();
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(6);
    streak.succeeded();
    for (let i = 0; i < 6; i += 1) streak.failed();
    expect(report).toHaveBeenCalledTimes(2);
  });
});
