import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { signatures, signerGroupMembers, signerGroups } from '../../src/db/schema';

export const board = (emails: string[], name = 'Management board') => ({
  name,
  description: 'Any one of the board may sign.',
  members: emails.map((email, i) => ({ email, first_name: 'Board', last_name: `Member ${i + 1}` })),
});

/** Everything a group operation can change: a refusal must leave it exactly as it was. */
export async function groupTables(app: FastifyInstance) {
  const [groups, members, rows] = await Promise.all([
    app.db.select().from(signerGroups).orderBy(asc(signerGroups.id)),
    app.db
      .select()
      .from(signerGroupMembers)
      .orderBy(asc(signerGroupMembers.groupId), asc(signerGroupMembers.position)),
    app.db.select().from(signatures).orderBy(asc(signatures.id)),
  ]);
  return { groups, members, rows };
}
