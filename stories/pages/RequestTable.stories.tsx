import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import contract from '../../openapi/bundled.gen.json';
import { RequestTable } from '../../src/features/dashboard/components/RequestTable';
import type { SignatureRequestSummary } from '../../src/features/dashboard/api/signature-requests';

// The contract's own example, so the story shows what the server really sends.
const example = contract.paths['/v3/signature-requests'].get.responses['200'].content[
  'application/json'
].example.items[0] as SignatureRequestSummary;

const signed: SignatureRequestSummary = {
  ...example,
  id: 'sr_signed',
  title: 'Employment contract — signed by everyone',
  status_overall: 'SIGNED',
  signatures: example.signatures.map((signer) => ({
    ...signer,
    status_code: 'SIGNED',
    signed_at: '2026-11-19T10:00:00.000Z',
  })),
};

const meta = {
  title: 'Pages/Dashboard/Request table',
  component: RequestTable,
  parameters: { layout: 'padded' },
  args: {
    label: 'Signature requests in To sign',
    emptyMessage: 'You have no documents waiting for your signature.',
    requests: [example, signed],
  },
} satisfies Meta<typeof RequestTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRequests: Story = {
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid');
    await expect(within(grid).getAllByRole('row')).toHaveLength(3);
    await expect(grid).toHaveTextContent('Rental agreement Bahnhofstrasse 12');
    await expect(grid).toHaveTextContent('Dana Demo: Signed');
  },
};

export const Empty: Story = {
  args: { requests: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('You have no documents waiting for your signature.'),
    ).toBeVisible();
  },
};

export const LongTitle: Story = {
  args: {
    requests: [
      {
        ...example,
        title:
          'Framework agreement on the provision of consulting services, including all annexes, amendments and the data processing addendum of November 2026',
      },
    ],
  },
};

export const French: Story = { globals: { locale: 'fr-ch' } };

export const Dark: Story = { globals: { theme: 'dark' } };
