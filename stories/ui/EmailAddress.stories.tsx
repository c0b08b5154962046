import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EmailAddress, Stack, Text } from '../../src/ui';
import { dark } from './story-helpers';

const meta = { title: 'UI/EmailAddress', component: EmailAddress } satisfies Meta<
  typeof EmailAddress
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Column widths a long address meets: a details column, a card on a phone, a wide row. */
const columns = [140, 220, 480];
const address = 'dana.demo-longname@sales.example-company.ch';

export const InNarrowColumns: Story = {
  args: { children: address },
  render: (args) => (
    <Stack gap="md">
      {columns.map((width) => (
        <div key={width} style={{ width, outline: '1px dashed #999' }} data-width={width}>
          <Text>
            <EmailAddress {...args} />
          </Text>
        </div>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const columns = [...canvasElement.querySelectorAll('[data-width]')];
    for (const column of columns) {
      // Copying the address gives the address: the break hints add no characters.
      await expect(column.textContent).toBe(address);
      // Every part ("dana", ".demo-longname", "@sales"…) stays on one line: the lines break
      // only between parts, in the narrowest column too.
      for (const part of column.querySelectorAll('span span')) {
        await expect(part.getClientRects()).toHaveLength(1);
      }
    }
    await expect(columns[0]!.getBoundingClientRect().height).toBeGreaterThan(
      columns[2]!.getBoundingClientRect().height,
    );
  },
};

export const InNarrowColumnsDark: Story = { ...InNarrowColumns, ...dark };
