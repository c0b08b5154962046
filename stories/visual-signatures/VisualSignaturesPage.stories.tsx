import { Suspense } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  VisualSignaturesError,
  VisualSignaturesPage,
  VisualSignaturesSkeleton,
} from '../../src/features/visual-signatures';
import { shell } from '../../src/ui';
import { phone, scrollsSideways } from '../ui/story-helpers';
import { listAnswer, personal, previewAnswers, userAnswer, work } from './fixtures';
import { loaded } from '../waits';

const sent = fn();
const retry = fn();

const meta = {
  title: 'Pages/Account/Visual signatures',
  component: VisualSignaturesPage,
  decorators: [
    (Story) => (
      <main style={{ padding: 16, maxWidth: 1000 }}>
        <Suspense fallback={<VisualSignaturesSkeleton />}>
          <Story />
        </Suspense>
      </main>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [userAnswer(), listAnswer([work, personal]), ...previewAnswers] },
  },
} satisfies Meta<typeof VisualSignaturesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every card's stamp has arrived (both densities, so the image's size never changes). */
async function previewsShown(canvasElement: HTMLElement, count: number) {
  const canvas = within(canvasElement);
  await waitFor(() => {
    const images = canvas.getAllByRole('img', { name: /^Preview of the signature stamp/ });
    expect(images).toHaveLength(count);
    for (const image of images as HTMLImageElement[]) expect(image.complete).toBe(true);
  }, loaded);
}

// Whole-page states are shot at 390 and 1440 px too, light and dark.
export const Idle: Story = {
  tags: ['page'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Visual signatures' }, loaded),
    ).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Your visual signatures' });
    const [first, second] = within(list).getAllByRole('listitem');
    // The default is marked and has no "make default"; the other one offers it.
    await expect(within(first!).getByText('Default')).toBeVisible();
    await expect(within(first!).queryByRole('button', { name: /^Make default/ })).toBeNull();
    await expect(
      within(second!).getByRole('button', { name: 'Make default “Personal”' }),
    ).toBeVisible();
    await expect(within(second!).getByText('Handwritten')).toBeVisible();
    await previewsShown(canvasElement, 2);
    const image = within(first!).getByRole('img') as HTMLImageElement;
    // Its size is set before it loads (nothing moves), and a sharper one waits for 2× screens.
    await expect(image).toHaveAttribute('width', '300');
    await expect(image).toHaveAttribute('height', '140');
    await expect(image.srcset).toMatch(/ 1x, .* 2x$/);
  },
};

/** Making another signature the default sends it whole, with the default flag. */
export const MakeDefault: Story = {
  parameters: {
    msw: {
      handlers: [
        userAnswer(),
        listAnswer([work, personal]),
        ...previewAnswers,
        http.put('*/v1/user/visual-signatures/:id', async ({ request, params }) => {
          const body = (await request.json()) as Record<string, unknown>;
          sent({ id: params.id, ...body });
          return HttpResponse.json({ ...personal, default: true });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Make default “Personal”' }, loaded);
    await userEvent.click(button);
    await waitFor(() =>
      expect(sent).toHaveBeenCalledWith(
        expect.objectContaining({ id: personal.id, alias: 'Personal', default: true }),
      ),
    );
    await userEvent.unhover(button);
    await previewsShown(canvasElement, 2);
  },
};
/** Delete and Edit open the spec's dialog and overlay through the shell, for that signature. */
export const OpensDialogAndOverlay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const remove = await canvas.findByRole('button', { name: 'Delete “Work”' }, loaded);
    await userEvent.click(remove);
    await expect(shell.getState().dialog).toMatchObject({
      namespace: 'other',
      name: 'delete-visual-signature',
      props: { alias: 'Work', isDefault: true },
    });
    shell.closeDialog();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit “Personal”' }));
    await expect(shell.getState().overlay).toMatchObject({
      name: 'edit-signature',
      props: { signature: expect.objectContaining({ id: personal.id }), makeDefault: false },
    });
    shell.dismissOverlay();
    await userEvent.unhover(canvas.getByRole('button', { name: 'Edit “Personal”' }));
    await previewsShown(canvasElement, 2);
  },
};

export const Empty: Story = {
  tags: ['page'],
  parameters: { msw: { handlers: [userAnswer(), listAnswer([]), ...previewAnswers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No visual signature yet', {}, loaded)).toBeVisible();
    // One way forward: the first signature becomes the default.
    await expect(canvas.getAllByRole('button', { name: 'New signature' })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'New signature' }));
    await expect(shell.getState().overlay).toMatchObject({
      name: 'edit-signature',
      props: { makeDefault: true },
    });
    shell.dismissOverlay();
    await userEvent.unhover(canvas.getByRole('button', { name: 'New signature' }));
  },
};

export const Loading: Story = {
  tags: ['page'],
  render: () => <VisualSignaturesSkeleton />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading your signatures…',
    );
  },
};

export const LoadError: Story = {
  tags: ['page'],
  render: () => <VisualSignaturesError onRetry={retry} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your visual signatures could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalled();
    await userEvent.unhover(canvas.getByRole('button', { name: 'Try again' }));
  },
};
/** At a phone's width the cards stack and nothing scrolls sideways. */
export const Phone: Story = {
  ...phone,
  parameters: { ...phone.parameters, ...meta.parameters },
  play: async ({ canvasElement }) => {
    await previewsShown(canvasElement, 2);
    await expect(scrollsSideways()).toBe(false);
  },
};
