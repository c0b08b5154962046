import { timingSafeEqual } from 'node:crypto';
import { randomBase62 } from '../../domain/ids';
import { declineMessage, testCard } from './cards';
import { withCustomer, type SandboxContext, type Scope } from './customer-scope';
import { SandboxError } from './sandbox-error';
import { sandboxId, type Stored } from './store';
import { setupIntentObject } from './stripe-shape';

export interface EnteredCard {
  number: string;
  expMonth: number;
  expYear: number;
}

export type SaveOutcome =
  | { status: 'succeeded'; returnTo: string }
  | { status: 'requires_action' }
  | { status: 'declined'; code: string; message: string };

export const sameSecret = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The return address with the processor's outcome parameters added. */
export function returnWith(returnUrl: string, setupIntent: string, status: 'succeeded' | 'failed') {
  const url = new URL(returnUrl);
  url.searchParams.set('setup_intent', setupIntent);
  url.searchParams.set('redirect_status', status);
  return url.toString();
}

/** The setup intent, when the client secret matches. */
export async function intentFor(scope: Scope, id: string, clientSecret: string) {
  const intent = await scope.store.get('setup_intent', id);
  return intent && sameSecret(intent.data.clientSecret, clientSecret) ? intent : null;
}

/** Saves the card on the intent, makes it the customer's default and reports it. */
export async function saveCard(scope: Scope, intent: Stored<'setup_intent'>, card: EnteredCard) {
  const test = testCard(card.number);
  const data = {
    card: {
      brand: test?.brand ?? 'visa',
      last4: card.number.slice(-4),
      expMonth: card.expMonth,
      expYear: card.expYear,
    },
    testNumber: card.number,
  };
  const method = await scope.store.insert(
    'payment_method',
    sandboxId('payment_method'),
    scope.customer.id,
    data,
    scope.at,
  );
  intent.data.status = 'succeeded';
  intent.data.pendingCard = null;
  intent.data.paymentMethod = method.id;
  intent.data.lastError = null;
  await scope.store.update(intent, scope.at);
  scope.customer.data.defaultPaymentMethod = method.id;
  await scope.store.update(scope.customer, scope.at);
  scope.emit('setup_intent.succeeded', setupIntentObject(intent, data));
  return { paymentMethodId: method.id, card: data.card };
}

/** The card as entered on the hosted page: refused, saved, or waiting for 3-D Secure. */
export async function confirmCard(
  scope: Scope,
  intent: Stored<'setup_intent'>,
  card: EnteredCard,
): Promise<SaveOutcome> {
  const test = testCard(card.number);
  const refusal = !test
    ? 'test_mode_live_card'
    : typeof test.onSave === 'object'
      ? test.onSave.decline
      : null;
  if (refusal) {
    intent.data.status = 'requires_payment_method';
    intent.data.lastError = refusal;
    await scope.store.update(intent, scope.at);
    return { status: 'declined', code: refusal, message: declineMessage(refusal) };
  }
  if (test?.onSave === '3ds') {
    // The card waits on the intent until the cardholder completes the bank's challenge (any
    // server process may serve that step). Only test card numbers are ever accepted.
    intent.data.pendingCard = card;
    intent.data.status = 'requires_action';
    intent.data.lastError = null;
    await scope.store.update(intent, scope.at);
    return { status: 'requires_action' };
  }
  await saveCard(scope, intent, card);
  return {
    status: 'succeeded',
    returnTo: returnWith(intent.data.returnUrl, intent.id, 'succeeded'),
  };
}

/** Saves a test card for the customer as if entered (and authenticated) on the card page. */
export function attachTestCard(ctx: SandboxContext, customerId: string, number: string) {
  return withCustomer(ctx, customerId, async (scope) => {
    const test = testCard(number);
    if (!test || typeof test.onSave === 'object') {
      throw new SandboxError('invalid_request', `${number} is not a test card that saves`);
    }
    const intent = await scope.store.insert(
      'setup_intent',
      sandboxId('setup_intent'),
      customerId,
      {
        clientSecret: `secret_${randomBase62(24)}`,
        status: 'requires_payment_method',
        metadata: scope.customer.data.metadata,
        returnUrl: ctx.baseUrl,
        paymentMethod: null,
        lastError: null,
        pendingCard: null,
      },
      scope.at,
    );
    const saved = await saveCard(scope, intent, {
      number: test.number,
      expMonth: 12,
      expYear: scope.at.getUTCFullYear() + 3,
    });
    return { setupIntentId: intent.id, ...saved };
  });
}
