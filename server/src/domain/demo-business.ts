import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  businessDomains,
  businesses,
  businessInvitations,
  businessMembers,
  sealMembers,
  seals,
  signerGroupMembers,
  signerGroups,
} from '../db/schema';
import { createUser } from './accounts/accounts';
import { recordBusinessEvent } from './businesses/events';
import { insertBusiness } from './businesses/lifecycle';
import { DEMO_FOUNDED_DAYS_AGO, seedDemoHistory, type DemoArrival } from './demo-business-history';
import { newId } from './ids';

/** The demo company's people; they share the demo password (README). */
export const DEMO_BUSINESS = {
  name: 'Muster Treuhand AG',
  admin: { email: 'bea.boss@paraph.example', firstName: 'Bea', lastName: 'Boss' },
  members: [
    {
      email: 'marco.member@paraph.example',
      firstName: 'Marco',
      lastName: 'Meier',
      history: { invitedDay: 1, joinedDay: 2, costCenter: 'Legal', signsInEvery: 6 },
    },
    {
      email: 'nina.member@paraph.example',
      firstName: 'Nina',
      lastName: 'Nussbaum',
      history: { invitedDay: 20, joinedDay: 21, costCenter: 'Sales', signsInEvery: 9 },
    },
  ],
  invited: 'lea.neu@muster-treuhand.example',
  /** Its verified domain, with AES for business on it: Lea signs at AES once she joins. */
  domain: 'muster-treuhand.example',
  /** Applies the company seal with Bea (Nina may not). */
  sealMember: 'marco.member@paraph.example',
  /** A signer group any one of whose members signs for it. */
  group: { name: 'Management board', description: 'Any one of the board signs.' },
};

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * A business for the business pages, founded months ago and seeded on its trial
 * (demo-billing.ts then has it pay by card, outside this transaction): Bea is its admin, Marco
 * (cost centre Legal) and Nina (Sales) members who joined over its first weeks, and one
 * invitation waits; its account activity covers those months (demo-business-history.ts).
 * Everyone signs without credits as long as they are in it. Bea and Marco
 * may apply the company seal (made with the business, named after it); Bea and Marco form its
 * management board, a signer group. Its domain is verified and AES for business is on for it.
 */
export async function seedDemoBusiness(tx: Db, { now, password }: { now: Date; password: string }) {
  const account = (person: { email: string; firstName: string; lastName: string }) =>
    createUser(
      { db: tx, now },
      { ...person, password, emailVerified: true, attributes: { lang: ['en-gb'] } },
    );
  const bea = await account(DEMO_BUSINESS.admin);
  const founded = new Date(now.getTime() - DEMO_FOUNDED_DAYS_AGO * DAY_MS);
  const business = await insertBusiness(tx, {
    userId: bea.id,
    body: {
      name: DEMO_BUSINESS.name,
      email: 'office@muster-treuhand.example',
      phone: '044 555 0199',
      country: 'CH',
      address_1: 'Bahnhofstrasse 1',
      city: 'Zürich',
      postal_code: '8001',
      gtc_accepted: true,
      dpa_accepted: true,
    },
    now: founded,
  });
  const sealUsers = [bea.id];
  const arrivals: DemoArrival[] = [];
  for (const { history, ...person } of DEMO_BUSINESS.members) {
    const member = await account(person);
    const joinedAt = new Date(founded.getTime() + history.joinedDay * DAY_MS + 10 * HOUR_MS);
    await tx
      .insert(businessMembers)
      .values({ userId: member.id, businessId: business.id, role: 'member', joinedAt });
    if (person.email === DEMO_BUSINESS.sealMember) sealUsers.push(member.id);
    arrivals.push({ person: member, ...history });
  }
  const [seal] = await tx.select().from(seals).where(eq(seals.businessId, business.id));
  if (seal) {
    await tx
      .insert(sealMembers)
      .values(sealUsers.map((userId) => ({ sealId: seal.id, userId, addedAt: now })));
  }
  const group = newId('grp');
  await tx.insert(signerGroups).values({
    id: group,
    businessId: business.id,
    ownerId: bea.id,
    ...DEMO_BUSINESS.group,
    createdAt: now,
    updatedAt: now,
  });
  await tx.insert(signerGroupMembers).values(
    [DEMO_BUSINESS.admin, DEMO_BUSINESS.members[0]].flatMap((person, position) =>
      person
        ? [
            {
              groupId: group,
              email: person.email,
              firstName: person.firstName,
              lastName: person.lastName,
              position,
            },
          ]
        : [],
    ),
  );
  await seedDemoHistory(tx, { businessId: business.id, admin: bea, arrivals, founded, now });
  const invitedAt = new Date(now.getTime() - 3 * DAY_MS);
  await tx.insert(businessInvitations).values({
    id: newId('inv'),
    businessId: business.id,
    email: DEMO_BUSINESS.invited,
    role: 'member',
    invitedBy: bea.id,
    invitedAt,
    expiresAt: new Date(now.getTime() + 30 * DAY_MS),
  });
  await recordBusinessEvent(tx, {
    businessId: business.id,
    action: 'MEMBER_INVITED',
    at: invitedAt,
    user: { id: null, email: DEMO_BUSINESS.invited },
    actor: bea,
    role: 'member',
  });
  await seedAesForBusiness(tx, { businessId: business.id, now });
  return business;
}

/** The company's domain as if its DNS record had been checked, and AES for business on it. */
async function seedAesForBusiness(tx: Db, { businessId, now }: { businessId: string; now: Date }) {
  const token = randomBytes(12).toString('base64url');
  await tx.insert(businessDomains).values({
    domain: DEMO_BUSINESS.domain,
    businessId,
    verificationToken: token,
    verifiedAt: now,
    createdAt: now,
  });
  await tx
    .update(businesses)
    .set({
      domainVerificationToken: token,
      aesForBusiness: {
        enabled: true,
        representativeName: `${DEMO_BUSINESS.admin.firstName} ${DEMO_BUSINESS.admin.lastName}`,
        representativeEmail: DEMO_BUSINESS.admin.email,
        commercialRegister: 'CHE-123.456.789',
        domains: [DEMO_BUSINESS.domain],
      },
    })
    .where(eq(businesses.id, businessId));
}
