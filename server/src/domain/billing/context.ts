import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import type { PaymentProvider } from './provider';

/** What a billing operation needs: storage, the time, the caller, the card processor. */
export interface BillingContext {
  db: Db;
  now: Date;
  user: UserRow;
  provider: PaymentProvider;
  /** The web app's origin (https://host), where the provider's card page sends people back. */
  appOrigin: string;
}
