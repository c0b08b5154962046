import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  EditSignatureOverlay,
  type EditSignatureProps,
} from '../../src/features/visual-signatures/overlays/EditSignatureOverlay';
import { clearAnnouncements } from '../pages/account/mock-api';
import { dark } from '../ui/story-helpers';
import {
  lockedUser,
  personal,
  previewAnswers,
  previewPending,
  problem,
  saveAnswers,
  user,
  work,
} from './fixtures';
import { loaded } from '../waits';

// The "edit signature" overlay as the overlay host shows it: a new and a stored signature, the
// first preview loading, options locked by the organisation, a drawn signature, refusals.

const calls = fn();

const meta = {
  title: 'Overlays/Edit signature',
  component: EditSignatureOverlay,
  args: {
    props: { user, makeDefault: true } satisfies EditSignatureProps,
    loading: false,
    persistent: false,
    onOpenChange: fn(),
    onAction: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [...previewAnswers, ...saveAnswers] },
  },
  // An announcement left by the previous story's pending button is not this story's.
  beforeEach: () => {
    calls.mockClear();
    clearAnnouncements();
  },
} satisfies Meta<typeof EditSignatureOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

const overlay = (name = 'New signature') =>
  within(within(document.body).getByRole('dialog', { name }));

/** The preview image once it has arrived; returns its current source. */
async function previewShown(name = 'Dana Demo') {
  const image = await within(document.body).findByRole(
    'img',
    { name: `Preview of the signature stamp for ${name}` },
    loaded,
  );
  await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true), loaded);
  await waitFor(() => expect(within(document.body).queryByRole('progressbar')).toBeNull(), loaded);
  return (image as HTMLImageElement).src;
}

/** Draws strokes the way a pen does: pointer down, moves, up (fractions of the canvas). */
function draw(canvas: HTMLElement, strokes: [number, number][][]) {
  const rect = canvas.getBoundingClientRect();
  const at = ([x, y]: [number, number]) => ({
    clientX: rect.left + x * rect.width,
    clientY: rect.top + y * rect.height,
    pointerId: 1,
    pointerType: 'pen',
    isPrimary: true,
    button: 0,
    bubbles: true,
  });
  for (const [first, ...rest] of strokes) {
    canvas.dispatchEvent(new PointerEvent('pointerdown', at(first!)));
    for (const point of rest) canvas.dispatchEvent(new PointerEvent('pointermove', at(point)));
    canvas.dispatchEvent(new PointerEvent('pointerup', at(rest.at(-1) ?? first!)));
  }
}

const signatureStrokes: [number, number][][] = [
  [
    [0.1, 0.6],
    [0.2, 0.3],
    [0.3, 0.7],
    [0.4, 0.35],
    [0.5, 0.65],
    [0.6, 0.4],
  ],
  [
    [0.62, 0.55],
    [0.75, 0.5],
    [0.9, 0.52],
  ],
];

async function smallPng(name = 'signature.png') {
  const canvas = new OffscreenCanvas(120, 40);
  const context = canvas.getContext('2d')!;
  context.fillRect(10, 18, 100, 4);
  return new File([await canvas.convertToBlob({ type: 'image/png' })], name, {
    type: 'image/png',
  });
}

const fileInput = () => document.body.querySelector<HTMLInputElement>('input[type="file"]')!;

/** A new signature: the user's name, English, the preview of what they typed. */
export const NewSignature: Story = {
  tags: ['page'],
  play: async () => {
    const body = overlay();
    await expect(body.getByLabelText(/^Label/)).toHaveValue('Dana Demo');
    await expect(body.getByLabelText(/^Name on the stamp/)).toHaveValue('Dana Demo');
    await expect(body.getByRole('button', { name: /Language of the stamp/ })).toHaveTextContent(
      'English',
    );
    await expect(body.getByRole('switch', { name: 'Show a QR code' })).not.toBeChecked();
    await expect(body.getByRole('switch', { name: 'Show the date' })).toBeChecked();
    await expect(
      body.getByRole('img', { name: 'Drawing area for your signature' }),
    ).toHaveAccessibleDescription(/Not required: the typed name or an uploaded image/);
    await previewShown();
  },
};

export const NewSignatureDark: Story = { play: NewSignature.play, ...dark };

/** The preview follows the fields once they rest, and keeps the last image meanwhile. */
export const LivePreview: Story = {
  args: { props: { signature: work, user } },
  play: async () => {
    const body = overlay('Edit signature');
    const before = await previewShown();
    await userEvent.click(body.getByRole('switch', { name: 'Show a QR code' }));
    await userEvent.clear(body.getByLabelText(/^Location/));
    await userEvent.type(body.getByLabelText(/^Location/), 'Basel');
    // The old image stays on screen until the new one is there: nothing blanks.
    await expect(
      body.getByRole('img', { name: 'Preview of the signature stamp for Dana Demo' }),
    ).toBeVisible();
    await waitFor(async () => expect(await previewShown()).not.toBe(before), loaded);
  },
};

/** A stored signature with a handwritten image, which can be removed on save. */
export const EditWithImage: Story = {
  args: { props: { signature: personal, user } },
  play: async () => {
    const body = overlay('Edit signature');
    await expect(body.getByText('This signature has a handwritten image.')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Remove handwritten image' }));
    await expect(body.getByText('The handwritten image is removed when you save.')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Keep the image' }));
    await userEvent.unhover(body.getByRole('button', { name: 'Remove handwritten image' }));
    await previewShown();
  },
};

/** The first preview is still on its way: the frame holds its size. */
export const PreviewLoading: Story = {
  parameters: { msw: { handlers: [previewPending, ...saveAnswers] } },
  play: async () => {
    const body = overlay();
    await expect(body.getByRole('heading', { name: 'Preview' })).toBeVisible();
    await expect(body.queryByRole('img', { name: /^Preview of/ })).toBeNull();
  },
};

/** The organisation always shows the claim and never the date: both locked, and said why. */
export const LockedPermissions: Story = {
  args: { props: { user: lockedUser, makeDefault: true } },
  play: async () => {
    const body = overlay();
    const claim = body.getByRole('switch', { name: 'Show the claim' });
    await expect(claim).toBeChecked();
    await expect(claim).toBeDisabled();
    await expect(claim).toHaveAccessibleDescription('Always shown: set by your organisation.');
    const date = body.getByRole('switch', { name: 'Show the date' });
    await expect(date).not.toBeChecked();
    await expect(date).toBeDisabled();
    await expect(date).toHaveAccessibleDescription('Never shown: set by your organisation.');
    await expect(body.getByRole('switch', { name: 'Show the signature standard' })).toBeEnabled();
    await previewShown();
    // The screenshot shows the locked switches, not only the top of the overlay.
    claim.scrollIntoView({ block: 'center' });
  },
};

export const LockedPermissionsDark: Story = { ...LockedPermissions, ...dark };

/** Locked options are not sent: the server keeps them at the organisation's values. */
export const LockedPermissionsSave: Story = {
  ...LockedPermissions,
  parameters: {
    msw: {
      handlers: [
        ...previewAnswers,
        http.post('*/v1/user/visual-signatures', async ({ request }) => {
          calls(await request.json());
          return HttpResponse.json({ ...work, id: 'vs_N3wS1gnAtur3xY7z' }, { status: 201 });
        }),
      ],
    },
  },
  play: async (context) => {
    await LockedPermissions.play!(context);
    await userEvent.click(overlay().getByRole('button', { name: 'Save signature' }));
    await waitFor(() => expect(context.args.onAction).toHaveBeenCalled());
    const [sent] = calls.mock.calls[0] as [Record<string, unknown>];
    await expect(sent).not.toHaveProperty('displayClaim');
    await expect(sent).not.toHaveProperty('displayDate');
    await expect(sent).toMatchObject({ displayStandards: true, default: true });
    clearAnnouncements();
  },
};

/** Drawn with a pen; undo takes the last stroke back; saving stores the drawing as a PNG. */
export const ImageDrawn: Story = {
  parameters: {
    msw: {
      // MSW takes the first handler that matches: this story's own answers come first.
      handlers: [
        http.post('*/v1/images/signature/:id', ({ request, params }) => {
          calls({ id: params.id, type: request.headers.get('Content-Type') });
          return new HttpResponse(null, { status: 204 });
        }),
        ...previewAnswers,
        ...saveAnswers,
      ],
    },
  },
  play: async ({ args }) => {
    const body = overlay();
    const pad = body.getByRole('img', { name: 'Drawing area for your signature' });
    draw(pad, [...signatureStrokes, [[0.95, 0.9]]]);
    await expect(await body.findByText('3 strokes drawn.')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Undo last stroke' }));
    await expect(await body.findByText('2 strokes drawn.')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Save signature' }));
    await waitFor(() =>
      expect(args.onAction).toHaveBeenCalledWith(
        'complete',
        expect.objectContaining({ id: 'vs_N3wS1gnAtur3xY7z' }),
      ),
    );
    await expect(calls).toHaveBeenCalledWith({ id: 'vs_N3wS1gnAtur3xY7z', type: 'image/png' });
    await userEvent.unhover(body.getByRole('button', { name: 'Save signature' }));
    await previewShown();
    clearAnnouncements();
  },
};

/** An SVG is drawn into a PNG in the browser: the server stores PNG and JPEG. */
export const UploadSvg: Story = {
  parameters: ImageDrawn.parameters,
  play: async ({ args }) => {
    const body = overlay();
    const svg = new File(
      [
        '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80"><path d="M10 60 C 50 10, 90 10, 190 50" stroke="#1d2a57" stroke-width="4" fill="none"/></svg>',
      ],
      'signature.svg',
      { type: 'image/svg+xml' },
    );
    await userEvent.upload(fileInput(), svg);
    await expect(await body.findByText('signature.svg')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Save signature' }));
    await waitFor(() => expect(args.onAction).toHaveBeenCalled(), loaded);
    await expect(calls).toHaveBeenCalledWith({ id: 'vs_N3wS1gnAtur3xY7z', type: 'image/png' });
    await userEvent.unhover(body.getByRole('button', { name: 'Save signature' }));
    await previewShown();
    clearAnnouncements();
  },
};

/** A file above 2 MB is refused here, with the reason, and nothing is kept. */
export const UploadTooLarge: Story = {
  play: async () => {
    const body = overlay();
    const big = new File([new Uint8Array(2_500_000)], 'scan.png', { type: 'image/png' });
    await userEvent.upload(fileInput(), big);
    await expect(await body.findByText(/scan\.png/)).toBeVisible();
    await expect(body.getByText(/too large|larger than/i)).toBeVisible();
    await previewShown();
  },
};

/** The server refuses the image: the signature is saved, the overlay says so and stays open. */
export const UploadError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/v1/images/signature/:id', () => problem(415, 'UNSUPPORTED_MEDIA_TYPE')),
        http.put('*/v1/user/visual-signatures/:id', ({ params }) => {
          calls({ put: params.id });
          return HttpResponse.json(work);
        }),
        ...previewAnswers,
        ...saveAnswers,
      ],
    },
  },
  play: async ({ args }) => {
    const body = overlay();
    await userEvent.upload(fileInput(), await smallPng());
    await expect(await body.findByText('signature.png')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Save signature' }));
    const alert = await body.findByRole('alert', {}, loaded);
    await expect(alert).toHaveTextContent(/saved, but not its handwritten image/);
    await expect(alert).toHaveTextContent(/file type is not supported|not supported/i);
    await expect(args.onAction).not.toHaveBeenCalled();
    // Saving again replaces the signature just created instead of making a second one.
    await userEvent.click(body.getByRole('button', { name: 'Save signature' }));
    await waitFor(() => expect(calls).toHaveBeenCalledWith({ put: 'vs_N3wS1gnAtur3xY7z' }));
    await userEvent.unhover(body.getByRole('button', { name: 'Save signature' }));
    await previewShown();
    clearAnnouncements();
  },
};

/** The server refuses the signature: the reason in the overlay, everything typed kept. */
export const SaveError: Story = {
  parameters: {
    msw: {
      handlers: [
        ...previewAnswers,
        http.post('*/v1/user/visual-signatures', () => problem(409, 'CONFLICT')),
      ],
    },
  },
  play: async ({ args }) => {
    const body = overlay();
    await userEvent.type(body.getByLabelText(/^Company/), 'Acme AG');
    await userEvent.click(body.getByRole('button', { name: 'Save signature' }));
    const alert = await body.findByRole('alert', {}, loaded);
    await expect(alert).toHaveTextContent('The signature was not saved');
    await expect(body.getByLabelText(/^Company/)).toHaveValue('Acme AG');
    await expect(args.onAction).not.toHaveBeenCalled();
    await userEvent.unhover(body.getByRole('button', { name: 'Save signature' }));
    await previewShown();
    clearAnnouncements();
  },
};

/** A required field left empty: the save is stopped at the field, nothing is sent. */
export const MissingName: Story = {
  play: async ({ args }) => {
    const body = overlay();
    await userEvent.clear(body.getByLabelText(/^Name on the stamp/));
    await expect(body.getByText('Enter a label and a name to see the preview.')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Save signature' }));
    await expect(body.getByLabelText(/^Name on the stamp/)).toBeInvalid();
    await expect(args.onAction).not.toHaveBeenCalled();
    await userEvent.unhover(body.getByRole('button', { name: 'Save signature' }));
  },
};
