import { act, cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSnackbarQueue } from './snackbar-queue';
import { SnackbarRegion } from './Toast';

// No global test hooks in this project: unmount between tests ourselves.
afterEach(cleanup);

// Timers start when a snackbar is on screen (react-aria), so the region is rendered.
function setup() {
  const snackbars = createSnackbarQueue();
  render(
    <IntlProvider locale="en-gb" onError={() => {}}>
      <SnackbarRegion snackbars={snackbars} />
    </IntlProvider>,
  );
  return snackbars;
}

describe('SnackbarRegion', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('closes a snackbar after the default 3000 ms', () => {
    const snackbars = setup();
    act(() => void snackbars.show({ message: 'Saved' }));
    expect(screen.getByText('Saved')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.queryByText('Saved')).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('keeps an indefinite snackbar until it is closed', () => {
    const snackbars = setup();
    let key = '';
    act(() => void (key = snackbars.show({ message: 'Offline', indefinite: true })));
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Offline')).toBeTruthy();
    act(() => snackbars.close(key));
    expect(screen.queryByText('Offline')).toBeNull();
  });

  it('offers a dismiss button unless dismissible is false', () => {
    const snackbars = setup();
    act(() => void snackbars.show({ message: 'One' }));
    expect(screen.getAllByRole('button', { name: 'Dismiss' })).toHaveLength(1);
    act(() => void snackbars.show({ message: 'Two', dismissible: false }));
    expect(screen.getAllByRole('button', { name: 'Dismiss' })).toHaveLength(1);
  });
});
