import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePdfInspection, inspectPdf, PdfRejected } from '../../src/pdf/pdf-inspect';
import {
  loadOrCreateAuthority,
  type CertificateAuthority,
} from '../../src/pki/certificate-authority';
import { signPdf } from '../../src/pki/pades';
import { verifyPdfSignatures } from '../../src/pki/verify';
import { missingTools, pdfsig } from '../signing/tools';
import { pdfWithTrailerSize } from './malformed-pdfs';

/**
 * The signer numbers its new objects from the trailer's /Size. Above ~10^8 poppler cannot index
 * them and pdfsig finds no signature while our verification finds a valid one, so uploads
 * refuse a /Size far beyond the objects the file holds, and accept a merely generous one.
 */

const ABSURD = 2_000_000_000;
/** Larger than real files declare (a few unused numbers), far below what poppler gives up on. */
const GENEROUS = 50_000;

afterAll(() => closePdfInspection());

async function inspection(bytes: Uint8Array) {
  try {
    return (await inspectPdf(bytes)).pageCount;
  } catch (error) {
    if (error instanceof PdfRejected) return error.code;
    throw error;
  }
}

describe('the trailer /Size at upload', () => {
  it(`refuses /Size ${ABSURD} as damaged`, async () => {
    expect(await inspection(await pdfWithTrailerSize(ABSURD))).toBe('DOCUMENT_DAMAGED');
  });

  it(`accepts /Size ${GENEROUS} for a file of a dozen objects`, async () => {
    expect(await inspection(await pdfWithTrailerSize(GENEROUS))).toBe(1);
  });
});

describe.skipIf(missingTools.includes('pdfsig'))('signing, checked with pdfsig', () => {
  let authority: CertificateAuthority;
  beforeAll(async () => {
    authority = await loadOrCreateAuthority({});
  });

  async function sign(pdf: Uint8Array) {
    const signer = await authority.issueSignerCertificate({
      name: 'Trailer Size',
      email: 'size@example.com',
      quality: 'AES',
      legislation: 'EIDAS',
    });
    return signPdf(pdf, {
      signer,
      name: 'Trailer Size',
      reason: 'Test',
      signingTime: new Date(),
      appearance: null,
    });
  }

  it('pdfsig and our verification agree on a file the upload accepts', async () => {
    const signed = await sign(await pdfWithTrailerSize(GENEROUS));
    expect((await verifyPdfSignatures(signed)).map((s) => s.intact)).toEqual([true]);
    expect(pdfsig(signed).map((s) => s.valid)).toEqual([true]);
  });

  it('they disagree on the file the upload refuses: the reason it is refused', async () => {
    const signed = await sign(await pdfWithTrailerSize(ABSURD));
    expect((await verifyPdfSignatures(signed)).map((s) => s.intact)).toEqual([true]);
    expect(pdfsig(signed)).toEqual([]);
  });
});
