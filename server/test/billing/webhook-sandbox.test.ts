import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businesses, invoices, subscriptions } from '../../src/db/schema';
import { build, createClock } from '../build';
import { createBusiness } from '../businesses/setup';
import { customerWithCard, subscribe } from './sandbox-setup';

const clock = createClock();
const t = build({ now: clock.now, payments: { sandbox: { deliveryDelayMs: 0 } } });

/**
 * The whole loop with the sandbox processor: its signed deliveries reach our webhook, whose
 * effects follow the processor's own state through a renewal that fails, the retries, the lock
 * and the payment that lifts it.
 */
describe('the payment webhook with the sandbox processor', () => {
  it('failed renewal → past_due → unpaid → BLOCKED; a new card pays and unlocks', async () => {
    const { app } = t;
    const customerId = await customerWithCard(app, '4242424242424242', 'loop@example.com');
    const { business } = await createBusiness(app, {
      paymentMethod: 'STRIPE',
      trialEndsAt: null,
      currency: 'CHF',
      billingCustomerId: customerId,
    });
    const { subscription, invoice } = await subscribe(app, customerId);
    expect(invoice.status).toBe('paid');
    // What the money path stores with a successful charge.
    await app.db.insert(subscriptions).values({
      businessId: business.id,
      providerSubscriptionId: subscription.id,
      plan: 'team',
      cycle: 'monthly',
      currency: 'CHF',
      seats: 2,
      status: subscription.status,
      currentPeriodStart: subscription.currentPeriodStart,
      currentPeriodEnd: subscription.currentPeriodEnd,
    });
    await app.payments.sandbox.settled();

    const state = async () => ({
      business: (await app.db.select().from(businesses).where(eq(businesses.id, business.id)))[0],
      subscription: (
        await app.db.select().from(subscriptions).where(eq(subscriptions.businessId, business.id))
      )[0],
      invoices: await app.db.select().from(invoices).where(eq(invoices.businessId, business.id)),
    });
    // A card that saves but every charge of which fails, then the renewal.
    await app.payments.sandbox.attachTestCard(customerId, '4000000000000341');
    await app.payments.sandbox.advanceClock(customerId, 32);
    await app.payments.sandbox.settled();
    let now = await state();
    expect(now.subscription).toMatchObject({ status: 'past_due', card: { last4: '0341' } });
    expect(now.invoices.filter((row) => row.status === 'open')).toHaveLength(1);
    expect(now.business?.paymentMethod).toBe('STRIPE');

    // The retries after 3, 5 and 7 more days fail too: unpaid, the business locked.
    for (const days of [3, 5, 7]) await app.payments.sandbox.advanceClock(customerId, days);
    await app.payments.sandbox.settled();
    now = await state();
    expect(now.subscription?.status).toBe('unpaid');
    expect(now.business?.paymentMethod).toBe('BLOCKED');

    // A working card: the open invoice is charged again and paid; the business is unlocked.
    await app.payments.sandbox.attachTestCard(customerId, '5555555555554444');
    await app.payments.sandbox.settled();
    now = await state();
    expect(now.invoices.filter((row) => row.status === 'open')).toEqual([]);
    expect(now.business?.paymentMethod).toBe('STRIPE');
    expect(now.subscription).toMatchObject({ status: 'active', pastDueSince: null });
  }, 60_000);
});
