import { escapeHtml } from './escape-html';
import type { MailMessage } from './mailer';
import { mailLanguages, mailTexts, type MailKind, type MailLanguage, type MailRole } from './texts';

/** The recipient's language, or en-gb when it is missing or not one we write mail in. */
export function mailLanguage(language: string | undefined | null): MailLanguage {
  const match = mailLanguages.find((candidate) => candidate === language?.toLowerCase());
  return (
    match ??
    mailLanguages.find((candidate) =>
      candidate.startsWith(language?.slice(0, 2).toLowerCase() ?? '-'),
    ) ??
    'en-gb'
  );
}

const fill = (
  template: string,
  values: Record<string, string>,
  escape: (value: string) => string,
) =>
  template.replace(/\{(\w+)\}/g, (placeholder, key: string) =>
    key in values ? escape(values[key] ?? '') : placeholder,
  );

const plain = (value: string) => value;

export interface MailInput {
  kind: MailKind;
  to: string;
  language?: string | null;
  values?: Record<string, string>;
  link?: string;
  /** The recipient's part in the request, for the reason line of the mails that have one. */
  role?: MailRole;
  /** The sender's business with a logo: the HTML part opens with it (text has no pictures). */
  branding?: MailBranding;
}

export interface MailBranding {
  name: string;
  logo: { url: string; width: number; height: number };
}

const brandingHtml = ({ name, logo }: MailBranding) =>
  `<p><img src="${escapeHtml(logo.url)}" alt="${escapeHtml(name)}" width="${logo.width}" height="${logo.height}" style="max-width:100%;height:auto"></p>`;

/** A message in the recipient's language: a plain-text part and an equivalent HTML part. */
export function renderMail({
  kind,
  to,
  language,
  values = {},
  link,
  role,
  branding,
}: MailInput): MailMessage {
  const text = mailTexts[kind][mailLanguage(language)];
  const footer = (role && text.footerFor?.[role]) ?? text.footer;
  // A paragraph that is only an optional value (a personal message) disappears when the value
  // is empty, rather than leaving a blank line or an empty <p>.
  const body = text.body.filter((paragraph) => fill(paragraph, values, plain).trim() !== '');
  const paragraphs = body.map((paragraph) => fill(paragraph, values, plain));
  const action = link && text.action ? `${text.action}: ${link}` : '';
  const textPart = [...paragraphs, action, footer, '— Paraph'].filter(Boolean).join('\n\n');
  const htmlParagraphs = body
    .map((paragraph) => `<p>${fill(paragraph, values, escapeHtml)}</p>`)
    .join('');
  const button =
    link && text.action
      ? `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#1d4ed8;color:#ffffff;border-radius:8px;text-decoration:none">${escapeHtml(text.action)}</a></p><p style="font-size:13px;color:#4b5563">${escapeHtml(link)}</p>`
      : '';
  const html = `<!doctype html><html lang="${mailLanguage(language)}"><body style="font-family:system-ui,sans-serif;color:#111827;line-height:1.5">${branding ? brandingHtml(branding) : ''}${htmlParagraphs}${button}<p style="font-size:13px;color:#4b5563">${escapeHtml(footer)}</p></body></html>`;
  return { to, subject: fill(text.subject, values, plain), text: textPart, html, link };
}
