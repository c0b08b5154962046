import type { ReactNode } from 'react';
import { Stack } from '../../../ui';

/** A person in a report row: the name when known, the e-mail address, and a badge. */
export function Person({
  name,
  email,
  badge,
}: {
  name?: string;
  email: string;
  badge?: ReactNode;
}) {
  return (
    <Stack gap="xs">
      {name && <span>{name}</span>}
      <span>{email}</span>
      {badge && <span>{badge}</span>}
    </Stack>
  );
}
