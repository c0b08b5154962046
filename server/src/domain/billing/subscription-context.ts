import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import type { MailService } from '../../mail/service';
import type { InvoicingPortal, PaymentProvider } from './provider';

/** What the subscription's reads and settings need: storage, the time, the caller, the providers. */
export interface SubscriptionContext {
  db: Db;
  now: Date;
  user: UserRow;
  /** Absolute links into the web app (the portals return there). */
  mail: Pick<MailService, 'link'>;
  provider: PaymentProvider;
  invoicing: InvoicingPortal;
}
