/**
 * Addresses under the reserved top-level domain `.invalid` (RFC 2606), which the server gives
 * to accounts no mail may reach: API users' accounts and deleted accounts. Nothing is sent
 * there, whichever flow asks (invitations, reminders, resets, notifications).
 */
export function isUndeliverable(address: string): boolean {
  const domain = address.slice(address.lastIndexOf('@') + 1).toLowerCase();
  return domain === 'invalid' || domain.endsWith('.invalid');
}
