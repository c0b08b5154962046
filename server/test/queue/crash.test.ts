import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../mail/smtp-sink';
import { freePort, killHard, startServer } from '../server-process';

/**
 * The real thing: mails are queued while the mail server turns them away, the server process
 * is killed (SIGKILL), and once it is started again on the same data every mail arrives, each
 * exactly once by its Message-ID.
 */
let dataDir = '';
let child: ChildProcess | undefined;
let smtp: SmtpSink | undefined;

afterAll(async () => {
  child?.kill('SIGKILL');
  await smtp?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function waitFor(done: () => boolean, ms: number): Promise<void> {
  for (let waited = 0; waited < ms && !done(); waited += 100) await sleep(100);
}

describe('queued mail when the server is killed', () => {
  it('is delivered exactly once after the restart', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'paraph-crash-'));
    smtp = await startSmtpSink();
    smtp.refusing = true;
    const sink = smtp;
    const port = await freePort();
    const env = { SMTP_URL: sink.url, PARAPH_DEMO: '0', MAIL_LIMIT_PER_IP: '1000' };
    child = (await startServer({ port, dataDir }, env)).child;

    const addresses = Array.from({ length: 5 }, (_, index) => `crash-${index}@example.test`);
    for (const email of addresses) {
      const answer = await fetch(`http://127.0.0.1:${port}/v1/request-confirmation`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, lang: 'en-gb' }),
      });
      expect(answer.status).toBe(202);
    }
    // Every mail was tried and turned away: all five wait in the queue for their retry.
    await waitFor(() => sink.refused >= addresses.length, 30_000);
    expect(sink.refused).toBeGreaterThanOrEqual(addresses.length);
    await killHard(child);

    sink.refusing = false;
    child = (await startServer({ port, dataDir }, env)).child;
    // Backoff after a refusal is seconds; a mail whose try the kill cut short waits out its
    // lease (2 minutes).
    await waitFor(() => sink.received.length >= addresses.length, 170_000);
    await sleep(3_000);

    const mails = await Promise.all(sink.received.map((raw) => simpleParser(raw)));
    const ids = mails.map((mail) => mail.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(mails.map((mail) => mail.to && 'text' in mail.to && mail.to.text).sort()).toEqual(
      addresses,
    );
  }, 480_000);
});
