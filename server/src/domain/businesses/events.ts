import type { components } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import { businessEvents } from '../../db/schema';
import { newId } from '../ids';

type Schemas = components['schemas'];

/** What a SETTINGS_CHANGED event says was changed. */
export type SettingsChanged =
  'settings' | 'details' | 'logo' | 'domains' | 'aes4biz' | 'cost_center';

/** A person as the trail keeps them: the address is a snapshot, the account may go. */
export interface EventPerson {
  id: string | null;
  email: string;
}

export interface BusinessEvent {
  businessId: string;
  action: Schemas['AccountActivity']['action'];
  /** The caller's clock (context.now), so moved clocks and seeded history stay consistent. */
  at: Date;
  /** Whom the event is about; for a change to the whole business, whoever made it. */
  user: EventPerson;
  /** The admin (or the person) who did it; null for jobs and the payment provider's events. */
  actor: EventPerson | null;
  role?: Schemas['BusinessRole'];
  plan?: string;
  seats?: number;
  details?: SettingsChanged;
}

/**
 * Appends one event to the business's own audit trail (the account activity report). Called
 * inside the transaction of the change, so a refused or rolled-back change leaves no trace.
 */
export async function recordBusinessEvent(tx: Db, event: BusinessEvent): Promise<void> {
  await tx.insert(businessEvents).values({
    id: newId('bev'),
    businessId: event.businessId,
    action: event.action,
    at: event.at,
    userId: event.user.id,
    userEmail: event.user.email,
    actorUserId: event.actor?.id ?? null,
    actorEmail: event.actor?.email ?? null,
    role: event.role ?? null,
    plan: event.plan ?? null,
    seats: event.seats ?? null,
    details: event.details ?? null,
  });
}

/** A change to the whole business (its settings, details, logo, domains…), by `actor`. */
export function recordSettingsChanged(
  tx: Db,
  input: { businessId: string; at: Date; actor: EventPerson; details: SettingsChanged },
): Promise<void> {
  const { actor, ...rest } = input;
  return recordBusinessEvent(tx, { ...rest, action: 'SETTINGS_CHANGED', user: actor, actor });
}
