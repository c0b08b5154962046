import type { Db } from '../db/database';
import type { UserRow } from '../db/schema';
import { updateBusinessMember } from './businesses/cost-center';
import { recordBusinessEvent } from './businesses/events';
import { changeMemberRoles } from './businesses/members';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** The days (after the founding) the stand-in admin's role changed, and to what. */
const STAND_IN = [
  [30, 'admin'],
  [44, 'member'],
] as const;

/** How long before the seed Muster Treuhand AG was founded: months of account activity. */
export const DEMO_FOUNDED_DAYS_AGO = 150;

/** A member's history: invited and joined so many days after the founding, and where booked. */
export interface DemoArrival {
  person: UserRow;
  invitedDay: number;
  joinedDay: number;
  costCenter: string | null;
  /** Signs in every so many days from joining on. */
  signsInEvery: number;
}

/**
 * The account activity of months gone by, for the activity report: the members' invitations
 * and arrivals (their rows are written by the caller with the join dates), their cost centres
 * and a stand-in admin's two role changes through the product's own functions on a past
 * clock, and regular sign-ins. The founder's arrival is written by insertBusiness, today's
 * plan purchase by the upgrade (demo-billing.ts).
 */
export async function seedDemoHistory(
  tx: Db,
  {
    businessId,
    admin,
    arrivals,
    founded,
    now,
  }: { businessId: string; admin: UserRow; arrivals: DemoArrival[]; founded: Date; now: Date },
): Promise<void> {
  const day = (n: number, hour = 9) => new Date(founded.getTime() + n * DAY_MS + hour * HOUR_MS);
  for (const { person, invitedDay, joinedDay } of arrivals) {
    const common = { businessId, user: person, role: 'member' as const };
    await recordBusinessEvent(tx, {
      ...common,
      action: 'MEMBER_INVITED',
      at: day(invitedDay),
      actor: admin,
    });
    await recordBusinessEvent(tx, {
      ...common,
      action: 'MEMBER_JOINED',
      at: day(joinedDay, 10),
      actor: person,
    });
  }
  for (const { person, joinedDay, costCenter } of arrivals) {
    if (!costCenter) continue;
    await updateBusinessMember(
      { db: tx, now: day(joinedDay, 11) },
      { caller: admin, businessId, userId: person.id, update: { costCenter } },
    );
  }
  // The first member stood in as admin for a fortnight while the founder was away.
  const standIn = arrivals[0]?.person;
  if (standIn) {
    for (const [n, role] of STAND_IN) {
      await changeMemberRoles(
        { db: tx, now: day(n, 8) },
        { caller: admin, businessId, userIds: [standIn.id], role },
      );
    }
  }
  const roleOn = (person: UserRow, n: number) =>
    person === admin || (person === standIn && n >= STAND_IN[0][0] && n < STAND_IN[1][0])
      ? 'admin'
      : 'member';
  const people = [
    { person: admin, from: 0, every: 4 },
    ...arrivals.map((a) => ({ person: a.person, from: a.joinedDay, every: a.signsInEvery })),
  ];
  const days = Math.floor((now.getTime() - founded.getTime()) / DAY_MS);
  for (const [index, { person, from, every }] of people.entries()) {
    for (let n = from + 1; n < days; n += every) {
      await recordBusinessEvent(tx, {
        businessId,
        action: 'SIGNED_IN',
        at: day(n, 7 + index),
        user: person,
        actor: person,
        role: roleOn(person, n),
      });
    }
  }
}
