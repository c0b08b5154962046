import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  observers,
  signatures,
  users,
  type SignatureRequestRow,
  type SignatureRow,
} from '../../db/schema';
import type { BlobStore } from '../../blobs/blob-store';
import type { MailAttachment } from '../../mail/mailer';
import type { MailService } from '../../mail/service';
import { renderMail, type MailBranding } from '../../mail/templates';
import type { MailKind, MailRole } from '../../mail/texts';
import { senderBusinessOf } from '../businesses/membership';
import { logoOf } from '../businesses/settings';
import { completionAttachments } from './completion-attachments';
import { issueSignerLink } from './signer-links';

interface NotifyContext {
  db: Db;
  mail: MailService;
  now: Date;
}

interface Person {
  email: string;
  firstName: string | null;
  lastName: string | null;
}

export const displayName = (person: Person) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email;

async function senderOf(db: Db, request: SignatureRequestRow): Promise<Person> {
  const [owner] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, request.ownerId));
  return owner ?? { email: '', firstName: null, lastName: null };
}

/** The logo of the sender's business for the mails' header; none without one. */
async function brandingOf(
  context: NotifyContext,
  request: SignatureRequestRow,
): Promise<MailBranding | undefined> {
  const business = await senderBusinessOf({ db: context.db }, request.ownerId);
  const logo = business && logoOf(context.mail, business);
  return logo ? { name: business.name, logo } : undefined;
}

/** Each address's UI language: the account's setting, else what the signer chose. */
async function languagesOf(db: Db, emails: string[]): Promise<Map<string, string>> {
  if (!emails.length) return new Map();
  const rows = await db
    .select({ email: users.email, attributes: users.attributes })
    .from(users)
    .where(inArray(users.email, emails));
  return new Map(rows.map((row) => [row.email, row.attributes.lang?.[0] ?? 'en-gb']));
}

/** A guest's personal signing link, with a fresh secret only this mail carries. */
async function guestLink(context: NotifyContext, requestId: string, signatureId: string) {
  const secret = await issueSignerLink(context, { signatureId, purpose: 'guest' });
  return context.mail.link(`/view/${requestId}/${secret}`);
}

/** The link with which the invitee's own account (same address) may claim the request. */
async function sendToLink(context: NotifyContext, signatureId: string) {
  return context.mail.link(
    `/sendto/${await issueSignerLink(context, { signatureId, purpose: 'sendto' })}`,
  );
}

/**
 * Invites signers whose turn it is (and reminds them with `reminder`). Account holders get a
 * link to the request; people without an account get their guest link and a link to attach the
 * request to an account of their own. A guest's only code is the one mailed when they sign
 * (`sendGuestTan`): it proves they read that mailbox, so the invitation starts no separate
 * verification (its code was asked for nowhere). `notify: false` signers are left to the
 * sender (e.g. an API client).
 */
export async function inviteSigners(
  context: NotifyContext,
  {
    request,
    signatures: rows,
    kind = 'invitation',
    extra = {},
  }: {
    request: SignatureRequestRow;
    signatures: SignatureRow[];
    kind?: 'invitation' | 'reminder' | 'delegated';
    extra?: Record<string, string>;
  },
): Promise<void> {
  const recipients = rows.filter((row) => row.notify && row.statusCode === 'OPEN');
  if (!recipients.length) return;
  const sender = await senderOf(context.db, request);
  const branding = await brandingOf(context, request);
  const languages = await languagesOf(
    context.db,
    recipients.map((row) => row.email),
  );
  for (const row of recipients) {
    const isGuest = row.userId === null;
    const mailKind: MailKind = kind === 'invitation' && isGuest ? 'guestInvitation' : kind;
    const values = {
      senderName: displayName(sender),
      senderEmail: sender.email,
      title: request.title,
      message: request.message,
      ...extra,
      ...(mailKind === 'guestInvitation' ? { sendtoLink: await sendToLink(context, row.id) } : {}),
    };
    const link = isGuest
      ? await guestLink(context, request.id, row.id)
      : context.mail.link(`/view/${request.id}`);
    await context.mail.send(
      renderMail({
        kind: mailKind,
        to: row.email,
        language: languages.get(row.email) ?? row.language,
        values,
        link,
        branding,
      }),
      context.db,
    );
  }
}

/**
 * Tells people what happened: the owner and the observers always; the invited signers too when
 * the request was withdrawn or completed (they get their signed copy). Guests get their own
 * link, since they have no account to open the request with.
 */
export async function notifyOutcome(
  context: NotifyContext,
  {
    request,
    kind,
    values = {},
    attachments,
  }: {
    request: SignatureRequestRow;
    kind: 'requestCompleted' | 'requestDeclined' | 'requestWithdrawn';
    values?: Record<string, string>;
    attachments?: MailAttachment[];
  },
): Promise<void> {
  const sender = await senderOf(context.db, request);
  const watchers = await context.db
    .select({ email: observers.email })
    .from(observers)
    .where(eq(observers.requestId, request.id));
  const invited =
    kind === 'requestDeclined'
      ? []
      : await context.db
          .select({
            id: signatures.id,
            email: signatures.email,
            userId: signatures.userId,
            invitedAt: signatures.invitedAt,
            statusCode: signatures.statusCode,
          })
          .from(signatures)
          .where(eq(signatures.requestId, request.id));
  const viewLink = context.mail.link(`/view/${request.id}`);
  // Recipient → link and part, which the mail's reason line names; a withdrawn request has
  // nothing left to open. Someone with two parts is written to once, by the first.
  const recipients = new Map<string, { link: string | undefined; role: MailRole }>();
  const linkFor = (path: string) => (kind === 'requestWithdrawn' ? undefined : path);
  if (kind !== 'requestWithdrawn') recipients.set(sender.email, { link: viewLink, role: 'sender' });
  for (const row of watchers) {
    if (!recipients.has(row.email)) {
      recipients.set(row.email, { link: linkFor(viewLink), role: 'observer' });
    }
  }
  // A signature closed while the request ran (a signer group's other members once one of
  // them signed, a member taken off the group) hears nothing more; a withdrawal reaches all.
  const told = invited.filter(
    (signer) =>
      signer.invitedAt && (kind === 'requestWithdrawn' || signer.statusCode !== 'WITHDRAWN'),
  );
  for (const row of told) {
    if (recipients.has(row.email)) continue;
    // A guest's own link is only minted for a mail that carries it.
    const own = row.userId || kind === 'requestWithdrawn' ? viewLink : null;
    const link = linkFor(own ?? (await guestLink(context, request.id, row.id)));
    recipients.set(row.email, { link, role: 'signer' });
  }
  const languages = await languagesOf(context.db, [...recipients.keys()]);
  const branding = await brandingOf(context, request);
  for (const [email, { link, role }] of recipients) {
    await context.mail.send(
      {
        ...renderMail({
          kind,
          to: email,
          language: languages.get(email),
          values: { senderName: displayName(sender), title: request.title, message: '', ...values },
          link,
          role,
          branding,
        }),
        ...(attachments?.length ? { attachments } : {}),
      },
      context.db,
    );
  }
}

/** The request is signed by all: everyone hears, with the files the sender's business mails. */
export async function notifyCompleted(
  context: NotifyContext & { blobs: BlobStore },
  request: SignatureRequestRow,
): Promise<void> {
  const attachments = await completionAttachments(context, request);
  await notifyOutcome(context, { request, kind: 'requestCompleted', attachments });
}

/** An observer added to a request that is already out hears about it. */
export async function notifyObserverAdded(
  context: NotifyContext,
  { request, email }: { request: SignatureRequestRow; email: string },
): Promise<void> {
  if (request.statusOverall === 'DRAFT') return;
  const sender = await senderOf(context.db, request);
  const languages = await languagesOf(context.db, [email]);
  await context.mail.send(
    renderMail({
      kind: 'observerAdded',
      to: email,
      language: languages.get(email),
      values: { senderName: displayName(sender), title: request.title },
      link: context.mail.link(`/view/${request.id}`),
    }),
    context.db,
  );
}
