import { delay, http, HttpResponse } from 'msw';
import type { components } from '../../openapi/schema.gen';

type Schemas = components['schemas'];
type User = Schemas['User'];
type VisualSignature = Schemas['VisualSignature'];

const free = { canUpdate: true, defaultValue: true };

export const user = {
  id: 'u-dana',
  email: 'dana@paraph.example',
  emailVerified: true,
  firstName: 'Dana',
  lastName: 'Demo',
  hasSso: false,
  permissions: { visualSignatures: { claim: free, date: free, std: free } },
  groupInfo: { groupVersions: {}, groups: [] },
  disabledQualities: [],
  signatureQualities: {} as User['signatureQualities'],
  highestQuality: 'qes',
  signatures: [],
  business: null,
  attributes: { lang: ['en-gb'] },
} satisfies User;

/** A business member whose organisation always shows the claim and never the date. */
export const lockedUser = {
  ...user,
  permissions: {
    visualSignatures: {
      claim: { canUpdate: false, defaultValue: true },
      date: { canUpdate: false, defaultValue: false },
      std: free,
    },
  },
} satisfies User;

export const work: VisualSignature = {
  id: 'vs_Ty6uI8oP0aS2dF4g',
  alias: 'Work',
  name: 'Dana Demo',
  company: 'Acme AG',
  location: 'Zürich',
  language: 'de',
  quality: 'qes',
  legislation: 'zertes',
  provider: 'swisscom',
  hasCustomImage: false,
  displayClaim: true,
  displayStandards: true,
  displayQr: false,
  displayDate: true,
  placeholder: false,
  image: null,
  default: true,
};

export const personal: VisualSignature = {
  ...work,
  id: 'vs_Pe4rS0nAl9qW2eR5',
  alias: 'Personal',
  company: undefined,
  location: 'Bern',
  language: 'en',
  quality: 'ses',
  legislation: undefined,
  provider: undefined,
  hasCustomImage: true,
  displayStandards: false,
  default: false,
};

export const userAnswer = (answer: User = user) =>
  http.get('*/v1/user', () => HttpResponse.json(answer));

export const listAnswer = (signatures: VisualSignature[]) =>
  http.get('*/v1/user/visual-signatures', () =>
    HttpResponse.json({
      defaultSignatureId: signatures.find((signature) => signature.default)?.id ?? null,
      signatures,
    }),
  );

/** A problem+json answer as the server sends it. */
export const problem = (status: number, code: string) =>
  HttpResponse.json(
    { type: 'about:blank', status, code, message: code },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );

type Stamp = Record<string, string | boolean | number | undefined>;

/**
 * A stand-in for the server's stamp: bars where the lines of text would be (their length from
 * the text), a frame, and a square for the QR code, so the story shows every change of a field
 * without depending on the machine's fonts.
 */
async function stampPng(stamp: Stamp, width = 300, height = 140): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d')!;
  const unit = width / 300;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#1d4ed8';
  context.fillRect(0, 0, 4 * unit, height);
  const lines: [string | boolean | number | undefined, string, number][] = [
    [stamp.name, '#111827', 12],
    [stamp.company, '#374151', 8],
    [stamp.location, '#374151', 8],
    [stamp.date && '2026-11-23', '#6b7280', 8],
    [stamp.claim && 'claim: signed electronically', '#6b7280', 6],
    [stamp.standards && `standard ${String(stamp.quality ?? '')}`, '#6b7280', 6],
  ];
  let y = 14 * unit;
  for (const [text, colour, size] of lines) {
    if (!text) continue;
    context.fillStyle = colour;
    context.fillRect(14 * unit, y, Math.min(String(text).length * 7, 180) * unit, size * unit);
    y += (size + 8) * unit;
  }
  if (stamp.qr) {
    context.fillStyle = '#111827';
    context.fillRect(width - 64 * unit, 14 * unit, 50 * unit, 50 * unit);
  }
  return canvas.convertToBlob({ type: 'image/png' });
}

const png = (blob: Blob) =>
  new HttpResponse(blob, { headers: { 'Content-Type': 'image/png', 'Cache-Control': 'no-store' } });

/** Preview by the short query keys (stored signatures) and by body (the editor). */
export const previewAnswers = [
  http.get('*/v1/user/preview-visual-signature', async ({ request }) => {
    const query = new URL(request.url).searchParams;
    const flag = (key: string) => query.get(key) !== 'false';
    const stamp: Stamp = {
      name: query.get('name') ?? '',
      company: query.get('opt') ?? undefined,
      location: query.get('loc') ?? undefined,
      date: flag('date'),
      claim: flag('claim'),
      standards: flag('std'),
      quality: query.get('qual') ?? undefined,
    };
    return png(
      await stampPng(stamp, Number(query.get('width') ?? 300), Number(query.get('height') ?? 140)),
    );
  }),
  http.post('*/v1/user/preview-visual-signature', async ({ request }) => {
    const body = (await request.json()) as Schemas['VisualSignatureInput'];
    return png(
      await stampPng({
        name: body.name,
        company: body.company,
        location: body.location,
        date: body.displayDate ?? true,
        claim: body.displayClaim ?? true,
        standards: body.displayStandards ?? true,
        quality: body.quality,
        qr: body.displayQr,
      }),
    );
  }),
];

/** The preview never arrives: the editor's first image is still loading. */
export const previewPending = http.post('*/v1/user/preview-visual-signature', async () => {
  await delay('infinite');
  return new HttpResponse(null, { status: 204 });
});

/** Saving works: what was sent comes back as the stored signature. */
export const saveAnswers = [
  http.post('*/v1/user/visual-signatures', async ({ request }) => {
    const body = (await request.json()) as Schemas['VisualSignatureInput'];
    return HttpResponse.json({ ...work, ...body, id: 'vs_N3wS1gnAtur3xY7z' }, { status: 201 });
  }),
  http.put('*/v1/user/visual-signatures/:id', async ({ request, params }) => {
    const body = (await request.json()) as Schemas['VisualSignatureInput'];
    return HttpResponse.json({ ...work, ...body, id: String(params.id) });
  }),
  http.post('*/v1/images/signature/:id', () => new HttpResponse(null, { status: 204 })),
  http.delete('*/v1/images/signature/:id', () => new HttpResponse(null, { status: 204 })),
];
