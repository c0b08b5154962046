import { readdir, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';

/**
 * The e2e server (scripts/e2e-server.mjs) writes every mail as an .eml file to the outbox of
 * its throwaway data directory, tmpdir()/paraph-e2e-…/mail. Addresses are unique per test, so
 * any outbox will do. The mailer names files `<ISO time>-<sequence>.eml`.
 */
const TIMEOUT = 15_000;

/**
 * Parsed once per file and size: the outboxes only grow, but a file may be read while the
 * server is still writing it, and that partial read must not be kept.
 */
const parsed = new Map<string, { size: number; mail: Promise<ParsedMail> }>();

function order(name: string): [string, number] {
  const [, time = name, sequence = '0'] = name.match(/^(.*)-(\d+)\.eml$/) ?? [];
  return [time, Number(sequence)];
}

async function outboxFiles(): Promise<string[]> {
  const dataDirs = (await readdir(tmpdir())).filter((name) => name.startsWith('paraph-e2e-'));
  const files = await Promise.all(
    dataDirs.map(async (dir) => {
      const outbox = join(tmpdir(), dir, 'mail');
      const names = await readdir(outbox).catch(() => [] as string[]);
      return names.filter((name) => name.endsWith('.eml')).map((name) => ({ outbox, name }));
    }),
  );
  return files
    .flat()
    .sort((a, b) => {
      const [timeA, sequenceA] = order(a.name);
      const [timeB, sequenceB] = order(b.name);
      return timeA === timeB ? sequenceA - sequenceB : timeA < timeB ? -1 : 1;
    })
    .map(({ outbox, name }) => join(outbox, name));
}

async function parse(file: string): Promise<ParsedMail> {
  const { size } = await stat(file);
  let entry = parsed.get(file);
  if (entry?.size !== size) {
    const content = await readFile(file);
    entry = { size: content.length, mail: simpleParser(content) };
    parsed.set(file, entry);
  }
  return entry.mail;
}

const isFor = (mail: ParsedMail, to: string) =>
  [mail.to ?? []]
    .flat()
    .flatMap((address) => address.value)
    .some((recipient) => recipient.address?.toLowerCase() === to.toLowerCase());

/** The mails in the outbox for `to` right now, oldest first (no waiting). */
export async function outbox(to: string): Promise<ParsedMail[]> {
  const mails = await Promise.all((await outboxFiles()).map(parse));
  return mails.filter((mail) => isFor(mail, to));
}

/** The mails for `to`, oldest first, once there are at least `atLeast` of them. */
export async function mailsTo(to: string, atLeast = 1): Promise<ParsedMail[]> {
  let mails: ParsedMail[] = [];
  await expect
    .poll(async () => (mails = await outbox(to)).length, {
      message: `${atLeast} mail(s) to ${to}`,
      timeout: TIMEOUT,
    })
    .toBeGreaterThanOrEqual(atLeast);
  return mails;
}

/**
 * Waits for a mail to `to` whose text (or subject) matches `pattern` and returns the match of
 * the newest such mail.
 */
export async function mailed(
  to: string,
  pattern: RegExp,
  field: 'text' | 'subject' = 'text',
): Promise<RegExpMatchArray> {
  let found: RegExpMatchArray | null = null;
  await expect
    .poll(
      async () => {
        const newestFirst = (await outbox(to)).reverse();
        found = newestFirst.map((mail) => (mail[field] ?? '').match(pattern)).find(Boolean) ?? null;
        return found !== null;
      },
      { message: `a mail to ${to} with ${field} ${pattern}`, timeout: TIMEOUT },
    )
    .toBe(true);
  return found!;
}

/** Waits for a mail to `to` whose subject matches `subject` and returns the newest such mail. */
export async function mailWithSubject(to: string, subject: RegExp): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await outbox(to)).reverse().find((mail) => subject.test(mail.subject ?? ''));
        return found !== undefined;
      },
      { message: `a mail to ${to} with subject ${subject}`, timeout: TIMEOUT },
    )
    .toBe(true);
  return found!;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The app path (with its query, if any) of the newest link to `path` in a mail to `to`,
 * waiting for the mail. `path` is a prefix: `/view/r-1/` finds a guest's `/view/r-1/s-2`.
 */
export async function mailedLink(to: string, path: string): Promise<string> {
  const [link] = await mailed(to, new RegExp(`https?://[^\\s/]+${escape(path)}[^\\s<>"]*`));
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
