import type { FastifyInstance } from 'fastify';
import type { PaymentSandbox } from './sandbox';

/** The sandbox processor's own small site under /sandbox/payments (not part of our API). */
export default async function sandboxRoutes(
  app: FastifyInstance,
  { sandbox }: { sandbox: PaymentSandbox },
) {
  app.post<{ Body: { customerId?: unknown; email?: unknown; days?: unknown } }>(
    '/sandbox/payments/clock',
    async (request, reply) => {
      const { customerId, email, days } = request.body ?? {};
      if (typeof days !== 'number' || !Number.isFinite(days) || days <= 0 || days > 3660) {
        return reply.code(400).send({ error: 'days must be a number of days above 0' });
      }
      const moved =
        typeof customerId === 'string'
          ? await sandbox.advanceClock(customerId, days).catch(() => null)
          : typeof email === 'string'
            ? await sandbox.advanceClockByEmail(email, days)
            : null;
      if (!moved) return reply.code(404).send({ error: 'no such customer' });
      return { now: moved.now.toISOString() };
    },
  );
}
