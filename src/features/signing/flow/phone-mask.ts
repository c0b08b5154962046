/**
 * A stored mobile number as the signing flow shows it: the country code and the last two
 * digits, the rest hidden, like the masked address a guest's code goes to (`d***@example.ch`).
 */
export function maskPhone(number: string): string {
  const digits = number.replace(/[^\d+]/g, '');
  if (digits.length <= 5) return digits;
  return `${digits.slice(0, 3)}${'*'.repeat(digits.length - 5)}${digits.slice(-2)}`;
}
