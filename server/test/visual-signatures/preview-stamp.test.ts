import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { build, createClock } from '../build';
import { captureMail } from '../mail-capture';
import { download, sendRequest, sign, signBody, snapshot, STAMP } from '../signing/sign-setup';
import { account, create, input, strokeImage } from './setup';

const mail = captureMail();
const clock = createClock();
const t = build({ now: clock.now, mail: { mailer: mail.mailer, publicUrl: 'https://app.test' } });

interface Rgb {
  width: number;
  height: number;
  data: Buffer;
}

const rgb = async (png: Buffer): Promise<Rgb> => {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
};

/** The signed document's first page through the same pdf.js renderer, cut to the stamp's box. */
async function stampOf(pdf: Buffer): Promise<Rgb> {
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  const page = await t.app.pageRenderer.render(
    { sha256, page: 1, scale: 100, format: 'png' },
    async () => pdf,
    30_000,
  );
  if (page.status !== 'ready') throw new Error('page not rendered');
  return rgb(
    await sharp(page.image)
      .extract({ left: STAMP.x, top: STAMP.y, width: STAMP.width, height: STAMP.height })
      .toBuffer(),
  );
}

/** Pixels whose colour differs by more than a rounding step, outside the excluded columns. */
function differing(a: Rgb, b: Rgb, fromX = a.width): number {
  let count = 0;
  for (let y = 0; y < a.height; y++) {
    for (let x = 0; x < Math.min(fromX, a.width); x++) {
      const i = (y * a.width + x) * 3;
      const delta = Math.max(
        Math.abs((a.data[i] ?? 0) - (b.data[i] ?? 0)),
        Math.abs((a.data[i + 1] ?? 0) - (b.data[i + 1] ?? 0)),
        Math.abs((a.data[i + 2] ?? 0) - (b.data[i + 2] ?? 0)),
      );
      if (delta > 24) count++;
    }
  }
  return count;
}

const inked = (image: Rgb) => {
  let count = 0;
  for (let i = 0; i < image.data.length; i += 3) if ((image.data[i] ?? 255) < 200) count++;
  return count;
};

const cases = [
  {
    language: 'en',
    displayQr: false,
    displayDate: true,
    displayClaim: true,
    displayStandards: true,
  },
  {
    language: 'de',
    displayQr: false,
    displayDate: true,
    displayClaim: false,
    displayStandards: true,
  },
  {
    language: 'en',
    displayQr: true,
    displayDate: false,
    displayClaim: true,
    displayStandards: false,
  },
  {
    language: 'de',
    displayQr: true,
    displayDate: false,
    displayClaim: false,
    displayStandards: false,
  },
  {
    language: 'de',
    displayQr: false,
    displayDate: true,
    displayClaim: true,
    displayStandards: false,
    image: true,
  },
];

describe('the preview is the stamp signing draws', () => {
  // The first case also starts the pdf.js worker and issues the test CA's first keys.
  it.each(cases)('%o', { timeout: 60_000 }, async ({ image, ...flags }) => {
    const owner = await account(t.app, { firstName: 'Olivia' });
    const signer = await account(t.app, { firstName: 'Sam' });
    const made = await create(t.app, signer.headers, { ...input, ...flags, default: true });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as string;
    if (image) {
      const uploaded = await t.app.inject({
        method: 'POST',
        url: `/v1/images/signature/${id}`,
        headers: { ...signer.headers, 'content-type': 'image/png' },
        payload: await strokeImage('png'),
      });
      expect(uploaded.statusCode, uploaded.body).toBe(204);
    }

    const request = await sendRequest(t.app, owner, [signer.email]);
    const signed = await sign(t.app, signer, {
      requestId: request.id,
      documentId: request.documentId,
      position: STAMP,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const stamp = await stampOf(await download(t.app, signer, request.documentId));

    const response = await t.app.inject({
      url: `/v1/user/preview-visual-signature?id=${id}`,
      headers: signer.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const preview = await rgb(response.rawPayload);
    expect([preview.width, preview.height]).toEqual([STAMP.width, STAMP.height]);
    expect(inked(stamp)).toBeGreaterThan(200);

    // The QR code carries the request's own link in the document and a sample in the preview:
    // its square (the right third) is compared by ink, everything else pixel by pixel.
    const qrFrom = flags.displayQr ? 190 : STAMP.width;
    expect(differing(preview, stamp, qrFrom)).toBeLessThan(STAMP.width * STAMP.height * 0.002);
    if (flags.displayQr) {
      expect(Math.abs(inked(preview) - inked(stamp))).toBeLessThan(inked(stamp) * 0.15);
    }
  });

  it("signs with the visual signature the sign call names; a stranger's id is 404", async () => {
    const owner = await account(t.app, { firstName: 'Olivia' });
    const signer = await account(t.app, { firstName: 'Sam' });
    const stranger = await account(t.app, { firstName: 'Stella' });
    await create(t.app, signer.headers);
    const chosen = (
      await create(t.app, signer.headers, { ...input, alias: 'Other', name: 'S. Example' })
    ).json().id as string;
    const foreign = (await create(t.app, stranger.headers)).json().id as string;
    const request = await sendRequest(t.app, owner, [signer.email]);
    const body = (visualSignatureId: string) => ({
      ...signBody([{ requestId: request.id, documentId: request.documentId, position: STAMP }]),
      visualSignatureId,
    });

    const before = await snapshot(t.app, request.id, signer.email);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/v3/sign',
      headers: signer.headers,
      payload: body(foreign),
    });
    expect(refused.statusCode, refused.body).toBe(404);
    expect(await snapshot(t.app, request.id, signer.email)).toEqual(before);

    const signed = await t.app.inject({
      method: 'POST',
      url: '/v3/sign',
      headers: signer.headers,
      payload: body(chosen),
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const stamp = await stampOf(await download(t.app, signer, request.documentId));
    const preview = await t.app.inject({
      url: `/v1/user/preview-visual-signature?id=${chosen}`,
      headers: signer.headers,
    });
    expect(differing(await rgb(preview.rawPayload), stamp)).toBeLessThan(
      STAMP.width * STAMP.height * 0.002,
    );
  });

  it('renders 2× density and other sizes, and caches by what it shows', async () => {
    const me = await account(t.app);
    const url = '/v1/user/preview-visual-signature?name=Dana%20Demo&lang=fr&loc=Gen%C3%A8ve';
    const big = await t.app.inject({
      url: `${url}&width=600&height=200&density=2`,
      headers: me.headers,
    });
    expect(big.statusCode, big.body).toBe(200);
    const meta = await sharp(big.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 400]);
    const rendered = t.app.pageRenderer.stats().rendered;
    const again = await t.app.inject({
      url: `${url}&width=600&height=200&density=2`,
      headers: me.headers,
    });
    expect(again.rawPayload.equals(big.rawPayload)).toBe(true);
    expect(t.app.pageRenderer.stats().rendered).toBe(rendered);
    const tooWide = await t.app.inject({ url: `${url}&width=5000`, headers: me.headers });
    expect(tooWide.statusCode).toBe(400);
  });

  it('previews an unsaved signature from the body', async () => {
    const me = await account(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/user/preview-visual-signature?width=320&height=120',
      headers: me.headers,
      payload: input,
    });
    expect(response.statusCode, response.body).toBe(200);
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([320, 120]);
  });
});
