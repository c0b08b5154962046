import { useState, type ComponentType } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { components } from '../../openapi/schema.gen';
import { ShellHosts } from '../../src/features/shell';
import { GuestSigningPage, type GuestCredentials } from '../../src/features/signing';
import { signingDialogs } from '../../src/features/signing/components/dialogs/registry';
import { signingOverlays } from '../../src/features/signing/components/overlays/SigningOverlays';
import { loadPdfjs } from '../../src/ui/DocumentViewer/load-pdfjs';
import { paintedPage, sampleDocumentDownload } from '../fixtures/sample-document';
import { answer, clearAnnouncements, problem } from './mock';

// The guest's page from the signing link: ready to sign, the TAN step, signed and declined.

type Request = components['schemas']['SignatureRequest'];
// The link carries a secret; the guest's own signature id comes from GET /v1/direct/user.
const credentials: GuestCredentials = {
  id: 'sr_Qm4nT8wLp2Yc7Vx1',
  userid: 'gl_q3V8mX1pL6wZ9tY2bN5cR7dK4fH0jS8aE6uW1iO3gT',
};
const guestSid = 'sig_Hx2mQ8pLw4Zt6Yb1';

const request = (status: 'OPEN' | 'SIGNED' | 'DECLINED'): Request => ({
  id: credentials.id,
  title: 'Rental agreement Bahnhofstrasse 12',
  message: 'Please sign by Friday.',
  status_overall: status,
  quality: 'SES',
  legislation: 'UNDEFINED',
  documents: [{ id: 'doc_Zx81LmQ0aBvT3kP9', name: 'rental-agreement.pdf', version_id: 'doc_Zx81' }],
  signatures: [
    {
      sid: guestSid,
      status_code: status,
      account_email: 'guest@example.ch',
      signer_identity_data: { email_address: 'guest@example.ch', first_name: 'Gina' },
      notify: true,
      // The sender placed the guest's box near the foot of the page.
      document_signatures: [
        {
          document_id: 'doc_Zx81LmQ0aBvT3kP9',
          visual_signature: { positions: [{ page: 0, x: 320, y: 660, width: 240, height: 112 }] },
        },
      ],
    },
  ],
  observers: [],
  owner: { email_address: 'dana@example.ch', first_name: 'Dana', last_name: 'Demo' },
  created_at: '2026-11-20T09:00:00Z',
  updated_at: '2026-11-20T09:00:00Z',
});

const requestOnly = (status: 'OPEN' | 'SIGNED' | 'DECLINED', quality?: Partial<Request>) =>
  answer('get', `/v3/direct/signature-requests/${credentials.id}`, {
    ...request(status),
    ...quality,
  });

// The guest's document is the viewer's one-page sample, so every state shows a painted page.
const documentDownload = sampleDocumentDownload('*/v3/direct/documents/:id/download');

const guestUser = answer('get', '/v1/direct/user', {
  id: guestSid,
  email: 'guest@example.ch',
  firstName: 'Gina',
  lastName: '',
  mobile: null,
  language: 'en-gb',
  immutableEidFields: [],
  signatureQualities: { ses: { any: { quality: 'ses' } } },
  highestQuality: 'ses',
});

const requestAt = (status: 'OPEN' | 'SIGNED' | 'DECLINED') => [
  requestOnly(status),
  guestUser,
  documentDownload,
];

function StoryRouter({ Story, fullscreen }: { Story: ComponentType; fullscreen: boolean }) {
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({
        staticData: { roles: [], layout: 'none' },
        component: () => (
          <main style={fullscreen ? { padding: 16 } : undefined}>
            <Story />
            <ShellHosts initial={{ dialogs: signingDialogs, overlays: signingOverlays }} />
          </main>
        ),
      }),
      history: createMemoryHistory({ initialEntries: ['/view/sr_Qm4nT8wLp2Yc7Vx1/sig_1'] }),
    }),
  );
  return <RouterProvider router={router} />;
}

const withRouterAndHosts: Decorator = (Story, { parameters }) => (
  <StoryRouter Story={Story} fullscreen={parameters.layout === 'fullscreen'} />
);

const meta = {
  title: 'Pages/Signing/Guest signing page',
  component: GuestSigningPage,
  args: {
    credentials,
    exit: { timeout: 45, declineRedirect: true },
  },
  decorators: [withRouterAndHosts],
  // pdf.js is fetched before the story renders, so the play function times the page, not it.
  loaders: [
    async () => {
      await loadPdfjs();
      return {};
    },
  ],
  parameters: { layout: 'padded', msw: { handlers: requestAt('OPEN') } },
} satisfies Meta<typeof GuestSigningPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadyToSign: Story = {
  tags: ['page'],
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    await paintedPage(canvasElement);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Rental agreement Bahnhofstrasse 12' }),
    ).toBeVisible();
    await expect(canvas.getByText('From Dana Demo')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Decline' })).toBeEnabled();
    await expect(canvas.getByRole('img', { name: 'Your signature box' })).toBeInTheDocument();
  },
};

export const NextSignatureBox: Story = {
  play: async ({ canvasElement }) => {
    await paintedPage(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next: your signature box' }));
    // The guest lands on their box: it has the focus, so keyboard and screen reader are there.
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Your signature box' })).toHaveFocus(),
    );
  },
};

export const SkipToDocument: Story = {
  play: async ({ canvasElement }) => {
    await paintedPage(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to the document' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#guest-documents');
  },
};

export const TanStep: Story = {
  parameters: {
    msw: {
      handlers: [
        ...requestAt('OPEN'),
        answer('get', `/v3/direct/signature-requests/${credentials.id}/lock-status`, {
          locked: false,
        }),
        answer(
          'post',
          '/v1/direct/tan/resend',
          { destinationHint: 'g***@example.ch', expiresAt: '2026-11-22T01:00:00Z' },
          202,
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await paintedPage(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign' }));
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Enter your one-time password' }),
    );
    await expect(dialog.getByText(/g\*\*\*@example.ch/)).toBeVisible();
    // The caret waits in the code field, not on the dialog.
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: 'One-time password' })).toHaveFocus(),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    clearAnnouncements();
  },
};

export const Signed: Story = {
  parameters: { msw: { handlers: requestAt('SIGNED') } },
  play: async ({ canvasElement }) => {
    await paintedPage(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You have signed this request.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Sign' })).toBeNull();
  },
};

export const Declined: Story = {
  parameters: { msw: { handlers: requestAt('DECLINED') } },
  play: async ({ canvasElement }) => {
    await paintedPage(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You have declined this request.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Decline' })).toBeNull();
  },
};

export const Preview: Story = {
  args: { preview: true, refreshAction: true },
  play: async ({ canvasElement }) => {
    await paintedPage(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Preview: you can read/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Sign' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
  },
};

// A qualified request under eIDAS, and a guest with no identification yet: signing leads to it.
export const IdentificationNeeded: Story = {
  parameters: {
    msw: {
      handlers: [
        requestOnly('OPEN', { quality: 'QES', legislation: 'EIDAS' }),
        guestUser,
        documentDownload,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await paintedPage(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign' }));
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Upgrade your signature' }),
    );
    await expect(
      dialog.getByText(/needs a qualified signature under EU law \(eIDAS\)\. Identify yourself/),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Identify now' })).toBeVisible();
    // No code is sent for a signature the guest cannot make yet.
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Sign' })).toBeEnabled());
    clearAnnouncements();
  },
};

// The server finds the identification missing when the code is sent: the same way on.
export const IdentificationRequiredOnSign: Story = {
  parameters: {
    msw: {
      handlers: [
        ...requestAt('OPEN'),
        answer('get', `/v3/direct/signature-requests/${credentials.id}/lock-status`, {
          locked: false,
        }),
        answer(
          'post',
          '/v1/direct/tan/resend',
          { destinationHint: 'g***@example.ch', expiresAt: '2026-11-22T01:00:00Z' },
          202,
        ),
        problem('post', '/v3/direct/sign', 422, 'IDENTIFICATION_REQUIRED'),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await paintedPage(canvasElement);
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign' }));
    const tan = within(await body.findByRole('dialog', { name: 'Enter your one-time password' }));
    await userEvent.type(tan.getByRole('textbox', { name: 'One-time password' }), '482913');
    await userEvent.click(tan.getByRole('button', { name: 'Sign now' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Upgrade your signature' }));
    await expect(dialog.getByRole('button', { name: 'Identify now' })).toBeVisible();
    // Not the failure overlay: the identification is the way on.
    await expect(body.queryByRole('dialog', { name: 'Signing failed' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    clearAnnouncements();
  },
};

const businessId = 'biz_4Tq9LmZx2Wc7Rp1K';
// A drawn logo, so the picture is the same on every machine (no image file, no font).
const logoUrl = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48">' +
    '<rect width="160" height="48" rx="8" fill="#1d4ed8"/>' +
    '<circle cx="24" cy="24" r="12" fill="#fff"/>' +
    '<rect x="48" y="16" width="96" height="16" rx="4" fill="#bfdbfe"/></svg>',
)}`;

/** The sender is a member of a business: its logo and name head the page. */
export const SentByBusiness: Story = {
  tags: ['page'],
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        requestOnly('OPEN', { business_id: businessId }),
        answer('get', `/v2/direct/businesses/${businessId}/public-information`, {
          id: businessId,
          name: 'Muster Treuhand AG',
          logo: { width: 160, height: 48, url: logoUrl },
          supportContact: { email: 'support@muster-treuhand.example' },
        }),
        guestUser,
        documentDownload,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await paintedPage(canvasElement);
    const canvas = within(canvasElement);
    const logo = await canvas.findByRole('img', { name: 'Muster Treuhand AG' });
    await waitFor(() => expect((logo as HTMLImageElement).complete).toBe(true));
    await expect(logo).toBeVisible();
    await expect(canvas.getByText('Muster Treuhand AG')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: 'Rental agreement Bahnhofstrasse 12' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign' })).toBeEnabled();
  },
};
