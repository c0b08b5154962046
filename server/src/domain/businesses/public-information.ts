import { and, eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import { businesses, businessMembers, signatureRequests, type BusinessRow } from '../../db/schema';
import type { MailService } from '../../mail/service';
import type { Guest } from '../../plugins/auth';
import { DomainError } from '../errors';
import { requireBusinessMember } from './access';
import type { BusinessContext } from './context';
import { logoOf } from './settings';

type Schemas = components['schemas'];

function toPublicInformation(
  mail: Pick<MailService, 'link'>,
  business: BusinessRow,
): Schemas['PublicInformation'] {
  const logo = logoOf(mail, business);
  return {
    id: business.id,
    name: business.name,
    ...(logo ? { logo } : {}),
    supportContact: business.supportContact,
  };
}

/** Name, logo and support contact, for the business's own members and admins. */
export async function getBusinessPublicInformation(
  context: BusinessContext,
  businessId: string,
): Promise<Schemas['PublicInformation']> {
  const { business } = await requireBusinessMember(context, businessId);
  return toPublicInformation(context.mail, business);
}

/**
 * The same for a guest signer, about the business whose member sent the guest's request — and
 * only that one: any other business is a 404, as if it did not exist.
 */
export async function getDirectBusinessPublicInformation(
  context: { db: Db; mail: Pick<MailService, 'link'>; guest: Guest },
  businessId: string,
): Promise<Schemas['PublicInformation']> {
  const [row] = await context.db
    .select({ business: businesses })
    .from(signatureRequests)
    .innerJoin(businessMembers, eq(businessMembers.userId, signatureRequests.ownerId))
    .innerJoin(businesses, eq(businesses.id, businessMembers.businessId))
    .where(and(eq(signatureRequests.id, context.guest.requestId), eq(businesses.id, businessId)))
    .limit(1);
  if (!row) throw new DomainError('NOT_FOUND', 'Business not found');
  return toPublicInformation(context.mail, row.business);
}
