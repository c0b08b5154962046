import { useIntl } from 'react-intl';
import { Skeleton, Stack, VisuallyHidden } from '../../../ui';
import { skeletonHeights } from './Dashboard.css';
import { messages } from '../messages';

const ROWS = 5;

/** The route's pending view: the page's outline in grey, announced once as loading. */
export function DashboardSkeleton() {
  const intl = useIntl();
  return (
    <div aria-busy="true" role="status">
      <VisuallyHidden>{intl.formatMessage(messages.loading)}</VisuallyHidden>
      <Stack gap="xl">
        <Skeleton shape="text" width="40%" height={skeletonHeights.control} />
        <Skeleton shape="text" width="60%" />
        <Skeleton shape="rect" height={skeletonHeights.control} />
        <Stack gap="md">
          {Array.from({ length: ROWS }, (_, row) => (
            <Skeleton key={row} shape="rect" height={skeletonHeights.row} />
          ))}
        </Stack>
      </Stack>
    </div>
  );
}
