import type { ReportEvent, ReportInput, ReportPerson } from './report';

/** The wording shared by the HTML and PDF protocols, so that both say the same thing. */

export const REPORT_TITLE = 'Signature protocol';

export function personName(person: ReportPerson): string {
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ');
  return name ? `${name} <${person.email}>` : person.email;
}

/**
 * The law a signature was made under, as a reader says it. The protocol is written in English
 * (as is the rest of it). UNDEFINED is what a signature bound to no law records (SES, demo):
 * there is nothing to show, so the answer is null and the protocol leaves the line out.
 */
export function legislationLabel(legislation: string | null): string | null {
  if (legislation === 'ZERTES') return 'Swiss law (ZertES)';
  if (legislation === 'EIDAS') return 'EU law (eIDAS)';
  return null;
}

/** Who acted: the actor's address, else the signer the event belongs to, else the system. */
export function actorLabel(event: ReportEvent, input: ReportInput): string {
  if (event.actorEmail) return event.actorEmail;
  const signer = input.signers.find((candidate) => candidate.id === event.signatureId);
  return signer ? signer.email : 'System';
}

/** One line an auditor can compare: how many events, and the head hash when intact. */
export function chainStatus(trail: ReportInput['auditTrail']): string {
  return trail.valid
    ? `Audit trail intact: ${trail.event_count} events, chain head ${trail.head_hash}`
    : `Audit trail has been altered: the chain breaks at event ${trail.first_invalid_seq} of ${trail.event_count}`;
}

export const chainExplanation = (intact: boolean) =>
  intact
    ? 'Every event carries a hash over its content and the previous event; the chain verifies.'
    : 'The hash chain does not verify: events were edited, removed or inserted after they were recorded.';

/** UTC, ISO 8601 with milliseconds, as everywhere in the API. */
export const isoTime = (date: Date | null) => (date ? date.toISOString() : '–');

export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / 1024 / 1024).toFixed(1)} MB`;
}
