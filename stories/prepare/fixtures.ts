import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import type { SignatureRequest } from '../../src/features/prepare/api/request';

/** A tiny A4 PDF made in the story, so the viewer has real pages to place boxes on. */
export async function samplePdf(pages = 2): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let index = 0; index < pages; index += 1) {
    pdf.addPage([595.28, 841.89]).drawText(`Service agreement, page ${index + 1}`, {
      x: 56,
      y: 770,
      size: 18,
      font,
    });
  }
  return pdf.save();
}

const at = '2026-11-20T08:00:00.000Z';

export const emptyDraft: SignatureRequest = {
  id: 'sr_story',
  title: 'Service agreement',
  message: '',
  status_overall: 'DRAFT',
  quality: 'SES',
  legislation: 'UNDEFINED',
  documents: [{ id: 'doc_story', name: 'service-agreement.pdf', version_id: 'doc_story' }],
  signatures: [],
  observers: [],
  owner: { email_address: 'demo@paraph.example', first_name: 'Dana', last_name: 'Demo' },
  created_at: at,
  updated_at: at,
};

export const filledDraft: SignatureRequest = {
  ...emptyDraft,
  message: 'Please sign by Friday.',
  quality: 'QES',
  legislation: 'ZERTES',
  signatures: [
    {
      sid: 'sig_max',
      status_code: 'DRAFT',
      account_email: 'max.muster@example.ch',
      signer_identity_data: {
        email_address: 'max.muster@example.ch',
        first_name: 'Max',
        last_name: 'Muster',
        language: 'de',
      },
      sequence: 1,
      notify: true,
      document_signatures: [
        {
          document_id: 'doc_story',
          visual_signature: { positions: [{ page: 0, x: 56, y: 600, width: 300, height: 140 }] },
        },
      ],
    },
    {
      sid: 'sig_lea',
      status_code: 'DRAFT',
      account_email: 'lea.legal@acme.example',
      signer_identity_data: {
        email_address: 'lea.legal@acme.example',
        first_name: 'Lea',
        last_name: 'Legal',
        language: 'en',
      },
      sequence: 2,
      notify: true,
      document_signatures: [],
    },
  ],
  observers: [
    { id: 'obs_office', type: 'USER', invited_at: at, user_info: { email: 'office@acme.example' } },
  ],
};
