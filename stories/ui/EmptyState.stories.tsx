import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  Button,
  ButtonLink,
  Card,
  DocumentIcon,
  EmptyState,
  type EmptyStateIllustration,
  type EmptyStateProps,
} from '../../src/ui';
import { column, dark } from './story-helpers';

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

/** One drawing per situation, themed with the tokens and hidden from assistive tech. */
const kinds: Record<EmptyStateIllustration, EmptyStateProps> = {
  'no-requests': {
    illustration: 'no-requests',
    title: 'No signature requests yet',
    children: 'Send a document for signing and follow every signer here.',
    action: <ButtonLink href="#/new">New request</ButtonLink>,
  },
  'no-results': {
    illustration: 'no-results',
    title: 'No requests match this filter',
    children: 'Try another status, or clear the filter to see every request.',
    action: <Button variant="secondary">Clear filter</Button>,
  },
  'no-documents': {
    illustration: 'no-documents',
    title: 'No documents uploaded',
    children: 'Add the PDFs you want signed. Up to 20 files, 50 MB each.',
    action: <Button>Upload documents</Button>,
  },
};

const illustrated = (kind: EmptyStateIllustration): Story => ({
  args: kinds[kind],
  decorators: [column(480)],
  render: (args) => (
    <Card>
      <EmptyState {...args} />
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      String(kinds[kind].title),
    );
    const svg = canvasElement.querySelector(`svg[data-illustration="${kind}"]`);
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
});

export const NoRequests = illustrated('no-requests');
export const NoRequestsDark: Story = { ...NoRequests, ...dark };
export const NoResults = illustrated('no-results');
export const NoResultsDark: Story = { ...NoResults, ...dark };
export const NoDocuments = illustrated('no-documents');
export const NoDocumentsDark: Story = { ...NoDocuments, ...dark };
