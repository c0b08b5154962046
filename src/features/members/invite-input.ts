/** The contract's limit of addresses per invitation call (MemberInvites.users maxItems). */
export const MAX_INVITES = 100;

// The same shape the generic "valid email" rule accepts: something@domain.tld, no spaces.
const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]{2,}$/;

export type InviteInput =
  | { kind: 'ok'; emails: string[] }
  | { kind: 'empty' }
  | { kind: 'tooMany' }
  | { kind: 'invalid'; invalid: string[] };

/**
 * The "add member" field: addresses separated by commas, semicolons, spaces or new lines,
 * lower-cased (the server keeps invitations lower-case) and each once.
 */
export function parseInviteEmails(text: string): InviteInput {
  const parts = text
    .split(/[\s,;]+/)
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  const emails = [...new Set(parts)];
  if (emails.length === 0) return { kind: 'empty' };
  const invalid = emails.filter((email) => !EMAIL.test(email));
  if (invalid.length > 0) return { kind: 'invalid', invalid };
  if (emails.length > MAX_INVITES) return { kind: 'tooMany' };
  return { kind: 'ok', emails };
}
