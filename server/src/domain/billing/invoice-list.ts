import { desc, eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import { invoices } from '../../db/schema';
import { requireBusinessAdmin } from '../businesses/access';
import { toMajor } from './money';
import type { BillingContext } from './context';

type Schemas = components['schemas'];

const toInvoice = (row: typeof invoices.$inferSelect): Schemas['Invoice'] => ({
  id: row.id,
  number: row.number,
  status: row.status,
  currency: row.currency,
  subtotal: toMajor(row.subtotalMinor),
  discount: toMajor(row.discountMinor),
  tax: toMajor(row.taxMinor),
  total: toMajor(row.totalMinor),
  periodStart: row.periodStart.toISOString(),
  periodEnd: row.periodEnd.toISOString(),
  createdAt: row.createdAt.toISOString(),
  url: row.url,
});

/** The business's invoices as the provider reported them, newest first. */
export async function listInvoices(
  { db, user }: Pick<BillingContext, 'db' | 'user'>,
  businessId: string,
): Promise<Schemas['Invoices']> {
  await requireBusinessAdmin({ db, user }, businessId);
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.businessId, businessId))
    .orderBy(desc(invoices.createdAt), desc(invoices.id));
  return { invoices: rows.map(toInvoice) };
}
