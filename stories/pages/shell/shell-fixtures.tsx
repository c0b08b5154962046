import type { ShellAccount } from '../../../src/features/shell';
import { Card, Heading, Stack, Text } from '../../../src/ui';

/** A free user on an older free plan, as the demo account. */
export const freeUser: ShellAccount = {
  id: 'u-dana',
  name: 'Dana Demo',
  email: 'dana@paraph.example',
  businessAdmin: false,
  freeSignaturesRemaining: 20,
};

export const noCreditsLeft: ShellAccount = { ...freeUser, freeSignaturesRemaining: 0 };

/** A business admin: no free plan, the business area in the navigation. */
export const businessAdmin: ShellAccount = {
  id: 'u-ada',
  name: 'Ada Administrator',
  email: 'ada@business.example',
  businessAdmin: true,
  freeSignaturesRemaining: null,
};

/** Stand-in page content for the layout stories. */
export function SamplePage({ title = 'Page title' }: { title?: string }) {
  return (
    <Stack gap="lg">
      <Heading level={1}>{title}</Heading>
      <Text tone="secondary">
        The page&apos;s own content sits here; the layout supplies the frame around it.
      </Text>
      <Card>
        <Stack gap="sm">
          <Heading level={2}>A section</Heading>
          <Text>Cards, tables and forms of the page.</Text>
        </Stack>
      </Card>
    </Stack>
  );
}
