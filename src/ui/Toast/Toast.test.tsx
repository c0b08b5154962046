import { act, cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSnackbarQueue, type SnackbarMessage } from './snackbar-queue';
import { SnackbarRegion } from './Toast';

// No global test hooks in this project: unmount between tests ourselves.
afterEach(cleanup);

/** Shows a snackbar and waits for the region's code, which loads with the first one. */
async function show(snackbars: ReturnType<typeof setup>, message: SnackbarMessage) {
  let key = '';
  await act(async () => {
    key = snackbars.show(message);
    await vi.dynamicImportSettled();
  });
  return key;
}

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

  it('renders nothing until the first snackbar', () => {
    const { container } = render(
      <IntlProvider locale="en-gb" onError={() => {}}>
        <SnackbarRegion snackbars={createSnackbarQueue()} />
      </IntlProvider>,
    );
    expect(container.innerHTML).toBe('');
  });

  it('closes a snackbar after the default 3000 ms', async () => {
    const snackbars = setup();
    await show(snackbars, { message: 'Saved' });
    expect(screen.getByText('Saved')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.queryByText('Saved')).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('keeps an indefinite snackbar until it is closed', async () => {
    const snackbars = setup();
    const key = await show(snackbars, { message: 'Offline', indefinite: true });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Offline')).toBeTruthy();
    act(() => snackbars.close(key));
    expect(screen.queryByText('Offline')).toBeNull();
  });

  it('offers a dismiss button unless dismissible is false', async () => {
    const snackbars = setup();
    await show(snackbars, { message: 'One' });
    expect(screen.getAllByRole('button', { name: 'Dismiss' })).toHaveLength(1);
    act(() => void snackbars.show({ message: 'Two', dismissible: false }));
    expect(screen.getAllByRole('button', { name: 'Dismiss' })).toHaveLength(1);
  });
});
