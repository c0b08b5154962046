import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IconButton } from '../IconButton/IconButton';
import { Menu, MenuItem, MenuTrigger } from './Menu';

const renderMenu = () =>
  render(
    <IntlProvider locale="en-gb">
      <MenuTrigger>
        <IconButton label="Actions" icon={<span />} />
        <Menu>
          <MenuItem id="remind">Send reminder</MenuItem>
          <MenuItem id="download">Download</MenuItem>
        </Menu>
      </MenuTrigger>
    </IntlProvider>,
  );

// No global test hooks in this project: unmount between tests ourselves.
afterEach(cleanup);

// The menu's code loads on its first opening (the tests share the module once it has).
describe('Menu', () => {
  it('renders nothing while closed, and opens on the first click once its code is there', async () => {
    renderMenu();
    const trigger = screen.getByRole('button', { name: 'Actions' });
    expect(screen.queryByRole('menu')).toBeNull();
    await userEvent.click(trigger);
    await act(() => vi.dynamicImportSettled());
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveAccessibleName('Actions');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  // Choosing an item is a story's (stories/ui/Menu.stories.tsx): jsdom misses react-aria's press.
  it('opens from the keyboard with the first item focused', async () => {
    renderMenu();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Send reminder' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Actions' })).toHaveFocus());
  });
});
