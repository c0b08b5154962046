import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { businesses } from '../db/schema';
import { createUser } from './accounts/accounts';
import { insertBusiness } from './businesses/lifecycle';

/**
 * An enterprise customer of the demo: its plan (ent_standard) pays the identification of its
 * members and of everyone it invites (spec §9's coverage), so whoever its admin asks for an
 * advanced or qualified signature is offered video, self and automatic identification. It
 * shares the demo password (README).
 */
export const DEMO_ENTERPRISE = {
  name: 'Alpina Versicherungen AG',
  admin: { email: 'erin.enterprise@paraph.example', firstName: 'Erin', lastName: 'Enterprise' },
  plan: 'ent_standard',
};

/** Erin and her business, invoiced by hand (MANUAL): no trial that could run out. */
export async function seedDemoEnterprise(
  tx: Db,
  { now, password }: { now: Date; password: string },
) {
  const erin = await createUser(
    { db: tx, now },
    {
      ...DEMO_ENTERPRISE.admin,
      password,
      emailVerified: true,
      attributes: { lang: ['en-gb'] },
    },
  );
  const business = await insertBusiness(tx, {
    userId: erin.id,
    body: {
      name: DEMO_ENTERPRISE.name,
      email: 'office@alpina-versicherungen.example',
      country: 'CH',
      city: 'Bern',
      gtc_accepted: true,
      dpa_accepted: true,
    },
    now,
  });
  await tx
    .update(businesses)
    .set({ pricePlan: DEMO_ENTERPRISE.plan, paymentMethod: 'MANUAL', trialEndsAt: null })
    .where(eq(businesses.id, business.id));
}
