import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, Card, EmptyState, DocumentIcon } from '../../src/ui';
import { dark } from './story-helpers';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: { title: 'Empty' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  render: () => (
    <Card>
      <EmptyState
        title="No documents to sign"
        picture={<DocumentIcon size="lg" />}
        action={<Button>Upload a document</Button>}
      >
        When someone asks you to sign, the document appears here.
      </EmptyState>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'No documents to sign' }),
    ).toBeVisible();
  },
};

export const EmptyDark: Story = { ...Empty, ...dark };
