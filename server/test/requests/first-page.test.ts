import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FIRST_PAGE_SCALES } from '../../src/domain/requests/first-page';
import { build } from '../build';
import { bearer, guestPair, guestRequest as fixtureGuestRequest, login } from '../fixtures';

// The splash of the real index.html, where the server puts the guest's first page.
const INDEX =
  '<!doctype html><head><title>Paraph</title></head><div id="root">' +
  '<div class="splash" role="status"><span>Paraph</span>' +
  '<span class="splash-bar" aria-hidden="true"></span></div></div>';
const staticDir = mkdtempSync(join(tmpdir(), 'paraph-first-page-'));
writeFileSync(join(staticDir, 'index.html'), INDEX);
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

const t = build({ staticDir });

const guestRequest = (status?: 'OPEN' | 'DRAFT', documents?: string[]) =>
  fixtureGuestRequest(t.app, { title: 'Lease', status, documents });

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

/** The `url width` pairs of the first srcset in the HTML (attributes are &amp;-escaped). */
function srcset(html: string): { url: string; width: number }[] {
  const [, value = ''] = /<img[^>]* srcset="([^"]+)"/.exec(html) ?? [];
  return value.split(', ').map((candidate) => {
    const [url = '', width = ''] = candidate.replace(/&amp;/g, '&').split(' ');
    return { url, width: Number.parseInt(width, 10) };
  });
}

/** A lossless WebP's width from its VP8L header (14 bits after the signature byte). */
function webpWidth(webp: Buffer): number {
  expect(webp.subarray(8, 16).toString('latin1')).toBe('WEBPVP8L');
  return (webp.readUInt32LE(21) & 0x3fff) + 1;
}

describe("the guest link's page", () => {
  it('starts loading the first page from its HTML: a preload and the image in the splash', async () => {
    const g = await guestRequest();
    const page = await get(g.path);
    expect(page.statusCode).toBe(200);
    // It names the guest's document: never kept by a shared cache.
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.body).toMatch(
      /<head><link rel="preload" as="image" fetchpriority="high" imagesrcset="[^"]+" imagesizes="[^"]+"><title>/,
    );
    expect(page.body).toMatch(
      /<span class="splash-bar" aria-hidden="true"><\/span><img class="splash-page" [^>]*fetchpriority="high"[^>]* width="595" height="842"/,
    );
    const candidates = srcset(page.body);
    expect(candidates.map((candidate) => candidate.width)).toEqual(
      FIRST_PAGE_SCALES.map((scale) => Math.round((595.28 * scale) / 100)),
    );
    for (const { url } of candidates) {
      expect(url).toMatch(
        new RegExp(
          `^/v3/direct/documents/${g.document.id}/pages/0\\?scale=\\d+&format=webp&token=${g.token}$`,
        ),
      );
    }
  });

  it('serves each image at the width its srcset announces, cached privately by version', async () => {
    const g = await guestRequest();
    for (const { url, width } of srcset((await get(g.path)).body)) {
      // A browser's <img> cannot retry a 503: the first request waits for the render.
      const image = await get(url);
      expect(image.statusCode, url).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(webpWidth(image.rawPayload)).toBe(width);
      expect(image.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      expect(image.headers.etag).toBe(`"${g.document.sha256}"`);

      const again = await get(url, { 'if-none-match': image.headers.etag as string });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
  });

  it('shows nothing of the request to anyone the link is not theirs', async () => {
    const g = await guestRequest();
    const other = await guestRequest();
    const draft = await guestRequest('DRAFT');
    const paths = [
      `/view/${g.requestId}/guest_${randomBytes(16).toString('hex')}`, // a guessed secret
      `/view/${g.requestId}/${other.secret}`, // another request's guest
      `/view/${other.requestId}/${g.secret}`,
      `/view/${g.requestId}`, // the account holders' page, without the secret
      draft.path, // not sent yet: the link does not open it either
    ];
    for (const path of paths) {
      const page = await get(path);
      expect(page.statusCode, path).toBe(200);
      expect(page.body, path).toBe(INDEX);
      expect(page.headers['cache-control'], path).toBe('no-cache');
    }
  });

  it("refuses the image without the guest's token, and to another request's guest", async () => {
    const g = await guestRequest();
    const other = await guestRequest();
    const [{ url } = { url: '' }] = srcset((await get(g.path)).body);
    const withoutToken = url.replace(/&token=.*$/, '');
    expect((await get(withoutToken)).statusCode).toBe(401);
    const foreign = url.replace(g.token, other.token);
    expect([401, 404]).toContain((await get(foreign)).statusCode);
    const wrongPair = url.replace(g.token, guestPair(other.secret, g.requestId).token);
    expect((await get(wrongPair)).statusCode).toBe(401);
    // A matching ETag does not let a stranger past the access check.
    const guessed = await get(foreign, { 'if-none-match': `"${g.document.sha256}"` });
    expect([401, 404]).toContain(guessed.statusCode);
  });

  it("gives the owner's page image the same validators", async () => {
    const g = await guestRequest();
    const session = await login(t.app, g.owner);
    const url = `/v3/documents/${g.document.id}/pages/0?scale=20`;
    let image = await get(url, bearer(session));
    for (let tries = 0; image.statusCode === 503 && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      image = await get(url, bearer(session));
    }
    expect(image.statusCode).toBe(200);
    expect(image.headers.etag).toBe(`"${g.document.sha256}"`);
    const again = await get(url, {
      ...bearer(session),
      'if-none-match': image.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('sending a request', () => {
  const initiate = (requestId: string, session: string) =>
    t.app.inject({
      method: 'POST',
      url: `/v3/signature-requests/${requestId}/initiate`,
      headers: bearer(session),
    });

  /** Resolves once the renderer has nothing in flight (the renders started ahead are done). */
  async function rendersSettled() {
    for (let tries = 0; t.app.pageRenderer.stats().inFlight > 0; tries++) {
      if (tries > 300) throw new Error('renders still in flight after 30 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it("renders the first page ahead at the link's scales: the guest's first open renders nothing", async () => {
    // A document of its own: the render cache already has the other tests' pages.
    const g = await guestRequest('DRAFT', [`ahead-${randomBytes(4).toString('hex')}.pdf`]);
    const session = await login(t.app, g.owner);
    await rendersSettled();
    const before = t.app.pageRenderer.stats().rendered;

    expect((await initiate(g.requestId, session)).statusCode).toBe(200);
    await rendersSettled();
    expect(t.app.pageRenderer.stats().rendered).toBe(before + FIRST_PAGE_SCALES.length);

    for (const { url } of srcset((await get(g.path)).body)) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
    expect(t.app.pageRenderer.stats().rendered).toBe(before + FIRST_PAGE_SCALES.length);
  });

  it('renders nothing when the request is not sent', async () => {
    const g = await guestRequest('DRAFT', [`ahead-${randomBytes(4).toString('hex')}.pdf`]);
    const stranger = await guestRequest('DRAFT');
    const session = await login(t.app, stranger.owner);
    await rendersSettled();
    const before = t.app.pageRenderer.stats().rendered;

    expect((await initiate(g.requestId, session)).statusCode).toBe(404);
    await rendersSettled();
    expect(t.app.pageRenderer.stats().rendered).toBe(before);
  });
});
