import { escapeHtml } from '../mail/escape-html';
import type { ReportInput } from './report';
import {
  REPORT_TITLE,
  actorLabel,
  chainExplanation,
  chainStatus,
  formatBytes,
  isoTime,
  legislationLabel,
  personName,
} from './report-labels';

// Every value that reaches the markup goes through `e`: titles, names, messages and user
// agents are all user-controlled.
const e = (value: string | number | null | undefined) => escapeHtml(String(value ?? ''));

function table(caption: string, headers: string[], rows: string[][]): string {
  const head = headers.map((header) => `<th scope="col">${e(header)}</th>`).join('');
  const body = rows.length
    ? rows.map((cells) => `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('')
    : `<tr><td colspan="${headers.length}">None</td></tr>`;
  return `<table><caption>${e(caption)}</caption><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

const STYLE = `body{font-family:system-ui,sans-serif;color:#111827;line-height:1.45;margin:2rem auto;max-width:72rem;padding:0 1rem}
table{border-collapse:collapse;width:100%;margin:1rem 0 2rem}caption{text-align:left;font-weight:600;font-size:1.15rem;padding-bottom:.5rem}
th,td{border:1px solid #d1d5db;padding:.35rem .5rem;text-align:left;vertical-align:top}th{background:#f3f4f6}
code{font-size:.85em;word-break:break-all}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}
.intact{color:#166534}.altered{color:#b91c1c}.small{font-size:.85em;color:#4b5563;word-break:break-word}
@media print{body{margin:0;max-width:none}}`;

/** The protocol as a standalone, printable, accessible HTML page. */
export function renderReportHtml(input: ReportInput): string {
  const { request, signers, documents, attachments, events, auditTrail: trail } = input;
  const signerName = (id: string | null) => {
    const signer = signers.find((candidate) => candidate.id === id);
    return signer ? personName(signer) : '';
  };
  const summary = `<dl>
<dt>Request</dt><dd>${e(request.title)} (<code>${e(request.id)}</code>)</dd>
<dt>Status</dt><dd>${e(request.status)}</dd>
<dt>Sender</dt><dd>${e(personName(request.owner))}</dd>
<dt>Created</dt><dd><time datetime="${e(isoTime(request.createdAt))}">${e(isoTime(request.createdAt))}</time></dd>
<dt>Signatures</dt><dd>${signers.filter((s) => s.status === 'SIGNED').length} of ${signers.length} signed</dd>
<dt>Audit trail</dt><dd><strong class="${trail.valid ? 'intact' : 'altered'}">${e(chainStatus(trail))}</strong> – ${e(chainExplanation(trail.valid))}</dd>
</dl>`;
  const signerTable = table(
    'Signers',
    ['Signer', 'Mobile', 'Status', 'Signed at (UTC)', 'Quality', 'Legislation'],
    signers.map((signer) => [
      e(personName(signer)),
      e(signer.mobile ?? '–'),
      e(signer.status),
      e(isoTime(signer.signedAt)),
      e(signer.quality ?? '–'),
      e(legislationLabel(signer.legislation) ?? '–'),
    ]),
  );
  const documentTable = table(
    'Documents',
    ['Name', 'SHA-256', 'Size', 'Pages', 'Signed'],
    documents.map((document) => [
      e(document.name),
      `<code>${e(document.sha256)}</code>`,
      e(formatBytes(document.size)),
      e(document.pageCount),
      document.signed ? 'Yes' : 'No',
    ]),
  );
  const attachmentTable = attachments.length
    ? table(
        'Attachments',
        ['Name', 'SHA-256', 'Content'],
        attachments.map((attachment) => [
          e(attachment.filename),
          `<code>${e(attachment.sha256)}</code>`,
          attachment.erased ? 'Erased' : 'Kept',
        ]),
      )
    : '';
  const timeline = table(
    `Audit trail (${events.length} events, oldest first)`,
    ['Time (UTC)', 'Event', 'Actor', 'Signer', 'IP address', 'User agent', 'Message'],
    events.map((event) => [
      `<time datetime="${e(isoTime(event.at))}">${e(isoTime(event.at))}</time>`,
      e(event.type),
      e(actorLabel(event, input)),
      e(signerName(event.signatureId)),
      e(event.ip ?? ''),
      `<span class="small">${e(event.userAgent ?? '')}</span>`,
      e(event.message ?? ''),
    ]),
  );
  const heading = `${REPORT_TITLE} – ${request.title}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(heading)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${e(heading)}</h1>
${summary}
${signerTable}
${documentTable}
${attachmentTable}
${timeline}
</main>
<footer><p class="small">Generated <time datetime="${e(isoTime(input.generatedAt))}">${e(isoTime(input.generatedAt))}</time> by Paraph.</p></footer>
</body>
</html>
`;
}
