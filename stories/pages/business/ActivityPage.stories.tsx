import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ActivityHarness } from '../../reports/ActivityHarness';
import {
  empty,
  exportCalls,
  exportsFail,
  exportsWork,
  failing,
  filled,
  listIs,
  pendingLists,
  signatures,
} from '../../reports/activity-mock';
import { shell } from '../../../src/ui';
import { clearAnnouncements } from '../../live-announcer';
import { phone, scrollsSideways } from '../../ui/story-helpers';
import { pageFrame } from './members-mock';

// /business/activity in each state: every tab filled, empty with and without a range, failed,
// loading, sorted oldest first, page 2, at phone width, and the exports (the file's name and
// the query checked through the injected download).

const meta = {
  title: 'Pages/Business/Activity',
  component: ActivityHarness,
  decorators: pageFrame,
  parameters: {
    layout: 'fullscreen',
    path: '/business/activity',
    msw: { handlers: [...filled, exportsWork] },
  },
  args: { download: fn() },
  beforeEach: () => {
    shell.snackbars.clear();
    clearAnnouncements();
  },
} satisfies Meta<typeof ActivityHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement);
const rowHeaders = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const lastExport = () => new URL(exportCalls.at(-1) ?? 'http://none');

/** Signatures (the default tab), newest first: the request links, signer, level, cost centre. */
export const Signatures: Story = {
  tags: ['page'],
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Signatures' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const link = await canvas.findByRole('link', {
      name: 'Framework agreement Acme – Globex 2027',
    });
    await expect(link).toHaveAttribute('href', '/view/sr_Qm4nT8wLp2Yc7Vx1');
    await expect(canvas.getByRole('grid', { name: 'Signatures, newest first' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /Time/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(canvas.getByText('peter.gibbons@initech.example')).toBeVisible();
    await expect(canvas.getByText('External')).toBeVisible();
    await expect(canvas.getByText('Declined')).toBeVisible();
    await expect(canvas.getByText('Legal')).toBeVisible();
    await expect(
      canvas.getByText(/the CSV file covers the last 30 days, 28 Oct 2026 to 26 Nov 2026/),
    ).toBeVisible();
  },
};

export const Accounts: Story = {
  tags: ['page'],
  args: { initial: { tab: 'accounts' } },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByText('Invited as member')).toBeVisible();
    await expect(canvas.getByText('Plan changed to Professional')).toBeVisible();
    await expect(canvas.getByText('Seats changed to 12')).toBeVisible();
    await expect(canvas.getByText('Changed the logo')).toBeVisible();
    await expect(canvas.getByText('Automatic')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Export/ })).toBeNull();
  },
};

export const Identifications: Story = {
  tags: ['page'],
  args: { initial: { tab: 'identifications' } },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByText('Succeeded')).toBeVisible();
    await expect(canvas.getByText('ID Austria')).toBeVisible();
    await expect(canvas.getByText('Failed')).toBeVisible();
    await expect(canvas.getAllByText('Yes')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Export' })).toBeVisible();
  },
};

/** Switching tabs keeps the range and starts at page 1. */
export const SwitchTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await canvas.findByRole('link', { name: 'Board minutes' });
    await userEvent.click(canvas.getByRole('tab', { name: 'Identifications' }));
    await expect(await canvas.findByText('Succeeded')).toBeVisible();
  },
};

export const Empty: Story = {
  tags: ['page'],
  parameters: { msw: { handlers: [...empty, exportsWork] } },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No activity yet' })).toBeVisible();
  },
};

export const EmptyInRange: Story = {
  tags: ['page'],
  parameters: { msw: { handlers: [...empty, exportsWork] } },
  args: { initial: { start: '2026-10-01', end: '2026-10-31' } },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Nothing in this period' }),
    ).toBeVisible();
    await expect(canvas.getByText(/between 1 Oct 2026 and 31 Oct 2026/)).toBeVisible();
    await expect(canvas.getByText('The CSV file covers 1 Oct 2026 to 31 Oct 2026.')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  tags: ['page'],
  parameters: { msw: { handlers: [...failing, exportsWork] } },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByText('The activity could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [...pendingLists, exportsWork] } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[aria-busy="true"]').length).toBeGreaterThan(0),
    );
  },
};

/** The time column's header turns the order round (oldest first), as the URL's `sort=asc`. */
export const SortedAscending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await canvas.findByRole('link', { name: 'Board minutes' });
    await expect(rowHeaders(canvasElement)[0]).toBe('Framework agreement Acme – Globex 2027');
    await userEvent.click(canvas.getByRole('columnheader', { name: /Time/ }));
    await waitFor(() => expect(rowHeaders(canvasElement)[0]).toBe('Board minutes'));
    await expect(canvas.getByRole('columnheader', { name: /Time/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(canvas.getByRole('grid', { name: 'Signatures, oldest first' })).toBeVisible();
  },
};

/** A long list opened on its second page; the pagination moves on to the third. */
export const PageTwo: Story = {
  tags: ['page'],
  args: { initial: { page: 2 } },
  parameters: { msw: { handlers: [listIs('signatures', signatures, 3), exportsWork] } },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByRole('button', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** At phone width the rows are cards with a sort button, and nothing scrolls sideways. */
export const OnPhone: Story = {
  ...phone,
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Board minutes' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Signatures, newest first' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Newest first' }));
    await expect(
      await canvas.findByRole('list', { name: 'Signatures, oldest first' }),
    ).toBeVisible();
    await expect(scrollsSideways()).toBe(false);
  },
};

/** No range picked: the usage export covers the last 30 days and is saved under the server's name. */
export const ExportUsage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = page(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export usage' }));
    await waitFor(() => expect(args.download).toHaveBeenCalled());
    const url = lastExport();
    await expect(url.pathname).toMatch(/\/activities\/signatures\/export$/);
    await expect(Object.fromEntries(url.searchParams)).toEqual({
      group_by: 'other',
      start_date: '2026-10-28',
      end_date: '2026-11-26',
    });
    await expect(args.download).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'signature_usage_2026-10-28_2026-11-26.csv' }),
    );
    await expect(
      await within(document.body).findByText(
        'signature_usage_2026-10-28_2026-11-26.csv was downloaded.',
      ),
    ).toBeVisible();
  },
};

/** A picked range: the cost-centre report covers it. */
export const ExportByCostCentre: Story = {
  args: { initial: { start: '2026-11-01', end: '2026-11-30' } },
  play: async ({ canvasElement, args }) => {
    const canvas = page(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export by cost centre' }));
    await waitFor(() => expect(args.download).toHaveBeenCalled());
    await expect(Object.fromEntries(lastExport().searchParams)).toEqual({
      group_by: 'cost_centers',
      start_date: '2026-11-01',
      end_date: '2026-11-30',
    });
    await expect(args.download).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'cost_centre_report_2026-11-01_2026-11-30.csv' }),
    );
  },
};

export const ExportIdentifications: Story = {
  args: { initial: { tab: 'identifications' } },
  play: async ({ canvasElement, args }) => {
    const canvas = page(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Export' }));
    await waitFor(() => expect(args.download).toHaveBeenCalled());
    await expect(lastExport().pathname).toMatch(/\/activities\/identifications\/export$/);
    await expect(args.download).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'identifications_2026-10-28_2026-11-26.csv' }),
    );
  },
};

/** The server refuses: the problem is said in a snackbar and nothing is saved. */
export const ExportFailed: Story = {
  parameters: { msw: { handlers: [...filled, exportsFail] } },
  play: async ({ canvasElement, args }) => {
    const canvas = page(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export usage' }));
    await expect(
      await within(document.body).findByText(
        'Some of the information is not valid. Please check it and try again.',
      ),
    ).toBeVisible();
    await expect(args.download).not.toHaveBeenCalled();
  },
};

/** More than 366 days: refused before any call. */
export const ExportTooLong: Story = {
  args: { initial: { start: '2025-01-01', end: '2026-11-26' } },
  play: async ({ canvasElement, args }) => {
    const canvas = page(canvasElement);
    const calls = exportCalls.length;
    await expect(
      canvas.getByText('An export covers at most 366 days. Choose a shorter period.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Export usage' }));
    await waitFor(() =>
      expect(
        within(document.body).getAllByText(
          'An export covers at most 366 days. Choose a shorter period.',
        ),
      ).toHaveLength(2),
    );
    await expect(exportCalls.length).toBe(calls);
    await expect(args.download).not.toHaveBeenCalled();
  },
};
