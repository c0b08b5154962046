import type { components } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { businessQualitiesOf } from '../businesses/aes-for-business';

type Qualities = components['schemas']['SignatureQualities'];

/**
 * The qualities an account signs at: its own (stored by identifications) and those its business
 * vouches for. The User view (signatureQualities, highestQuality) and the signing check both
 * read them here, so what the profile shows is what signing accepts. The account's own entries
 * win: the business adds only what the person does not hold themselves.
 */
export async function effectiveQualitiesOf(
  { db }: { db: Db },
  user: Pick<UserRow, 'id' | 'email' | 'signatureQualities'>,
): Promise<Qualities> {
  const own = user.signatureQualities;
  const vouched = await businessQualitiesOf({ db }, user);
  return vouched.aes && !own.aes?.any ? { ...own, aes: vouched.aes } : own;
}
