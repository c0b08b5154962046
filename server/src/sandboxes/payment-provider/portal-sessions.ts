import type { InvoicingPortal } from '../../domain/billing/provider';
import type { SandboxContext } from './customer-scope';
import { sandboxId, sandboxStore, type PortalSessionData } from './store';

export const PORTAL_SESSION_MS = 60 * 60_000;

/** A portal session that expires after PORTAL_SESSION_MS; answers its id. */
export async function openPortalSession(
  ctx: SandboxContext,
  customerId: string | null,
  data: Omit<PortalSessionData, 'expiresAt'>,
) {
  const id = sandboxId('portal_session');
  await sandboxStore(ctx.db).insert(
    'portal_session',
    id,
    customerId,
    { ...data, expiresAt: new Date(ctx.now().getTime() + PORTAL_SESSION_MS).toISOString() },
    ctx.now(),
  );
  return id;
}

/** Chargebee's portal for MANUAL and CHARGEBEE businesses, played by the same sandbox. */
export const invoicingPortal = (ctx: SandboxContext): InvoicingPortal => ({
  async portalSession({ businessId, email, returnUrl }) {
    const id = await openPortalSession(ctx, null, {
      purpose: 'invoicing',
      returnUrl,
      businessId,
      email,
    });
    return { url: ctx.url.invoicing(id) };
  },
});
