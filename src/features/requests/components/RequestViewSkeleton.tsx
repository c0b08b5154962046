import { useIntl } from 'react-intl';
import { Skeleton, Stack, VisuallyHidden } from '../../../ui';
import { messages } from '../messages';
import * as styles from './RequestView.css';

export function TimelineSkeleton() {
  return (
    <Stack gap="sm">
      <Skeleton width="40%" />
      <Skeleton />
      <Skeleton />
    </Stack>
  );
}

/** The page's shape while the request loads; the region says it is busy. */
export function RequestViewSkeleton() {
  const intl = useIntl();
  return (
    <div aria-busy="true">
      <VisuallyHidden>
        <span role="status">{intl.formatMessage(messages.loading)}</span>
      </VisuallyHidden>
      <Stack gap="xl">
        <Stack gap="sm">
          <Skeleton width="60%" height="2em" />
          <Skeleton width="30%" />
        </Stack>
        <div className={styles.layout}>
          <Skeleton shape="rect" height="60vh" />
          <Stack gap="md">
            <Skeleton shape="rect" height="8em" />
            <TimelineSkeleton />
          </Stack>
        </div>
      </Stack>
    </div>
  );
}
