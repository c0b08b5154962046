import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from '../../src/ui';
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
