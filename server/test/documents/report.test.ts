import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { buildReport, type ReportEvent, type ReportInput } from '../../src/pdf/report';
import { renderReportHtml } from '../../src/pdf/report-html';
import { renderReportPdf } from '../../src/pdf/report-pdf';
import { specPath } from '../../src/openapi/spec';
import { openWithPdfjs } from '../../src/pdf/pdfjs-open';

/** The text of every page, one string per page, as pdf.js reads it. */
async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const pdf = await openWithPdfjs(bytes.slice());
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  await pdf.destroy();
  return pages;
}

// The Report component compiled against the bundled contract, so its $refs resolve as served.
const SPEC_ID = 'https://paraph.example/openapi.json';
const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
ajv.addSchema({ ...(JSON.parse(readFileSync(specPath, 'utf8')) as object), $id: SPEC_ID });
const validateReport = ajv.compile({ $ref: `${SPEC_ID}#/components/schemas/Report` });

const HASH = 'a'.repeat(64);
const at = (minute: number) => new Date(Date.UTC(2025, 2, 14, 9, minute, 0, 123));

function event(type: string, overrides: Partial<ReportEvent> = {}): ReportEvent {
  return {
    type,
    at: at(0),
    actorEmail: null,
    signatureId: null,
    ip: null,
    userAgent: null,
    message: null,
    data: {},
    hash: HASH,
    ...overrides,
  };
}

function input(overrides: Partial<ReportInput> = {}): ReportInput {
  return {
    request: {
      id: 'sr_8Jm3kQ2xZr5tW9aB',
      title: 'Rental agreement',
      status: 'SIGNED',
      createdAt: at(0),
      owner: { email: 'Owner@paraph.example', firstName: 'Olga', lastName: null },
    },
    signers: [
      {
        id: 'sig_AAAAAAAAAAAAAAAA',
        email: 'anna@paraph.example',
        firstName: 'Anna',
        lastName: 'Muster',
        mobile: '079 555 0123',
        status: 'SIGNED',
        signedAt: at(5),
        quality: 'QES',
        legislation: 'ZERTES',
      },
      {
        id: 'sig_BBBBBBBBBBBBBBBB',
        email: 'ben@paraph.example',
        firstName: null,
        lastName: null,
        mobile: null,
        status: 'OPEN',
        signedAt: null,
        quality: null,
        legislation: null,
      },
    ],
    documents: [
      {
        id: 'doc_CCCCCCCCCCCCCCCC',
        name: 'contract.pdf',
        sha256: HASH,
        size: 12345,
        pageCount: 3,
        signed: true,
      },
    ],
    attachments: [{ filename: 'id-card.png', sha256: 'b'.repeat(64), erased: true }],
    events: [
      event('CREATED', { actorEmail: 'owner@paraph.example', ip: '203.0.113.7' }),
      event('INITIATED', { actorEmail: 'owner@paraph.example', at: at(1) }),
      event('VIEWED', {
        signatureId: 'sig_AAAAAAAAAAAAAAAA',
        actorEmail: 'anna@paraph.example',
        ip: '2001:db8::1',
        userAgent: 'Mozilla/5.0',
        at: at(2),
      }),
      event('SIGNED', {
        signatureId: 'sig_AAAAAAAAAAAAAAAA',
        actorEmail: 'anna@paraph.example',
        ip: '2001:db8::1',
        at: at(5),
        message: 'Gladly',
        data: {
          quality: 'QES',
          legislation: 'ZERTES',
          documents: [{ id: 'doc_CCCCCCCCCCCCCCCC', sha256: HASH, pageCount: 3, size: 12345 }],
          certificate: { subject: 'CN=Anna Muster', serial: '01AB', issuer: 'CN=Swiss CA' },
        },
      }),
      event('REMINDED', { actorEmail: 'owner@paraph.example', at: at(6) }),
      event('COMPLETED', { at: at(7) }),
    ],
    auditTrail: {
      valid: true,
      event_count: 7,
      head_hash: HASH,
      verified_at: at(30).toISOString(),
    },
    generatedAt: at(30),
    ...overrides,
  };
}

describe('buildReport', () => {
  it('produces JSON the contract accepts', () => {
    const report = buildReport(input());
    expect(validateReport(report) ? [] : validateReport.errors).toEqual([]);
    expect(report.header).toEqual({
      signatureRequestID: 'sr_8Jm3kQ2xZr5tW9aB',
      title: 'Rental agreement',
      status: 'SIGNED',
      signatureCount: 2,
      signatureCountSigned: 1,
      attachmentNames: ['id-card.png'],
    });
  });

  it('maps each signer’s events to user actions, with signing details', () => {
    const [anna, ben, owner] = buildReport(input()).userList;
    expect(anna).toEqual({
      id: 'sig_AAAAAAAAAAAAAAAA',
      firstname: 'Anna',
      lastname: 'Muster',
      email: 'anna@paraph.example',
      mobile: '079 555 0123',
      businessName: null,
      userActions: [
        {
          name: 'VIEWED',
          ip: '2001:db8::1',
          time: '2025-03-14T09:02:00.123Z',
          signatureId: 'sig_AAAAAAAAAAAAAAAA',
        },
        {
          name: 'SIGNED',
          ip: '2001:db8::1',
          time: '2025-03-14T09:05:00.123Z',
          quality: 'QES',
          legislation: 'ZERTES',
          documentId: 'doc_CCCCCCCCCCCCCCCC',
          documentSha256: HASH,
          documentPageCount: 3,
          documentSize: 12345,
          message: 'Gladly',
          signatureId: 'sig_AAAAAAAAAAAAAAAA',
          certificateSubject: 'CN=Anna Muster',
          certificateSerial: '01AB',
          certificateIssuer: 'CN=Swiss CA',
        },
      ],
    });
    expect(ben).toEqual({
      id: 'sig_BBBBBBBBBBBBBBBB',
      email: 'ben@paraph.example',
      mobile: null,
      businessName: null,
      userActions: [],
    });
    // The owner's own actions, matched case-insensitively; system events belong to nobody.
    expect(owner?.id).toBe('sr_8Jm3kQ2xZr5tW9aB');
    expect(owner?.firstname).toBe('Olga');
    expect(owner?.lastname).toBeUndefined();
    expect(owner?.userActions.map((action) => action.name)).toEqual([
      'CREATED',
      'INITIATED',
      'REMINDED',
    ]);
    expect(owner?.userActions[0]).toEqual({
      name: 'CREATED',
      ip: '203.0.113.7',
      time: '2025-03-14T09:00:00.123Z',
    });
  });

  it('leaves out event data that does not fit the contract', () => {
    const report = buildReport(
      input({
        events: [
          event('SIGNED', {
            signatureId: 'sig_AAAAAAAAAAAAAAAA',
            message: 'x'.repeat(2000),
            data: {
              quality: 'BOGUS',
              legislation: null,
              documents: [{ id: '../x', sha256: 'XYZ', pageCount: 0, size: -1 }],
              certificate: 'not an object',
            },
          }),
        ],
      }),
    );
    expect(validateReport(report) ? [] : validateReport.errors).toEqual([]);
    const [action] = report.userList[0]?.userActions ?? [];
    expect(Object.keys(action ?? {}).sort()).toEqual(['message', 'name', 'signatureId', 'time']);
    expect(action?.message).toHaveLength(1024);
  });
});

describe('renderReportHtml', () => {
  it('is a standalone page that escapes user text', () => {
    const html = renderReportHtml(
      input({
        request: { ...input().request, title: '<script>alert(1)</script> & co' },
        events: [event('DECLINED', { message: '"><img src=x onerror=alert(1)>' })],
        auditTrail: { ...input().auditTrail, valid: false, first_invalid_seq: 1 },
      }),
    );
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain(
      '<title>Signature protocol – &lt;script&gt;alert(1)&lt;/script&gt; &amp; co</title>',
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('Audit trail has been altered: the chain breaks at event 1 of 7');
    expect(html).toContain('<th scope="col">SHA-256</th>');
    expect(html).toContain(`<code>${HASH}</code>`);
  });

  it('names the law of a signature, and none for a signature bound to no law', () => {
    const [anna, ben] = input().signers;
    const html = renderReportHtml(
      input({
        signers: [
          { ...anna!, legislation: 'ZERTES' },
          { ...ben!, status: 'SIGNED', quality: 'SES', legislation: 'UNDEFINED' },
        ],
      }),
    );
    expect(html).toContain('<td>Swiss law (ZertES)</td>');
    expect(html).not.toContain('UNDEFINED');
    expect(html).not.toContain('ZERTES');
  });

  it('shows every event with time, actor, IP and user agent', () => {
    const html = renderReportHtml(input());
    expect(html).toContain(`Audit trail intact: 7 events, chain head ${HASH}`);
    expect(html).toContain('2025-03-14T09:02:00.123Z');
    expect(html).toContain('2001:db8::1');
    expect(html).toContain('Mozilla/5.0');
    expect(html).toContain('Anna Muster &lt;anna@paraph.example&gt;');
    expect(html.match(/<tr>/g)?.length).toBe(1 + 2 + 1 + 1 + 1 + 1 + 1 + 6);
  });
});

describe('renderReportPdf', () => {
  it('paginates a long audit trail and numbers the pages', async () => {
    const events = Array.from({ length: 200 }, (_, i) =>
      event(i % 2 ? 'VIEWED' : 'DOWNLOADED', {
        signatureId: 'sig_AAAAAAAAAAAAAAAA',
        at: at(i % 60),
        ip: '198.51.100.23',
        userAgent: `Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 ${i}`,
      }),
    );
    const bytes = await renderReportPdf(input({ events }));
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThan(1);
    expect(pdf.getTitle()).toBe('Signature protocol – Rental agreement');
    const [width, height] = [pdf.getPage(0).getWidth(), pdf.getPage(0).getHeight()];
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
  });

  it('replaces characters Helvetica cannot encode instead of failing', async () => {
    const title = 'Zürich – 契約 ✓ Łódź\u0007';
    const bytes = await renderReportPdf(
      input({
        request: { ...input().request, title },
        events: [event('DECLINED', { message: 'Nein 🙅 danke\nzweite Zeile', userAgent: '' })],
        signers: [],
        documents: [],
        attachments: [],
      }),
    );
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    // Metadata is UTF-16 and keeps the exact title.
    expect(pdf.getTitle()).toBe(`Signature protocol – ${title}`);
  });

  it('prints the law a QES was made under, and no law line for an SES', async () => {
    const [anna, ben] = input().signers;
    const signers = [
      { ...anna!, quality: 'QES', legislation: 'ZERTES' },
      { ...ben!, status: 'SIGNED', signedAt: at(6), quality: 'SES', legislation: 'UNDEFINED' },
    ];
    const text = (await pdfText(await renderReportPdf(input({ signers })))).join('\n');
    expect(text).toContain('Quality: QES · Legislation: Swiss law (ZertES)');
    const sesLine = text
      .split('\n')
      .find((line) => line.startsWith('Status: SIGNED · Signed at: 2025-03-14T09:06'));
    expect(sesLine).toBe('Status: SIGNED · Signed at: 2025-03-14T09:06:00.123Z · Quality: SES');
    expect(text).not.toContain('UNDEFINED');

    const eidas = [{ ...anna!, legislation: 'EIDAS' }];
    const eidasText = (await pdfText(await renderReportPdf(input({ signers: eidas })))).join('\n');
    expect(eidasText).toContain('Legislation: EU law (eIDAS)');
  });

  it('breaks a single word longer than a line', async () => {
    const bytes = await renderReportPdf(
      input({ request: { ...input().request, title: 'W'.repeat(500) } }),
    );
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(0);
  });
});
