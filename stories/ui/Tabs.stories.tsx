import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NavTab, NavTabs, Tab, TabList, TabPanel, Tabs } from '../../src/ui';
import { dark } from './story-helpers';

const meta = { title: 'UI/Tabs', component: Tabs } satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

const tabs = (
  <Tabs>
    <TabList aria-label="Members">
      <Tab id="members">Members</Tab>
      <Tab id="domains">Domains</Tab>
      <Tab id="groups">Signer groups</Tab>
      <Tab id="locked" isDisabled>
        Locked
      </Tab>
    </TabList>
    <TabPanel id="members">Everyone in your business.</TabPanel>
    <TabPanel id="domains">Verified e-mail domains.</TabPanel>
    <TabPanel id="groups">Groups of signers.</TabPanel>
  </Tabs>
);

export const TabsKeyboard: Story = {
  render: () => tabs,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Domains' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Verified e-mail domains.');
    await userEvent.keyboard('{End}');
    // The disabled tab is skipped.
    await expect(canvas.getByRole('tab', { name: 'Signer groups' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const TabsDark: Story = { render: () => tabs, ...dark };

/** Tabs may carry a count; the selected tab's count turns into a solid brand pill. */
const counted = [
  { id: 'inbox', label: 'Inbox', count: 12 },
  { id: 'to-sign', label: 'To sign', count: 3 },
  { id: 'drafts', label: 'Drafts', count: 0 },
  { id: 'completed', label: 'Completed', count: 1284 },
];

const tabsWithCounts = (
  <Tabs defaultSelectedKey="to-sign">
    <TabList aria-label="Requests" items={counted}>
      {(tab) => <Tab count={tab.count}>{tab.label}</Tab>}
    </TabList>
    {counted.map((tab) => (
      <TabPanel key={tab.id} id={tab.id}>
        {tab.count} requests
      </TabPanel>
    ))}
  </Tabs>
);

export const TabsWithCounts: Story = {
  render: () => tabsWithCounts,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toSign = canvas.getByRole('tab', { name: 'To sign 3' });
    await expect(toSign).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Drafts 0' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Counts are formatted for the locale.
    await expect(canvas.getByRole('tab', { name: 'Completed 1,284' })).toBeVisible();
  },
};

export const TabsWithCountsDark: Story = { render: () => tabsWithCounts, ...dark };

/**
 * Tabs that are links (each view has its own URL). In the app each `NavTab` is wrapped with the
 * router's `createLink`, which sets `aria-current="page"` on the active one.
 */
const navTabs = (
  <NavTabs label="Request views">
    <NavTab href="#inbox" count={12}>
      Inbox
    </NavTab>
    <NavTab href="#to-sign" count={3} aria-current="page">
      To sign
    </NavTab>
    <NavTab href="#drafts">Drafts</NavTab>
    <NavTab href="#completed" count={1284}>
      Completed
    </NavTab>
  </NavTabs>
);

export const LinkTabs: Story = {
  render: () => navTabs,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Request views' });
    const current = within(nav).getByRole('link', { name: 'To sign 3' });
    const other = within(nav).getByRole('link', { name: 'Inbox 12' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    // The current tab is marked by more than its colour: a tint, a thick underline, bold text.
    const [on, off] = [getComputedStyle(current), getComputedStyle(other)];
    await expect(on.backgroundColor).not.toBe(off.backgroundColor);
    await expect(on.borderBottomWidth).toBe('3px');
    await expect(Number(on.fontWeight)).toBeGreaterThan(Number(off.fontWeight));
    // Real links: Tab reaches each of them in turn.
    await userEvent.tab();
    await expect(other).toHaveFocus();
    await userEvent.tab();
    await expect(current).toHaveFocus();
    await expect(current).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const LinkTabsDark: Story = { ...LinkTabs, ...dark };
