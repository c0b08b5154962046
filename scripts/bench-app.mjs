// What the browser benchmarks (bench-first-page, bench-lighthouse) share: the production build,
// the real server with the demo data on a fresh data folder, the demo user's session, a request
// sent to a guest, and the statistics of their tables.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { simpleParser } from 'mailparser';

const root = fileURLToPath(new URL('..', import.meta.url));
const demo = { email: 'demo@paraph.example', password: 'paraph-demo-2026' };

export const CHROME_FLAGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** `median (min–max)` of the runs' values. */
export const spread = (values, digits = 0) =>
  `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** The first truthy result of `check`, polled; a throwing check counts as "not yet". */
async function waitFor(check, what, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const found = await check().catch(() => undefined);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what}: nothing within ${timeoutMs} ms`);
}

/** A one-page A4 letter: a title and `clauses` lines of text. */
async function letterPdf(title, clauses) {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText(title, { x: 72, y: 760, size: 18, font });
  for (let line = 0; line < clauses; line++) {
    page.drawText(`Clause ${line + 1}. The parties agree to the terms set out in this line.`, {
      x: 72,
      y: 720 - line * 15,
      size: 10,
      font,
    });
  }
  return Buffer.from(await pdf.save()).toString('base64');
}

/** The path of the guest link in the newest outbox mail that links to request `id`. */
async function guestLinkInOutbox(outbox, id) {
  const pattern = new RegExp(`/view/${id}/[A-Za-z0-9_-]+`);
  // The server creates the outbox with its first mail: until then this throws ("not yet").
  for (const name of readdirSync(outbox).sort().reverse()) {
    const mail = await simpleParser(readFileSync(join(outbox, name)));
    const found = `${mail.text ?? ''}`.match(pattern);
    if (found) return found[0];
  }
  return undefined;
}

/**
 * Builds the app into a temp folder (unless the env var `distEnv` names a build), starts the
 * server on it with the demo data and signs the demo user in. Temp folders are named
 * `${tempPrefix}dist-…` and `${tempPrefix}data-…`. `stop()` undoes it all, newest first, including
 * what the caller adds with `onStop` (e.g. closing its browser); so does Ctrl-C (exit code 130),
 * so launch browsers with `handleSIGINT: false`: their own handlers exit before this is done.
 */
export async function startBenchApp({ distEnv, tempPrefix }) {
  const undo = [];
  const stop = async () => {
    while (undo.length) await undo.pop()();
  };
  // One failing step (e.g. a browser already gone) must not keep the others from running.
  const onStop = (step) => undo.push(() => (async () => step())().catch(() => {}));
  process.on('SIGINT', () => void stop().then(() => process.exit(130)));
  const tempDir = (kind) => {
    const dir = mkdtempSync(join(tmpdir(), `${tempPrefix}${kind}-`));
    onStop(() => rmSync(dir, { recursive: true, force: true, maxRetries: 3 }));
    return dir;
  };

  try {
    let outDir = process.env[distEnv];
    if (!outDir) {
      outDir = tempDir('dist');
      console.log(`Building into ${outDir}…`);
      execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
    }

    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const dataDir = tempDir('data');
    const env = {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      PARAPH_DEMO: '1',
      STATIC_DIR: outDir,
      NODE_ENV: 'production',
    };
    // The embedded database and the file outbox: nothing outside the temp folder is touched.
    delete env.DATABASE_URL;
    delete env.SMTP_URL;
    const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
      cwd: root,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    onStop(async () => {
      if (server.exitCode !== null || server.signalCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    });
    // Generous: on a busy machine the server takes a while to migrate and seed its fresh database.
    await waitFor(async () => (await fetch(`${origin}/login`)).ok, 'the server', 240_000);

    const login = await fetch(`${origin}/v1/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(demo),
    });
    if (!login.ok) throw new Error(`Demo login failed: ${login.status}`);
    const { token, expiresAt } = await login.json();

    /** The API as the demo user; `body` is sent as JSON. */
    const api = (method, path, body) =>
      fetch(`${origin}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    /**
     * The demo data has account holders only, so the demo user sends a one-page request to a
     * guest; the guest's page is the personal link of the invitation mail, which the server
     * without SMTP writes to DATA_DIR/mail. Returns the request's id and that link's path.
     */
    const sendToGuest = async ({ title, email, message, clauses = 0 }) => {
      const created = await api('POST', '/v3/signature-requests', {
        title,
        message,
        documents: [{ name: 'agreement.pdf', content: await letterPdf(title, clauses) }],
        signatures: [{ signer_identity_data: { email_address: email } }],
      });
      if (created.status !== 201) {
        throw new Error(`Creating the guest request: ${created.status} ${await created.text()}`);
      }
      const { id } = await created.json();
      const sent = await api('POST', `/v3/signature-requests/${id}/initiate`);
      if (!sent.ok)
        throw new Error(`Sending the guest request: ${sent.status} ${await sent.text()}`);
      const outbox = join(dataDir, 'mail');
      const path = await waitFor(
        () => guestLinkInOutbox(outbox, id),
        `the mail to ${email}`,
        30_000,
      );
      return { id, path };
    };

    return {
      origin,
      outDir,
      dataDir,
      token,
      expiresAt,
      /** The stored session the SPA reads from sessionStorage `accessToken`. */
      session: JSON.stringify({ value: token, expiration: new Date(expiresAt).getTime() }),
      api,
      sendToGuest,
      onStop,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
