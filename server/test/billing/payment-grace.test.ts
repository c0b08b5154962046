import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businesses } from '../../src/db/schema';
import { paymentGrace } from '../../src/jobs';
import { runJob } from '../../src/jobs/scheduler';
import { build, createClock } from '../build';
import { createSubscribedBusiness } from './subscribed';

const clock = createClock();
const t = build({ now: clock.now });
const DAY_MS = 24 * 60 * 60 * 1000;

const run = () => runJob({ db: t.app.db, blobs: t.app.blobs, now: clock.now() }, paymentGrace);
const paymentMethodOf = async (id: string) =>
  (await t.app.db.select().from(businesses).where(eq(businesses.id, id)))[0]?.paymentMethod;

describe('payment grace', () => {
  it('locks a business past due for more than 14 days, once, and leaves the others', async () => {
    const since = clock.now();
    const { business: overdue } = await createSubscribedBusiness(t.app, {
      subscription: { status: 'past_due', pastDueSince: since },
    });
    const { business: paying } = await createSubscribedBusiness(t.app);
    const { business: recovered } = await createSubscribedBusiness(t.app, {
      subscription: { status: 'active', pastDueSince: null },
    });

    clock.advance(14 * DAY_MS);
    expect(await run()).toEqual({ ran: true, changed: 0 });
    expect(await paymentMethodOf(overdue.id)).toBe('STRIPE');

    clock.advance(60 * 1000);
    const [first, second] = await Promise.all([run(), run()]);
    const changed = [first, second].map((outcome) => (outcome.ran ? outcome.changed : 0));
    expect(changed.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await run()).toEqual({ ran: true, changed: 0 });
    expect(await paymentMethodOf(overdue.id)).toBe('BLOCKED');
    expect(await paymentMethodOf(paying.id)).toBe('STRIPE');
    expect(await paymentMethodOf(recovered.id)).toBe('STRIPE');
  });
});
