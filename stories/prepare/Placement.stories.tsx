import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PlacementSection } from '../../src/features/prepare/components/PlacementSection';
import { formFromRequest, type SignerDraft } from '../../src/features/prepare/form-state';
import { filledDraft, samplePdf } from './fixtures';

function Placement({ pdf }: { pdf: Uint8Array }) {
  const [signers, setSigners] = useState<SignerDraft[]>(() => formFromRequest(filledDraft).signers);
  return (
    <main style={{ width: 760 }}>
      <PlacementSection
        documents={filledDraft.documents}
        signers={signers}
        sourceFor={() => ({ data: pdf })}
        onBoxes={(key, boxes) =>
          setSigners((current) =>
            current.map((signer) => (signer.key === key ? { ...signer, boxes } : signer)),
          )
        }
      />
    </main>
  );
}

const meta = {
  title: 'Prepare/Box placement',
  parameters: { layout: 'padded' },
  loaders: [async () => ({ pdf: await samplePdf() })],
  render: (_args, { loaded }) => <Placement pdf={loaded.pdf as Uint8Array} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const max = await canvas.findByRole(
      'button',
      { name: 'Signature box of Max Muster, page 1' },
      { timeout: 10_000 },
    );
    max.focus();
    await userEvent.keyboard('{ArrowRight}{Shift>}{ArrowDown}{/Shift}');
    await expect(
      await canvas.findByText('Box on page 1 at 60, 624 points, 300 by 140 points.'),
    ).toBeInTheDocument();
    // Lea has no box yet: choose her and add one from the keyboard.
    await userEvent.click(canvas.getByRole('button', { name: /Place the box of/ }));
    await userEvent.click(within(document.body).getByRole('option', { name: 'Lea Legal' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Add box to page 1' }));
    const lea = canvas.getByRole('button', { name: 'Signature box of Lea Legal, page 1' });
    await waitFor(() => expect(lea).toHaveFocus());
    await userEvent.keyboard('{Delete}');
    await expect(
      canvas.queryByRole('button', { name: 'Signature box of Lea Legal, page 1' }),
    ).toBeNull();
  },
};
