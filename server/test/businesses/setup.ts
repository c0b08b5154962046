import type { FastifyInstance } from 'fastify';
import { businesses, businessMembers, type BusinessRow } from '../../src/db/schema';
import { newId } from '../../src/domain/ids';
import { createUser } from '../fixtures';

type Account = Awaited<ReturnType<typeof createUser>>;

/**
 * A business straight in the tables, for tests of what happens inside one (members, domains,
 * settings…) without going through registration: an admin, the given members, and any column
 * overridden (a trial that has ended, a locked business, a logo…).
 */
export async function createBusiness(
  app: FastifyInstance,
  {
    members = 0,
    ...overrides
  }: Partial<typeof businesses.$inferInsert> & { members?: number } = {},
): Promise<{ business: BusinessRow; admin: Account; members: Account[] }> {
  const now = app.now();
  const [business] = await app.db
    .insert(businesses)
    .values({
      id: newId('biz'),
      name: 'Acme AG',
      email: 'office@acme.example',
      country: 'CH',
      pricePlan: 'team',
      pricePlanStartAt: now,
      trialEndsAt: new Date(now.getTime() + 14 * 24 * 3600 * 1000),
      ...overrides,
    })
    .returning();
  if (!business) throw new Error('the business was not stored');
  const admin = await createUser(app, { firstName: 'Alex', lastName: 'Admin' });
  const people = await Promise.all(
    Array.from({ length: members }, (_, i) =>
      createUser(app, { firstName: 'Mia', lastName: `Member ${i + 1}` }),
    ),
  );
  await app.db.insert(businessMembers).values([
    { userId: admin.id, businessId: business.id, role: 'admin' },
    ...people.map((person) => ({
      userId: person.id,
      businessId: business.id,
      role: 'member' as const,
    })),
  ]);
  return { business, admin, members: people };
}
