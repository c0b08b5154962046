import type { Card } from '../../domain/billing/provider';

/** What a test card does when it is saved (on the card page) and when it is charged later. */
export interface TestCard {
  number: string;
  brand: string;
  /** Saving: accepted, a decline code, or a 3-D Secure step first. */
  onSave: 'ok' | '3ds' | { decline: string };
  /** A charge without the cardholder present (subscriptions): accepted or a decline code. */
  offSession: 'ok' | string;
  description: string;
}

/** The processor's documented test cards (shared/reference/sandboxes.md, "Card payments"). */
export const TEST_CARDS: readonly TestCard[] = [
  {
    number: '4242424242424242',
    brand: 'visa',
    onSave: 'ok',
    offSession: 'ok',
    description: 'Succeeds',
  },
  {
    number: '5555555555554444',
    brand: 'mastercard',
    onSave: 'ok',
    offSession: 'ok',
    description: 'Succeeds',
  },
  {
    number: '4000000000000002',
    brand: 'visa',
    onSave: { decline: 'card_declined' },
    offSession: 'card_declined',
    description: 'Declined',
  },
  {
    number: '4000000000009995',
    brand: 'visa',
    onSave: { decline: 'insufficient_funds' },
    offSession: 'insufficient_funds',
    description: 'Declined: insufficient funds',
  },
  {
    number: '4000000000000069',
    brand: 'visa',
    onSave: { decline: 'expired_card' },
    offSession: 'expired_card',
    description: 'Declined: expired card',
  },
  {
    number: '4000000000000127',
    brand: 'visa',
    onSave: { decline: 'incorrect_cvc' },
    offSession: 'incorrect_cvc',
    description: 'Declined: incorrect CVC',
  },
  {
    number: '4000002500003155',
    brand: 'visa',
    onSave: '3ds',
    offSession: 'ok',
    description: '3-D Secure when saved, later charges succeed',
  },
  {
    number: '4000002760003184',
    brand: 'visa',
    onSave: '3ds',
    offSession: 'authentication_required',
    description: '3-D Secure when saved, every later charge fails',
  },
  {
    number: '4000000000003220',
    brand: 'visa',
    onSave: '3ds',
    offSession: 'authentication_required',
    description: '3-D Secure when saved, every later charge fails',
  },
  {
    number: '4000000000000341',
    brand: 'visa',
    onSave: 'ok',
    offSession: 'card_declined',
    description: 'Saved, every charge declined',
  },
];

/** Why a card was refused, as the processor words it for the cardholder. */
export const DECLINE_MESSAGES: Record<string, string> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: 'Your card’s security code is incorrect.',
  authentication_required: 'Your bank requires authentication for this payment.',
  test_mode_live_card: 'Your card was declined: this sandbox accepts only the test cards.',
  setup_intent_authentication_failure: 'We could not authenticate your card.',
  payment_method_required: 'There is no card on file.',
};

export const declineMessage = (code: string) =>
  DECLINE_MESSAGES[code] ?? DECLINE_MESSAGES.card_declined!;

export const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

/** The Luhn check digit rule every card number follows. */
export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The test card with this number; a real (non-test) number is null: the sandbox refuses it. */
export const testCard = (number: string): TestCard | null =>
  TEST_CARDS.find((card) => card.number === digitsOnly(number)) ?? null;

/** "MM/YY" (or "MM / YYYY") as month and four-digit year, or null when malformed. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** A card works until the end of its expiry month (UTC). */
export const expiredAt = (card: Pick<Card, 'expMonth' | 'expYear'>, at: Date) =>
  at.getTime() >= Date.UTC(card.expYear, card.expMonth, 1);

export interface CardForm {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardFormErrors = Partial<Record<keyof CardForm, string>>;

/** The card page's checks before the processor sees the card (what a card form checks itself). */
export function checkCardForm(
  form: CardForm,
  at: Date,
): { card: { number: string; expMonth: number; expYear: number } } | { errors: CardFormErrors } {
  const errors: CardFormErrors = {};
  const number = digitsOnly(form.number);
  if (!luhnValid(number)) errors.number = 'Your card number is invalid.';
  const expiry = parseExpiry(form.expiry);
  if (!expiry) errors.expiry = 'Enter the expiry date as MM/YY.';
  else if (expiredAt({ expMonth: expiry.month, expYear: expiry.year }, at))
    errors.expiry = 'Your card’s expiry date is in the past.';
  if (!/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = 'Your card’s security code is incomplete.';
  if (!form.name.trim() || form.name.length > 100) errors.name = 'Enter the name on the card.';
  if (Object.keys(errors).length > 0 || !expiry) return { errors };
  return { card: { number, expMonth: expiry.month, expYear: expiry.year } };
}
