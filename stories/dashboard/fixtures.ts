import { delay, http, HttpResponse } from 'msw';
import contract from '../../openapi/bundled.gen.json';
import type {
  SignatureRequestPage,
  SignatureRequestSummary,
} from '../../src/features/dashboard/api/signature-requests';

// The contract's own example, so the stories show what the server really sends.
const page = contract.paths['/v3/signature-requests'].get.responses['200'].content[
  'application/json'
].example as SignatureRequestPage;
const example = page.items[0] as SignatureRequestSummary;

const alex = {
  email_address: 'alex@example.ch',
  first_name: 'Alex',
  last_name: 'Keller',
};

export const openRequest = example;

export const pendingRequest: SignatureRequestSummary = {
  ...example,
  id: 'sr_pending',
  title: 'Freelance contract – website redesign',
  quality: 'AES',
  my_signature_status: null,
  signatures: [
    {
      sid: 'sig_alex',
      status_code: 'OPEN',
      account_email: alex.email_address,
      signer_identity_data: alex,
      sequence: null,
      signed_at: null,
    },
  ],
};

export const signedRequest: SignatureRequestSummary = {
  ...example,
  id: 'sr_signed',
  title: 'Non-disclosure agreement Alpine Consulting',
  status_overall: 'SIGNED',
  quality: 'QES',
  documents: [...example.documents, { id: 'doc_annex', name: 'annex.pdf' }],
  signatures: [
    { ...example.signatures[0]!, status_code: 'SIGNED', signed_at: '2026-11-19T10:00:00.000Z' },
    {
      sid: 'sig_alex',
      status_code: 'SIGNED',
      account_email: alex.email_address,
      signer_identity_data: alex,
      sequence: 2,
      signed_at: '2026-11-19T11:00:00.000Z',
    },
  ],
};

export const draftRequest: SignatureRequestSummary = {
  ...example,
  id: 'sr_draft',
  title: 'Consulting agreement Q1',
  status_overall: 'DRAFT',
  quality: 'DEMO',
  my_signature_status: null,
  signatures: [{ ...pendingRequest.signatures[0]!, status_code: 'DRAFT' }],
};

export const counts = { all: 3, toSign: 1, pending: 1, completed: 1, declined: 0, drafts: 1 };
export const noCounts = { all: 0, toSign: 0, pending: 0, completed: 0, declined: 0, drafts: 0 };

export const listPage = (
  items: SignatureRequestSummary[],
  overrides: Partial<SignatureRequestPage> = {},
): SignatureRequestPage => ({
  ...page,
  items,
  total_items: items.length,
  total_pages: items.length > 0 ? 1 : 0,
  current_page: 1,
  counts,
  ...overrides,
});

/** GET /v3/signature-requests answering `body` whatever the query. */
export const listAnswers = (body: SignatureRequestPage) =>
  http.get('*/v3/signature-requests', () => HttpResponse.json(body));

/** DELETE of a draft that takes a moment, so the dialog's loading state shows. */
export const deleteDraftAnswers = http.delete('*/v3/signature-requests/:id', async () => {
  await delay(50);
  return new HttpResponse(null, { status: 204 });
});
