import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import type { InvoicingPortal, PaymentProvider } from './provider';

/** What a billing operation needs: storage, the time, the caller, the card and invoicing providers. */
export interface BillingContext {
  db: Db;
  now: Date;
  user: UserRow;
  provider: PaymentProvider;
  invoicing: InvoicingPortal;
  /** The web app's origin (https://host), where the providers' pages send people back. */
  appOrigin: string;
}

/** An absolute link to a page of the web app (a provider's page returns there). */
export const appLink = ({ appOrigin }: Pick<BillingContext, 'appOrigin'>, path: string) =>
  `${appOrigin}${path}`;
