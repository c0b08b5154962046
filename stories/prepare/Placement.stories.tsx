import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  PlacementSection,
  type SignatureField,
} from '../../src/features/prepare/components/PlacementSection';
import { assignField } from '../../src/features/prepare/field-assignment';
import { formFromRequest, type SignerDraft } from '../../src/features/prepare/form-state';
import { filledDraft, samplePdf } from './fixtures';

/** The document's own fields: one empty (offered), one signed already (not offered). */
const withFields: Record<string, SignatureField[]> = {
  doc_story: [
    {
      name: 'Signature of the tenant',
      signed: false,
      positions: [{ page: 0, x: 300, y: 420, width: 220, height: 80 }],
    },
    {
      name: 'Landlord',
      signed: true,
      positions: [{ page: 0, x: 40, y: 420, width: 220, height: 80 }],
    },
  ],
};

function Placement({
  pdf,
  signatureFields,
}: {
  pdf: Uint8Array;
  signatureFields?: Record<string, SignatureField[]>;
}) {
  const [signers, setSigners] = useState<SignerDraft[]>(() => formFromRequest(filledDraft).signers);
  return (
    <main style={{ width: 760 }}>
      <PlacementSection
        documents={filledDraft.documents}
        signers={signers}
        sourceFor={() => ({ data: pdf })}
        signatureFields={signatureFields}
        onField={(key, documentId, name) =>
          setSigners((current) => assignField(current, key, documentId, name))
        }
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
  render: (args, { loaded }) => (
    <Placement
      pdf={loaded.pdf as Uint8Array}
      signatureFields={
        (args as { signatureFields?: Record<string, SignatureField[]> }).signatureFields
      }
    />
  ),
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

export const DocumentSignatureField: Story = {
  args: { signatureFields: withFields },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    // Offered to Max (the signer being placed) from the keyboard; the signed field is not.
    const chooser = await canvas.findByRole('button', {
      name: /Signature field of the document for Max Muster/,
    });
    chooser.focus();
    await userEvent.keyboard('{Enter}');
    await expect(body.queryByRole('option', { name: /Landlord/ })).toBeNull();
    await userEvent.click(
      body.getByRole('option', { name: 'Use the signature field “Signature of the tenant”' }),
    );
    await expect(
      await canvas.findByText(
        'Max Muster signs into the signature field “Signature of the tenant”.',
      ),
    ).toBeInTheDocument();
    await expect(
      await canvas.findByText('“Signature of the tenant”: Max Muster', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();

    // Lea takes it over: the choice says who has it now, and Max no longer does.
    await userEvent.click(canvas.getByRole('button', { name: /Place the box of/ }));
    await userEvent.click(body.getByRole('option', { name: 'Lea Legal' }));
    await userEvent.click(
      canvas.getByRole('button', { name: /Signature field of the document for Lea Legal/ }),
    );
    await userEvent.click(
      body.getByRole('option', {
        name: 'Use the signature field “Signature of the tenant” (now Max Muster)',
      }),
    );
    await expect(
      await canvas.findByText('“Signature of the tenant”: Lea Legal'),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Place the box of/ }));
    await userEvent.click(body.getByRole('option', { name: 'Max Muster' }));
    await expect(
      canvas.getByRole('button', { name: /Signature field of the document for Max Muster/ }),
    ).toHaveTextContent('None: boxes only');
  },
};
