import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shell } from '../../../ui';
import { shellDialogs, shellOverlays } from './BaseDialogs';
import { ShellHosts } from './ShellHosts';

const renderHosts = () =>
  render(
    <IntlProvider locale="en-gb" defaultLocale="en-gb">
      <ShellHosts initial={{ dialogs: shellDialogs, overlays: shellOverlays }} />
    </IntlProvider>,
  );

afterEach(() => {
  act(() => {
    shell.closeDialog();
    // A non-persistent overlay in its place is dismissed: none is left.
    shell.openOverlay({ name: 'base', props: { title: '', text: '' } });
    shell.dismissOverlay();
  });
});

describe('ShellHosts', () => {
  it('shows the open dialog and closes it after its action', async () => {
    const onAction = vi.fn();
    renderHosts();
    // The modal's code loads with the first dialog: the test waits for it in `act`.
    await act(async () => {
      shell.openDialog({
        namespace: 'other',
        name: 'base',
        props: { title: 'Delete documents?', text: 'This cannot be undone.' },
        onAction,
      });
      await vi.dynamicImportSettled();
    });
    expect(screen.getByRole('dialog', { name: 'Delete documents?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onAction).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the translated problem when its action fails', async () => {
    const onAction = vi.fn().mockRejectedValueOnce({
      type: 'about:blank',
      status: 409,
      code: 'CONFLICT',
      message: 'taken',
    });
    renderHosts();
    await act(async () => {
      shell.openDialog({
        namespace: 'other',
        name: 'base',
        props: { title: 'Add observer', text: 'They can follow the request.' },
        onAction,
      });
      await vi.dynamicImportSettled();
    });
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    const dialog = screen.getByRole('dialog', { name: 'Add observer' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This already exists or was changed by someone else.',
    );
    expect(screen.getByRole('button', { name: 'OK' })).toBeEnabled();
    // The next try starts clean and, once it succeeds, closes the dialog.
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes a non-persistent overlay on Escape but keeps a persistent one', async () => {
    renderHosts();
    act(
      () =>
        void shell.openOverlay({
          name: 'base',
          props: { title: 'Signing', text: '' },
          persistent: true,
        }),
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Signing' })).toBeInTheDocument();
    act(
      () => void shell.openOverlay({ name: 'base', props: { title: 'Edit signature', text: '' } }),
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("loads the features' dialogs the first time one is opened", async () => {
    const load = vi.fn(async () => ({
      dialogs: { document: { withdraw: () => <p role="dialog" aria-label="Withdraw" /> } },
    }));
    render(
      <IntlProvider locale="en-gb" defaultLocale="en-gb">
        <ShellHosts initial={{ dialogs: shellDialogs, overlays: shellOverlays }} sources={[load]} />
      </IntlProvider>,
    );
    expect(load).not.toHaveBeenCalled();
    act(() => void shell.openDialog({ namespace: 'document', name: 'withdraw' }));
    expect(await screen.findByRole('dialog', { name: 'Withdraw' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
