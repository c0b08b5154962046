import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileDropZone, type FileItem } from '../../src/ui';
import { column, dark } from './story-helpers';

const meta = {
  title: 'UI/FileDropZone',
  component: FileDropZone,
  decorators: [column(440)],
  args: {
    label: 'Documents to sign',
    accept: ['.pdf', 'application/pdf'],
    maxSize: 20_000_000,
    onSelect: fn(),
  },
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    // The zone itself is keyboard reachable, and so is the button that opens the file picker.
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Choose files' })).toHaveFocus();
  },
};

export const EmptyDark: Story = { ...dark };
export const Disabled: Story = { args: { isDisabled: true } };

const items: FileItem[] = [
  { id: '1', name: 'Rental agreement.pdf', size: 1_250_000, progress: 64 },
  { id: '2', name: 'Annex A.pdf', size: 220_000 },
  { id: '3', name: 'Scan.tiff', size: 8_000_000, error: 'This file type is not allowed' },
  { id: '4', name: 'Huge.pdf', size: 42_000_000, error: 'File is larger than 20 MB' },
];

export const WithFiles: Story = { args: { items, onRemove: fn() } };
export const WithFilesDark: Story = { args: { items, onRemove: fn() }, ...dark };

function Uploader({ onSelect }: { onSelect: (...a: unknown[]) => void }) {
  const [list, setList] = useState<FileItem[]>([]);
  return (
    <FileDropZone
      label="Documents to sign"
      accept={['.pdf']}
      maxSize={1000}
      items={list}
      onRemove={(id) => setList((l) => l.filter((f) => f.id !== id))}
      onSelect={(accepted, rejected) => {
        onSelect(accepted, rejected);
        setList((l) => [
          ...l,
          ...accepted.map((f) => ({ id: f.name, name: f.name, size: f.size, progress: 0 })),
          ...rejected.map(({ file, message }) => ({
            id: file.name,
            name: file.name,
            size: file.size,
            error: message,
          })),
        ]);
      }}
    />
  );
}

export const ChooseAndValidate: Story = {
  render: (args) => <Uploader onSelect={args.onSelect} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(
      input,
      [
        new File(['%PDF-1.7'], 'ok.pdf', { type: 'application/pdf' }),
        new File([new Uint8Array(2000)], 'big.pdf', { type: 'application/pdf' }),
        new File(['x'], 'photo.png', { type: 'image/png' }),
      ],
      { applyAccept: false },
    );
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(canvas.getAllByText('ok.pdf')[0]).toBeVisible();
    await expect(canvas.getByText('File is larger than 1 kB')).toBeVisible();
    await expect(canvas.getByText('This file type is not allowed')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove photo.png' }));
    await expect(canvas.queryByText('photo.png')).toBeNull();
  },
};
