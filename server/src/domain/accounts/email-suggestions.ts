import { and, asc, desc, eq, isNull, like, ne, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { components } from '../../../../openapi/schema.gen';
import { signatureRequests, signatures, users, type UserRow } from '../../db/schema';
import type { Context } from '../context';

type Schemas = components['schemas'];

const MAX_SUGGESTIONS = 10;

/** Escapes LIKE wildcards, then matches what was typed as the start of the address. */
function startsWith(input: string): string {
  return `${input
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * Addresses the user has worked with and whose start matches the input: the signers of the
 * user's requests and the senders of requests addressed to the user. Nothing else, so the
 * input cannot probe which addresses have an account. The most frequent first.
 */
export async function suggestEmails(
  { db }: Pick<Context, 'db'>,
  { user, query: input }: { user: Pick<UserRow, 'id' | 'email'>; query: string },
): Promise<Schemas['EmailSuggestions']> {
  const prefix = startsWith(input);
  const signersOfMine = db
    .select({
      email: signatures.email,
      firstName: signatures.firstName,
      lastName: signatures.lastName,
    })
    .from(signatures)
    .innerJoin(signatureRequests, eq(signatureRequests.id, signatures.requestId))
    .where(
      and(
        eq(signatureRequests.ownerId, user.id),
        ne(signatures.email, user.email),
        like(signatures.email, prefix),
      ),
    );
  const sendersToMe = db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(signatures)
    .innerJoin(signatureRequests, eq(signatureRequests.id, signatures.requestId))
    .innerJoin(users, eq(users.id, signatureRequests.ownerId))
    .where(
      and(
        or(eq(signatures.userId, user.id), eq(signatures.email, user.email)),
        ne(users.id, user.id),
        isNull(users.deletedAt),
        like(users.email, prefix),
      ),
    );
  const contacts = unionAll(signersOfMine, sendersToMe).as('contacts');
  const uses = sql<number>`count(*)`.mapWith(Number);
  const rows = await db
    .select({
      email: contacts.email,
      firstName: sql<string | null>`max(${contacts.firstName})`,
      lastName: sql<string | null>`max(${contacts.lastName})`,
      uses,
    })
    .from(contacts)
    .groupBy(contacts.email)
    .orderBy(desc(uses), asc(contacts.email))
    .limit(MAX_SUGGESTIONS);
  return {
    suggestions: rows.map(({ email, firstName, lastName }) => ({
      email,
      ...(firstName ? { firstName } : {}),
      ...(lastName ? { lastName } : {}),
    })),
  };
}
