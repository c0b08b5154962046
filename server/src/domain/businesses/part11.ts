import type { components } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import { DomainError } from '../errors';
import { senderBusinessOf } from './membership';
import { storedSettings } from './settings';

/**
 * A request at quality PART11 (21 CFR Part 11 records) is for senders — members and admins
 * alike — of a business that has switched it on; nobody else may create or send one. Checked
 * when the quality is chosen and again when the request is sent, since an admin may switch it
 * off in between.
 */
export async function requirePart11Allowed(
  { db }: { db: Db },
  {
    senderId,
    quality,
  }: { senderId: string; quality: components['schemas']['Quality'] | undefined },
): Promise<void> {
  if (quality !== 'PART11') return;
  const business = await senderBusinessOf({ db }, senderId);
  if (business && storedSettings(business).signatureRequests.part11.enabled) return;
  throw new DomainError(
    'PART11_NOT_ENABLED',
    'Part 11 requests are only for senders whose business has switched them on',
  );
}
