import type { components } from '../../../openapi/schema.gen';

type Schemas = components['schemas'];
export type Report = Schemas['Report'];
export type ReportUserAction = Schemas['ReportUserAction'];

export interface ReportPerson {
  email: string;
  firstName: string | null;
  lastName: string | null;
}

export interface ReportSigner extends ReportPerson {
  id: string;
  mobile: string | null;
  status: string;
  signedAt: Date | null;
  quality: string | null;
  legislation: string | null;
}

export interface ReportEvent {
  type: string;
  at: Date;
  actorEmail: string | null;
  signatureId: string | null;
  ip: string | null;
  userAgent: string | null;
  message: string | null;
  data: Record<string, unknown>;
  hash: string;
}

/** Everything the signature protocol shows, loaded by the caller. */
export interface ReportInput {
  request: {
    id: string;
    title: string;
    status: Schemas['StatusOverall'];
    createdAt: Date;
    owner: ReportPerson;
  };
  signers: ReportSigner[];
  documents: {
    id: string;
    name: string;
    sha256: string;
    size: number;
    pageCount: number;
    signed: boolean;
  }[];
  attachments: { filename: string; sha256: string; erased: boolean }[];
  /** The audit trail, oldest first. */
  events: ReportEvent[];
  /** The trail's hash chain, checked as the report is made. */
  auditTrail: Schemas['AuditTrailVerification'];
  generatedAt: Date;
}

// The contract's enums and patterns: values from the event's free-form `data` that do not
// match are left out rather than producing a protocol that fails its own schema.
const QUALITIES = new Set(['SES', 'AES', 'AES_MINIMAL', 'QES', 'DEMO', 'PART11']);
const LEGISLATIONS = new Set(['ZERTES', 'EIDAS', 'UNDEFINED']);
const ID = /^[A-Za-z0-9][A-Za-z0-9_-]{2,63}$/;
const SHA256 = /^[0-9a-f]{64}$/;

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value !== '' ? value.slice(0, max) : undefined;
const positiveInt = (value: unknown) =>
  Number.isInteger(value) && (value as number) >= 1 ? (value as number) : undefined;
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
const oneOf = <T extends string>(value: unknown, allowed: Set<string>) =>
  typeof value === 'string' && allowed.has(value) ? (value as T) : undefined;
const matching = (value: unknown, pattern: RegExp) =>
  typeof value === 'string' && pattern.test(value) ? value : undefined;

/** Drops undefined keys: the schema forbids unknown keys and most nulls. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

function userAction(event: ReportEvent): ReportUserAction {
  const signed = event.type === 'SIGNED';
  const data = event.data;
  const documents: unknown = data.documents;
  const document = record(signed && Array.isArray(documents) ? documents[0] : undefined);
  const certificate = record(signed ? data.certificate : undefined);
  return compact<ReportUserAction>({
    name: event.type.slice(0, 64),
    ip: text(event.ip, 45),
    time: event.at.toISOString(),
    quality: signed ? oneOf<Schemas['Quality']>(data.quality, QUALITIES) : undefined,
    legislation: signed ? oneOf<Schemas['Legislation']>(data.legislation, LEGISLATIONS) : undefined,
    documentId: matching(document.id, ID),
    documentSha256: matching(document.sha256, SHA256),
    documentPageCount: positiveInt(document.pageCount),
    documentSize: positiveInt(document.size),
    message: text(event.message, 1024),
    signatureId: matching(event.signatureId, ID),
    certificateSubject: text(certificate.subject, 1024),
    certificateSerial: text(certificate.serial, 128),
    certificateIssuer: text(certificate.issuer, 1024),
  });
}

/**
 * The protocol as the contract's `Report`: one entry per signer with the events of that
 * signature, then one for the owner with the owner's own actions on the request (create,
 * initiate, remind, withdraw, …). The owner has no signature id, so the entry is keyed by the
 * request id, which is a valid contract Id and cannot collide with a signature id.
 */
export function buildReport(input: ReportInput): Report {
  const { request, signers, events } = input;
  const owner = request.owner;
  const ownerEmail = owner.email.toLowerCase();
  return {
    header: {
      signatureRequestID: request.id,
      title: request.title.slice(0, 1024),
      status: request.status,
      signatureCount: signers.length,
      signatureCountSigned: signers.filter((signer) => signer.status === 'SIGNED').length,
      // Erased attachments are listed too: the protocol records that they were part of it.
      attachmentNames: input.attachments.map((attachment) => attachment.filename),
    },
    userList: [
      ...signers.map((signer) =>
        compact({
          id: signer.id,
          firstname: signer.firstName ?? undefined,
          lastname: signer.lastName ?? undefined,
          email: signer.email,
          mobile: signer.mobile,
          businessName: null,
          userActions: events.filter((event) => event.signatureId === signer.id).map(userAction),
        }),
      ),
      compact({
        id: request.id,
        firstname: owner.firstName ?? undefined,
        lastname: owner.lastName ?? undefined,
        email: owner.email,
        mobile: null,
        businessName: null,
        userActions: events
          .filter((event) => !event.signatureId && event.actorEmail?.toLowerCase() === ownerEmail)
          .map(userAction),
      }),
    ],
    auditTrail: input.auditTrail,
  };
}
