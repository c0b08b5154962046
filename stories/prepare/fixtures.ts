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

/**
 * A two-page contract with real text: paragraphs on both pages, and on the last a closing
 * paragraph and a place-and-date line, so boxes have text to keep clear of.
 */
export async function contractPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const paragraph =
    'The provider delivers the services described in the annex. The client pays the agreed fee within thirty days of each invoice.';
  for (let index = 0; index < 2; index += 1) {
    const page = pdf.addPage([595.28, 841.89]);
    page.drawText(`Service agreement, page ${index + 1}`, { x: 56, y: 770, size: 18, font: bold });
    const lines = index === 0 ? 14 : 6;
    for (let line = 0; line < lines; line += 1) {
      page.drawText(line % 3 === 2 ? paragraph.slice(0, 60) : paragraph.slice(0, 88), {
        x: 56,
        y: 730 - line * 16 - Math.floor(line / 3) * 12,
        size: 10,
        font,
      });
    }
    if (index === 1) {
      page.drawText('Place and date: Bern, 20 November 2026', { x: 56, y: 560, size: 10, font });
    }
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

/** Three signers, none with a box yet. */
export const threeSigners: SignatureRequest = {
  ...filledDraft,
  signatures: [
    ...filledDraft.signatures.map((signature) => ({ ...signature, document_signatures: [] })),
    {
      sid: 'sig_nora',
      status_code: 'DRAFT',
      account_email: 'nora.notary@example.ch',
      signer_identity_data: {
        email_address: 'nora.notary@example.ch',
        first_name: 'Nora',
        last_name: 'Notary',
        language: 'fr',
      },
      sequence: 3,
      notify: true,
      document_signatures: [],
    },
  ],
};
