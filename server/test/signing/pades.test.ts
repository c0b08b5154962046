import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import { samplePdf } from '../../src/pdf/sample-pdf.ts';
import {
  loadOrCreateAuthority,
  type CertificateAuthority,
} from '../../src/pki/certificate-authority.ts';
import type { SignatureQuality } from '../../src/pki/oids.ts';
import { signPdf, type SignPdfOptions } from '../../src/pki/pades.ts';
import {
  createLocalTimestampAuthority,
  type TimestampAuthority,
} from '../../src/pki/timestamp-authority.ts';
import { verifyPdfSignatures } from '../../src/pki/verify.ts';
import { differingPixels, missingTools, pdfsig, qpdfCheck, renderPage } from './tools.ts';

const tools = missingTools.length === 0;

interface Signer {
  name: string;
  quality: SignatureQuality;
  appearance: SignPdfOptions['appearance'];
}

const SIGNERS: Signer[] = [
  {
    name: 'Ada Lovelace',
    quality: 'AES',
    appearance: {
      page: 1,
      rect: { x: 64, y: 560, width: 220, height: 64 },
      content: stamp('Ada Lovelace'),
    },
  },
  {
    name: 'Zoë Müller',
    quality: 'DEMO',
    appearance: {
      page: 0,
      rect: { x: 320, y: 690, width: 200, height: 70 },
      content: stamp('Zoë Müller'),
    },
  },
  { name: 'Chidi Okafor', quality: 'QES', appearance: null },
];

function stamp(name: string) {
  return {
    lines: [
      { text: name, size: 11, bold: true },
      { text: 'Signed 21 Nov 2026, 14:02 UTC', color: 'muted' as const },
      { text: 'Advanced electronic signature · Paraph', size: 7, color: 'accent' as const },
    ],
  };
}

let authority: CertificateAuthority;
let tsa: TimestampAuthority;
let original: Uint8Array;
/** signed[n] = the document after n + 1 signatures. */
const signed: Uint8Array[] = [];

beforeAll(async () => {
  authority = await loadOrCreateAuthority({});
  tsa = createLocalTimestampAuthority(authority);
  original = await samplePdf({ title: 'Service agreement', pages: 2 });
  const qrPng = await QRCode.toBuffer('https://paraph.example/verify/abc', {
    margin: 1,
    width: 96,
  });
  let pdf = original;
  for (const [index, signer] of SIGNERS.entries()) {
    const credentials = await authority.issueSignerCertificate({
      name: signer.name,
      email: `signer${index}@example.com`,
      quality: signer.quality,
      legislation: 'EIDAS',
    });
    const appearance =
      signer.appearance && index === 0
        ? {
            ...signer.appearance,
            content: { ...signer.appearance.content, qrPng, imagePng: qrPng },
          }
        : signer.appearance;
    pdf = await signPdf(pdf, {
      signer: credentials,
      name: signer.name,
      reason: 'I approve this document',
      location: 'Zürich',
      contactInfo: `signer${index}@example.com`,
      signingTime: new Date(),
      timestampAuthority: tsa,
      appearance,
    });
    signed.push(pdf);
  }
});

describe('signPdf', () => {
  it('appends an incremental update and leaves the earlier bytes untouched', () => {
    let previous = original;
    for (const pdf of signed) {
      expect(pdf.length).toBeGreaterThan(previous.length);
      expect(Buffer.from(pdf.subarray(0, previous.length)).equals(Buffer.from(previous))).toBe(
        true,
      );
      previous = pdf;
    }
  });

  describe.skipIf(!tools)('with poppler and qpdf', () => {
    it.each([1, 2, 3])('%i signer(s): pdfsig validates every signature', (count) => {
      const pdf = signed[count - 1]!;
      const report = pdfsig(pdf);
      expect(report).toHaveLength(count);
      report.forEach((signature, index) => {
        expect(signature.valid, signature.text).toBe(true);
        expect(signature.commonName).toBe(SIGNERS[index]!.name);
        expect(signature.totalDocumentSigned).toBe(index === count - 1);
      });
      const check = qpdfCheck(pdf);
      expect([0, 3], check.output).toContain(check.status);
      expect(check.output).toContain('No syntax or stream encoding errors found');
    });

    it('a flipped byte inside the signed range breaks every signature', () => {
      const pdf = Buffer.from(signed[2]!);
      // The binary comment on the header's second line: covered by all ranges, harmless to parse.
      pdf[11] = pdf[11]! ^ 0x01;
      const report = pdfsig(pdf);
      expect(report).toHaveLength(3);
      for (const signature of report) {
        expect(signature.valid).toBe(false);
        expect(signature.text).toMatch(/Digest Mismatch|not valid|Invalid/i);
      }
    });

    it('a changed byte in the last update breaks only the last signature', () => {
      const pdf = Buffer.from(signed[2]!);
      // One hex digit of the last /Reason: the file still parses, only its digest changes.
      const at =
        pdf.indexOf('/Reason <FEFF00', signed[1]!.length, 'latin1') + '/Reason <FEFF00'.length;
      pdf[at] = pdf[at] === 0x34 ? 0x35 : 0x34;
      const report = pdfsig(pdf);
      expect(report.map((s) => s.valid)).toEqual([true, true, false]);
      expect(report[2]!.text).toContain('Digest Mismatch');
    });

    it('draws each stamp where it was placed and nothing elsewhere', () => {
      for (const signer of SIGNERS.filter((s) => s.appearance)) {
        const { page, rect } = signer.appearance!;
        const before = renderPage(original, page);
        const after = renderPage(signed[2]!, page);
        expect(after.width).toBe(before.width);
        const inside = differingPixels(before, after, rect);
        expect(inside).toBeGreaterThan(rect.width * rect.height * 0.03);
        // A band above the stamp and the page's top-left corner are untouched.
        expect(
          differingPixels(before, after, {
            x: rect.x,
            y: rect.y - 40,
            width: rect.width,
            height: 30,
          }),
        ).toBe(0);
        expect(differingPixels(before, after, { x: 0, y: 0, width: 60, height: 60 })).toBe(0);
      }
    });

    it('repairs an unsigned original whose startxref is wrong, once, before the first signature', async () => {
      const text = Buffer.from(original).toString('latin1');
      const at = text.lastIndexOf('startxref') + 'startxref\n'.length;
      const broken = Buffer.from(original);
      broken.write('1', at, 'latin1'); // the offset now points at the wrong object
      const credentials = await authority.issueSignerCertificate({
        name: 'Repair Test',
        email: 'repair@example.com',
        quality: 'SES',
      });
      const pdf = await signPdf(broken, {
        signer: credentials,
        name: 'Repair Test',
        reason: 'Test',
        signingTime: new Date(),
      });
      expect(pdfsig(pdf).map((s) => s.valid)).toEqual([true]);
    });
  });
});

describe('verifyPdfSignatures', () => {
  it('lists every signature in order with its signer, quality and time-stamp', async () => {
    const result = await verifyPdfSignatures(signed[2]!, [authority.certificates().root]);
    expect(result.map((s) => s.name)).toEqual(SIGNERS.map((s) => s.name));
    expect(result.map((s) => s.quality)).toEqual(['AES', 'DEMO', 'QES']);
    expect(result.map((s) => s.legislation)).toEqual(['EIDAS', 'EIDAS', 'EIDAS']);
    expect(result.map((s) => s.coversWholeDocument)).toEqual([false, false, true]);
    for (const signature of result) {
      expect(signature.intact).toBe(true);
      expect(signature.trusted).toBe(true);
      expect(signature.subFilter).toBe('ETSI.CAdES.detached');
      expect(signature.reason).toBe('I approve this document');
      expect(signature.location).toBe('Zürich');
      expect(signature.chain.map((c) => c.subject)).toEqual([
        'CN=Paraph Issuing CA, O=Paraph',
        'CN=Paraph Root CA, O=Paraph',
      ]);
      expect(signature.timestamp?.intact).toBe(true);
    }
    expect(result[1]!.certificate?.subject).toContain('OU=DEMO – not legally binding');
  });

  it('reports tampering and untrusted roots', async () => {
    const tampered = Buffer.from(signed[1]!);
    tampered[11] = tampered[11]! ^ 0x01;
    const result = await verifyPdfSignatures(tampered);
    expect(result.map((s) => s.intact)).toEqual([false, false]);
    expect(result.map((s) => s.trusted)).toEqual([false, false]);

    const other = await loadOrCreateAuthority({ keyPoolSize: 0 });
    const foreign = await verifyPdfSignatures(signed[0]!, [other.certificates().root]);
    expect(foreign[0]!.intact).toBe(true);
    expect(foreign[0]!.trusted).toBe(false);
  });

  it('returns nothing for an unsigned document', async () => {
    expect(await verifyPdfSignatures(original)).toEqual([]);
  });
});

describe('timing', () => {
  it('signs and verifies a 200-page document', { timeout: 60_000 }, async () => {
    const big = await samplePdf({ title: 'Long contract', pages: 200 });
    const credentials = await authority.issueSignerCertificate({
      name: 'Timing Test',
      email: 'timing@example.com',
      quality: 'AES',
    });
    const options = {
      signer: credentials,
      name: 'Timing Test',
      reason: 'Benchmark',
      signingTime: new Date(),
      timestampAuthority: tsa,
      appearance: SIGNERS[0]!.appearance && { ...SIGNERS[0]!.appearance, page: 199 },
    };
    let start = performance.now();
    const once = await signPdf(big, options);
    const first = performance.now() - start;
    start = performance.now();
    const twice = await signPdf(once, options);
    const second = performance.now() - start;
    start = performance.now();
    const result = await verifyPdfSignatures(twice);
    const verify = performance.now() - start;
    console.log(
      `200 pages (${Math.round(big.length / 1024)} KB): sign #1 ${first.toFixed(0)} ms, ` +
        `sign #2 ${second.toFixed(0)} ms, verify both ${verify.toFixed(0)} ms`,
    );
    expect(result.map((s) => s.intact)).toEqual([true, true]);
    if (tools) expect(pdfsig(twice).map((s) => s.valid)).toEqual([true, true]);
  });
});
