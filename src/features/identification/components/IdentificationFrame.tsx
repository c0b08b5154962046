import type { ReactNode } from 'react';
import { RouterLinks } from '../../../navigation/RouterLinks';
import { Link, PageHeader, Stack } from '../../../ui';

export interface IdentificationFrameProps {
  title: string;
  meta?: ReactNode;
  /** The parent page: where the back link above the title leads, and its name. */
  back?: { href: string; label: string };
  children: ReactNode;
}

/**
 * The frame every identification page shares: its header and links that navigate inside the
 * app (the pages build their paths from the audience's base, so they use plain hrefs).
 */
export function IdentificationFrame({ title, meta, back, children }: IdentificationFrameProps) {
  return (
    <RouterLinks>
      <Stack gap="xl">
        <PageHeader
          title={title}
          meta={meta}
          back={back && <Link href={back.href}>{back.label}</Link>}
        />
        {children}
      </Stack>
    </RouterLinks>
  );
}
