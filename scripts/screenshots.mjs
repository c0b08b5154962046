// Screenshots of the core journey's pages for docs/screenshots/, against a running server with
// the demo data (`npm start` on an empty DATA_DIR):
//
//   node scripts/screenshots.mjs --base-url http://127.0.0.1:3000 --out docs/screenshots/after \
//     [--mail-dir ./data/mail]
//
// It signs in as the demo user through the API, makes two fresh requests from a demo document
// (a draft with two signers' boxes for the prepare step, and an open request with a guest
// signer), finds the guest's link in the server's mail outbox (DATA_DIR/mail) and shoots the
// dashboard, the prepare step, the request view and the guest signing page at 390×844 and
// 1440×900 in the light theme. Each shot is the whole page up to MAX_HEIGHT, as wide as the
// page really is (a page that scrolls sideways shows it), saved as a palette PNG.
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { simpleParser } from 'mailparser';

const { values: options } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    out: { type: 'string' },
    'mail-dir': { type: 'string', default: 'data/mail' },
    chromium: { type: 'string', default: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
  },
});
if (!options['base-url'] || !options.out) {
  console.error(
    'Usage: node scripts/screenshots.mjs --base-url URL --out DIR [--mail-dir DATA_DIR/mail]',
  );
  process.exit(2);
}
const baseUrl = options['base-url'].replace(/\/$/, '');

const DEMO = { email: 'demo@paraph.example', password: 'paraph-demo-2026' };
const ALEX = { email_address: 'alex@paraph.example', first_name: 'Alex', last_name: 'Example' };
const SOURCE_TITLE = 'Freelance contract – website redesign';
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];
// Long pages are cut here: the first screens say what the page looks like, and the PNGs stay small.
const MAX_HEIGHT = 3600;

async function api(method, path, { token, body } = {}) {
  const answer = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
  return answer;
}

/** A signer with one box under the text of the first page, `slot` boxes from the left. */
function signerWithBox(identity, documentId, slot) {
  const position = { page: 0, x: 60 + slot * 250, y: 360, width: 220, height: 100 };
  return {
    signer_identity_data: identity,
    document_signatures: [{ document_id: documentId, visual_signature: { positions: [position] } }],
  };
}

/** A draft of the demo user with a copy of a demo document and two signers' boxes; its id. */
async function draftWithBoxes(token, title, guestEmail) {
  const list = await (
    await api('GET', '/v3/signature-requests?view=all&size=50', { token })
  ).json();
  const source = list.items.find((item) => item.title === SOURCE_TITLE);
  if (!source) throw new Error(`No demo request “${SOURCE_TITLE}”: is this the demo data?`);
  const pdf = await api('GET', `/v3/documents/${source.documents[0].id}/download`, { token });
  const content = Buffer.from(await pdf.arrayBuffer()).toString('base64');
  const draft = await (
    await api('POST', '/v3/signature-requests', {
      token,
      body: {
        title,
        message: 'Please sign the contract.',
        documents: [{ name: 'freelance-contract.pdf', content }],
        signatures: [],
      },
    })
  ).json();
  const documentId = draft.documents[0].id;
  const guest = { email_address: guestEmail, first_name: 'Gina', last_name: 'Guest' };
  for (const [slot, identity] of [ALEX, guest].entries()) {
    await api('POST', `/v3/signature-requests/${draft.id}/signatures`, {
      token,
      body: signerWithBox(identity, documentId, slot),
    });
  }
  return draft.id;
}

/** The guest's signing link for request `id`, from the mail to `email` in the outbox. */
async function guestLink(email, id) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const names = (await readdir(options['mail-dir']).catch(() => [])).filter((name) =>
      name.endsWith('.eml'),
    );
    for (const name of names) {
      const mail = await simpleParser(await readFile(join(options['mail-dir'], name)));
      const to = [mail.to ?? []].flat().flatMap((address) => address.value);
      if (!to.some((recipient) => recipient.address?.toLowerCase() === email)) continue;
      const path = `${mail.text ?? ''} ${mail.html || ''}`.match(
        new RegExp(`/view/${id}/[A-Za-z0-9_-]+`),
      );
      if (path) return path[0];
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`No signing link for ${email} in ${options['mail-dir']}`);
}

/** Waits until the page has its heading, no pending requests, its fonts and rendered pages. */
async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: 20_000 });
  await page.evaluate(() => document.fonts.ready);
  // pdf.js paints the document's pages after the requests are done.
  await page.waitForTimeout(2000);
}

const pageSize = (page) =>
  page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    height: document.documentElement.scrollHeight,
  }));

/**
 * The viewport grows to the page's height first (as the visual suite does), so a sticky bar
 * sits at the bottom of the page, not across the middle of the shot; a viewer sized by the
 * viewport grows with it, hence the second round.
 */
async function shoot(page, file) {
  const { width } = page.viewportSize();
  for (let round = 0; round < 2; round++) {
    const { height } = await pageSize(page);
    await page.setViewportSize({ width, height: Math.min(height, MAX_HEIGHT) });
    await page.waitForTimeout(500);
  }
  const size = await pageSize(page);
  const raw = await page.screenshot({
    fullPage: true,
    clip: { x: 0, y: 0, width: size.width, height: Math.min(size.height, MAX_HEIGHT) },
  });
  await sharp(raw).png({ compressionLevel: 9, palette: true }).toFile(join(options.out, file));
  console.log(`${file}: the page is ${size.width}×${size.height} px`);
}

const token = (
  await (
    await api('POST', '/v1/login', { body: { email: DEMO.email, password: DEMO.password } })
  ).json()
).token;
// The request's id in the link tells this run's mail from earlier runs' mails to the same guest.
const guestEmail = 'gina.guest@paraph.example';
const draftId = await draftWithBoxes(token, 'Freelance contract – Gina Guest', guestEmail);
const requestId = await draftWithBoxes(token, 'Freelance contract – Gina Guest', guestEmail);
await api('POST', `/v3/signature-requests/${requestId}/initiate`, { token });
const guestPath = await guestLink(guestEmail, requestId);

await mkdir(options.out, { recursive: true });
const browser = await chromium.launch({
  executablePath: options.chromium,
  args: ['--no-sandbox', '--headless', '--disable-gpu'],
});
try {
  for (const viewport of WIDTHS) {
    const signedIn = await browser.newContext({ viewport, colorScheme: 'light', locale: 'en-GB' });
    await signedIn.addInitScript(
      ({ value }) =>
        sessionStorage.setItem(
          'accessToken',
          JSON.stringify({ value, expiration: Date.now() + 3_600_000 }),
        ),
      { value: token },
    );
    const page = await signedIn.newPage();

    await page.goto(`${baseUrl}/dashboard`);
    await settle(page);
    await shoot(page, `dashboard-${viewport.width}.png`);
    await page.setViewportSize(viewport);

    await page.goto(`${baseUrl}/invite/${draftId}`);
    await settle(page);
    // A draft with documents may open on its documents step: go on to signers and boxes.
    const next = page.getByRole('button', { name: 'Continue', exact: true });
    if (await next.isVisible()) {
      await next.click();
      await settle(page);
    }
    await shoot(page, `prepare-${viewport.width}.png`);
    await page.setViewportSize(viewport);

    await page.goto(`${baseUrl}/view/${requestId}`);
    await settle(page);
    await shoot(page, `request-view-${viewport.width}.png`);
    await signedIn.close();

    // The guest has no session: a browser of their own, from the mailed link.
    const guest = await browser.newContext({ viewport, colorScheme: 'light', locale: 'en-GB' });
    const guestPage = await guest.newPage();
    await guestPage.goto(`${baseUrl}${guestPath}`);
    await settle(guestPage);
    await shoot(guestPage, `guest-signing-${viewport.width}.png`);
    await guest.close();
  }
} finally {
  await browser.close();
}
