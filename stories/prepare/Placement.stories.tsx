import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  PlacementSection,
  type SignatureField,
} from '../../src/features/prepare/components/PlacementSection';
import { Card } from '../../src/ui';
import { assignField } from '../../src/features/prepare/field-assignment';
import { formFromRequest, type SignerDraft } from '../../src/features/prepare/form-state';
import type { SignatureRequest } from '../../src/features/prepare/api/request';
import { contractPdf, filledDraft, samplePdf, threeSigners } from './fixtures';

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

interface PlacementArgs {
  signatureFields?: Record<string, SignatureField[]>;
  request?: SignatureRequest;
  /** The width of the column the section sits in (390: a phone). */
  width?: number;
}

function Placement({
  pdf,
  signatureFields,
  request = filledDraft,
  width = 760,
}: PlacementArgs & { pdf: Uint8Array }) {
  const [signers, setSigners] = useState<SignerDraft[]>(() => formFromRequest(request).signers);
  const section = (
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
  );
  // On a phone the section sits in the form's card, as on the page.
  return <main style={{ width }}>{width < 480 ? <Card>{section}</Card> : section}</main>;
}

const meta = {
  title: 'Prepare/Box placement',
  parameters: { layout: 'padded' },
  loaders: [async () => ({ pdf: await samplePdf(), contract: await contractPdf() })],
  render: (args, { loaded }) => {
    const { request, ...rest } = args as PlacementArgs;
    return (
      <Placement
        {...rest}
        request={request}
        pdf={(request === threeSigners ? loaded.contract : loaded.pdf) as Uint8Array}
      />
    );
  },
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
    // "Add box" aims at the last page by default.
    await userEvent.click(await canvas.findByRole('button', { name: 'Add box to page 2' }));
    const lea = await canvas.findByRole(
      'button',
      { name: 'Signature box of Lea Legal, page 2' },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(lea).toHaveFocus());
    await userEvent.keyboard('{Delete}');
    await expect(
      canvas.queryByRole('button', { name: 'Signature box of Lea Legal, page 2' }),
    ).toBeNull();
  },
};

const intersects = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Adds a box for `name` from the keyboard, as a screen reader user would. */
async function addBoxFor(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  canvas.getByRole('button', { name: /Place the box of/ }).focus();
  await userEvent.keyboard('{Enter}');
  const option = await within(document.body).findByRole('option', { name });
  option.focus();
  await userEvent.keyboard('{Enter}');
  const add = await canvas.findByRole('button', { name: 'Add box to page 2' }, { timeout: 10_000 });
  add.focus();
  await userEvent.keyboard('{Enter}');
  const box = await canvas.findByRole(
    'button',
    { name: `Signature box of ${name}, page 2` },
    { timeout: 10_000 },
  );
  await waitFor(() => expect(box).toHaveFocus());
  return box;
}

/**
 * Three signers' boxes added with "Add box" only: after the last text of the last page, side
 * by side, then on the next row; none covers text or another box. The focused box shows the
 * keys; the stamp labels name each signer.
 */
export const ThreeSigners: Story = {
  args: { request: threeSigners },
  play: async ({ canvasElement }) => {
    const boxes = [];
    for (const name of ['Max Muster', 'Lea Legal', 'Nora Notary']) {
      boxes.push(await addBoxFor(canvasElement, name));
    }
    const rects = boxes.map((box) => box.getBoundingClientRect());
    const page = boxes[0]!.closest('[data-page-index]')!;
    await waitFor(() =>
      expect(page.querySelectorAll('span[role="presentation"]').length).toBeGreaterThan(0),
    );
    const text = [...page.querySelectorAll('span[role="presentation"]')]
      .filter((span) => span.textContent?.trim())
      .map((span) => span.getBoundingClientRect());
    for (const [index, rect] of rects.entries()) {
      for (const other of rects.slice(index + 1)) expect(intersects(rect, other)).toBe(false);
      for (const line of text) expect(intersects(rect, line)).toBe(false);
    }
    // Side by side on one row, the third on the next.
    await expect(Math.round(rects[0]!.top)).toBe(Math.round(rects[1]!.top));
    await expect(rects[2]!.top).toBeGreaterThan(rects[0]!.bottom);
    await expect(within(canvasElement).getByText(/Arrow keys move the box/)).toBeVisible();
  },
};

/** The same at a phone's width: the page fits the column, the page field fits its row. */
export const Phone: Story = {
  args: { request: threeSigners, width: 390 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Add box to page 2' }, { timeout: 10_000 });
    await waitFor(() => expect(canvasElement.querySelector('canvas')).not.toBeNull(), {
      timeout: 10_000,
    });
    // Pointer users never see the keys until a box has keyboard focus.
    // (Clipped to nothing, still read through each box's aria-describedby.)
    const keys = canvas.getByText(/Arrow keys move the box/);
    await expect(keys.getBoundingClientRect().height).toBeLessThanOrEqual(1);
    const main = canvasElement.querySelector('main')!.getBoundingClientRect();
    for (const element of canvasElement.querySelectorAll('main *')) {
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(main.right + 1);
    }
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

/** An empty field of the document, drawn as a dashed suggestion a signer can take. */
export const SuggestedField: Story = {
  args: { signatureFields: withFields },
  play: async ({ canvasElement }) => {
    const marker = await waitFor(
      () => {
        const found = canvasElement.querySelector('[data-field-marker="Signature of the tenant"]');
        expect(found).not.toBeNull();
        return found!;
      },
      { timeout: 10_000 },
    );
    await expect(marker).toHaveTextContent('Suggested: “Signature of the tenant”');
    // The signed field is not offered.
    await expect(canvasElement.querySelector('[data-field-marker="Landlord"]')).toBeNull();
    marker.scrollIntoView({ block: 'center' });
  },
};
