import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';

/**
 * The e2e server (scripts/e2e-server.mjs) writes every mail as an .eml file to the outbox of
 * its throwaway data directory, tmpdir()/paraph-e2e-…/mail. Addresses are unique per test, so
 * any outbox will do.
 */
async function outboxFiles(): Promise<string[]> {
  const dataDirs = (await readdir(tmpdir())).filter((name) => name.startsWith('paraph-e2e-'));
  const files = await Promise.all(
    dataDirs.map(async (dir) => {
      const outbox = join(tmpdir(), dir, 'mail');
      const names = await readdir(outbox).catch(() => [] as string[]);
      return names.filter((name) => name.endsWith('.eml')).map((name) => join(outbox, name));
    }),
  );
  return files.flat();
}

async function findLink(to: string, path: string): Promise<string | null> {
  for (const file of await outboxFiles()) {
    const mail = await simpleParser(await readFile(file));
    const recipients = [mail.to ?? []].flat().flatMap((address) => address.value);
    if (!recipients.some((recipient) => recipient.address === to)) continue;
    const link = (mail.text ?? '').match(new RegExp(`https?://\\S+${path}\\?\\S+`))?.[0];
    if (link) return link;
  }
  return null;
}

/** The app path (with query) of the link in the mail sent to `to`, waiting for the mail. */
export async function mailedLink(to: string, path: string): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(async () => (link = await findLink(to, path)), { timeout: 10_000 })
    .not.toBeNull();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}
