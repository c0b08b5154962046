/**
 * Type test, checked by `npm run typecheck` (tsconfig includes src) and never run: each
 * `@ts-expect-error` fails the typecheck if the line it marks ever compiles.
 */
import { askDialog } from './features/signing/flow/prompts';
import { shell } from './ui';

export function openers() {
  // Right name, right props, the action receives the dialog's payload.
  shell.openDialog({
    namespace: 'document',
    name: 'withdraw',
    onAction: (payload) => payload.message.trim(),
  });
  shell.openDialog({ namespace: 'document', name: 'remove-signer', props: { name: 'Max' } });
  shell.openOverlay({ name: 'signing-failure', props: { code: 'TAN_LOCKED' } });

  // @ts-expect-error: a misspelt name
  shell.openDialog({ namespace: 'document', name: 'withdrawl' });
  // @ts-expect-error: a name from another namespace
  shell.openDialog({ namespace: 'other', name: 'withdraw' });
  // @ts-expect-error: an unknown namespace
  shell.openDialog({ namespace: 'profil', name: 'delete-account' });
  // @ts-expect-error: required props left out
  shell.openDialog({ namespace: 'document', name: 'remove-signer' });
  // @ts-expect-error: props of the wrong type
  shell.openDialog({ namespace: 'document', name: 'remove-signer', props: { name: 7 } });
  // @ts-expect-error: props the dialog does not take
  shell.openDialog({ namespace: 'document', name: 'withdraw', props: { title: 'x' } });
  shell.openDialog({
    namespace: 'document',
    name: 'add-signer',
    // @ts-expect-error: the payload is a person, not a one-time password
    onAction: (payload: string) => payload,
  });
  // @ts-expect-error: a misspelt overlay
  shell.openOverlay({ name: 'signing-sucess' });

  // The visual-signature dialog and overlay are registered with their props.
  shell.openDialog({
    namespace: 'other',
    name: 'delete-visual-signature',
    props: { alias: 'Work', isDefault: true },
  });
  // @ts-expect-error: the deletion must say whether it removes the default
  shell.openDialog({ namespace: 'other', name: 'delete-visual-signature', props: { alias: 'W' } });
  // @ts-expect-error: the editor needs the user (their name and permissions)
  shell.openOverlay({ name: 'edit-signature', props: {} });

  // The confirmations before signing are typed overlays too.
  shell.openOverlay({ name: 'mobile-aes', props: { quality: 'qes', mobile: null } });
  // @ts-expect-error: the code notice is for advanced and qualified signatures only
  shell.openOverlay({ name: 'mobile-aes', props: { quality: 'ses', mobile: null } });
  // @ts-expect-error: the Part 11 confirmation shows the date the signature is made
  shell.openOverlay({ name: 'part-11-verification', props: { name: 'Dana', reason: 'Approved' } });
}

export async function answers() {
  const code: string | null = await askDialog({ namespace: 'document', name: 'tan-entry' });
  const go: true | null = await askDialog({ namespace: 'document', name: 'terms-of-use' });
  // @ts-expect-error: Part 11 answers with a name and a reason, not a string
  const wrong: string | null = await askDialog({
    namespace: 'other',
    name: 'part-11-info',
    props: { name: 'Dana', reason: '' },
  });
  return { code, go, wrong };
}
