import { eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import { identifications, signatures, users } from '../../db/schema';
import type { Caller } from '../requests/access';
import type { RequestContext } from '../requests/context';
import { DomainError } from '../errors';
import type { Audience } from './methods';
import type { PersonToIdentify } from './provider';

type Schemas = components['schemas'];

/**
 * Who is identified: an account holder, for every later signature; or the guest of a link, for
 * the one signature it opens (guests have no account to keep an identity in).
 */
export type Subject =
  | { audience: Extract<Audience, 'account'>; userId: string }
  | { audience: Extract<Audience, 'guest'>; signatureId: string; requestId: string }
  | {
      audience: Extract<Audience, 'visitor'>;
      tokenHash: string;
      email: string;
      language: string | null;
    };

export function subjectOf(caller: Caller): Subject {
  return caller.kind === 'user'
    ? { audience: 'account', userId: caller.user.id }
    : { audience: 'guest', signatureId: caller.signatureId, requestId: caller.requestId };
}

/** The subject's column in `identifications`. */
export function subjectColumn(subject: Subject) {
  if (subject.audience === 'account') return eq(identifications.userId, subject.userId);
  if (subject.audience === 'guest') return eq(identifications.signatureId, subject.signatureId);
  return eq(identifications.signupTokenHash, subject.tokenHash);
}

/** One text naming the subject, whoever it is (for locks). */
export function subjectKey(subject: Subject): string {
  if (subject.audience === 'account') return `account:${subject.userId}`;
  if (subject.audience === 'guest') return `guest:${subject.signatureId}`;
  return `visitor:${subject.tokenHash}`;
}

/** The subject's columns of a new identification. */
export const subjectColumns = (subject: Subject) => ({
  userId: subject.audience === 'account' ? subject.userId : null,
  signatureId: subject.audience === 'guest' ? subject.signatureId : null,
  signupTokenHash: subject.audience === 'visitor' ? subject.tokenHash : null,
});

export interface SubjectRecord {
  person: PersonToIdentify;
  qualities: Schemas['SignatureQualities'];
  identity: Schemas['VerifiedIdentity'] | null;
}

/** The subject's name, address, qualities and verified identity as stored now. */
export async function readSubject(
  { db }: Pick<RequestContext, 'db'>,
  subject: Subject,
): Promise<SubjectRecord> {
  if (subject.audience === 'account') {
    const [user] = await db.select().from(users).where(eq(users.id, subject.userId));
    if (!user) throw new DomainError('NOT_FOUND', 'Account not found');
    return {
      person: {
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        language: user.attributes.lang?.[0] ?? null,
      },
      qualities: user.signatureQualities,
      identity: user.identity,
    };
  }
  if (subject.audience === 'visitor') {
    // Nobody is known yet: the provider learns the name from the ID document.
    return {
      person: { firstName: '', lastName: '', email: subject.email, language: subject.language },
      qualities: {},
      identity: null,
    };
  }
  const [signature] = await db
    .select()
    .from(signatures)
    .where(eq(signatures.id, subject.signatureId));
  if (!signature) throw new DomainError('NOT_FOUND', 'Signer not found');
  return {
    person: {
      firstName: signature.firstName ?? '',
      lastName: signature.lastName ?? '',
      email: signature.email,
      language: signature.language,
    },
    qualities: signature.signatureQualities,
    identity: signature.identity,
  };
}
