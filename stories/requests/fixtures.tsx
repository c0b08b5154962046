import { Suspense, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import contract from '../../openapi/bundled.gen.json';
import type { components } from '../../openapi/schema.gen';
import { RequestViewSkeleton } from '../../src/features/requests';
import { sampleDocumentDownload } from '../fixtures/sample-document';

type Schemas = components['schemas'];

// The contract's own examples, so the stories show what the server really sends.
export const openRequest = contract.components.examples.SignatureRequestOpen
  .value as Schemas['SignatureRequest'];
export const history = contract.components.examples.RequestEvents.value as Schemas['RequestEvents'];

const owner = openRequest.owner.email_address;
const signer = openRequest.signatures[1]!.signer_identity_data.email_address;

export const requestState = (
  status: Schemas['StatusOverall'],
  signatureStatus: Schemas['SignatureStatus'],
): Schemas['SignatureRequest'] => ({
  ...openRequest,
  status_overall: status,
  signatures: openRequest.signatures.map((signature) =>
    signature.status_code === 'SIGNED' && status !== 'DRAFT'
      ? signature
      : { ...signature, status_code: signatureStatus },
  ),
});

/**
 * The open request with its second signer replaced by the signer group "Management board":
 * one row per member, open; or signed by Nina, Marco's row closed (WITHDRAWN).
 */
export function groupRequest(state: 'open' | 'signed'): Schemas['SignatureRequest'] {
  const [first, second] = openRequest.signatures as [Schemas['Signature'], Schemas['Signature']];
  const member = (sid: string, first_name: string, status_code: Schemas['SignatureStatus']) => ({
    ...second,
    sid,
    status_code,
    account_email: `${first_name.toLowerCase()}.member@acme.example`,
    signer_identity_data: {
      email_address: `${first_name.toLowerCase()}.member@acme.example`,
      first_name,
      last_name: 'Member',
      mobile_number: null,
      language: 'en' as const,
    },
    signer_group_id: 'grp_Zx9cV7bN5mQ3wE1r',
    ...(status_code === 'SIGNED' ? { signed_at: '2026-11-21T09:30:00.000Z' } : {}),
  });
  return {
    ...openRequest,
    // The group counts once: with Nina's signature every signer has signed.
    status_overall: state === 'signed' ? 'SIGNED' : 'OPEN',
    signatures: [
      first,
      member('sig_Gm1aB2cD3eF4gH5i', 'Marco', state === 'signed' ? 'WITHDRAWN' : 'OPEN'),
      member('sig_Gm6jK7lM8nP9qR0s', 'Nina', state === 'signed' ? 'SIGNED' : 'OPEN'),
    ],
  };
}

const userAs = (email: string) =>
  http.get('*/v1/user', async () => {
    const example = contract.paths['/v1/user'].get.responses['200'].content['application/json']
      .example as Schemas['User'];
    return HttpResponse.json({ ...example, email });
  });

/** The request page's reads (the request, its history, the viewer, the document), answered for one request and one viewer. */
export function viewHandlers(
  request: Schemas['SignatureRequest'],
  viewer: 'owner' | 'signer' = 'owner',
  events: Schemas['RequestEvent'][] = history.events,
) {
  return [
    http.get('*/v3/signature-requests/:id', () => HttpResponse.json(request)),
    http.get('*/v3/signature-requests/:id/events', () => HttpResponse.json({ events })),
    userAs(viewer === 'owner' ? owner : signer),
    sampleDocumentDownload('*/v3/documents/:id/download'),
  ];
}

/** An API error as the server sends it (problem+json). */
export function problem(
  method: 'get' | 'post' | 'delete',
  path: string,
  status: number,
  code: string,
) {
  return http[method](`*${path}`, () =>
    HttpResponse.json(
      { type: 'about:blank', status, code, message: code, method: method.toUpperCase(), path },
      { status, headers: { 'Content-Type': 'application/problem+json' } },
    ),
  );
}

export const pending = (method: 'get' | 'post' | 'delete', path: string) =>
  http[method](`*${path}`, async () => {
    await delay('infinite');
    return new HttpResponse(null, { status: 204 });
  });

/**
 * Pages read through suspense; the page sits in the main landmark, as in the app. A page
 * story (`layout: 'fullscreen'`, tagged `page`) fills any viewport, padded as in the app.
 */
export const page: Decorator = (Story, { parameters }) => (
  <main
    style={
      parameters.layout === 'fullscreen'
        ? { padding: 16, maxWidth: 1280, margin: '0 auto', boxSizing: 'border-box' }
        : { width: 1100 }
    }
  >
    <Suspense fallback={<RequestViewSkeleton />}>
      <Story />
    </Suspense>
  </main>
);

export function Frame({ children }: { children: ReactNode }) {
  return <main style={{ width: 1100 }}>{children}</main>;
}

export { clearAnnouncements } from '../live-announcer';
