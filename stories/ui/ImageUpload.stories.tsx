import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ImageUpload } from '../../src/ui';
import { column, dark } from './story-helpers';

// One image of an account (a company logo, a seal's image): none yet, a preview, a file of the
// wrong type refused before anything is sent, and an accepted one handed on.

/** A small drawing as a data URL, so the preview needs no server. */
const stripes =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80"><rect width="240" height="80" fill="#1d4ed8"/><rect x="20" y="30" width="200" height="20" fill="#fff"/></svg>',
  );

const meta = {
  title: 'UI/ImageUpload',
  component: ImageUpload,
  decorators: [column(440)],
  args: {
    current: null,
    empty: 'No image yet.',
    label: 'Upload an image',
    accept: ['image/png', 'image/jpeg'],
    maxSize: 2_000_000,
    onUpload: fn(),
  },
} satisfies Meta<typeof ImageUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;

/** No image yet: the text says so; a PNG is handed on. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByText('No image yet.')).toBeVisible();
    const file = new File(['png'], 'logo.png', { type: 'image/png' });
    await userEvent.upload(input(canvasElement), file);
    await expect(args.onUpload).toHaveBeenCalledWith(file);
  },
};

export const WithImage: Story = {
  args: {
    current: { src: stripes, alt: 'The company logo', width: 240, height: 80 },
    label: 'Replace the image',
  },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole<HTMLImageElement>('img', {
      name: 'The company logo',
    });
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
  },
};

export const WithImageDark: Story = { ...WithImage, ...dark };

/** A PDF is refused under the zone; nothing is handed on. */
export const WrongType: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.upload(
      input(canvasElement),
      new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }),
      {
        applyAccept: false,
      },
    );
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};
