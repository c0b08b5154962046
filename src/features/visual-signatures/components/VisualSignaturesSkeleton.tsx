import { useIntl } from 'react-intl';
import { Skeleton, Stack, VisuallyHidden } from '../../../ui';
import { vars } from '../../../../design-tokens';
import { messages } from '../messages';
import * as styles from './VisualSignatures.css';

const CARDS = 2;

/** The route's pending view: the title and two cards in grey, announced once as loading. */
export function VisualSignaturesSkeleton() {
  const intl = useIntl();
  return (
    <div aria-busy="true" role="status">
      <VisuallyHidden>{intl.formatMessage(messages.loading)}</VisuallyHidden>
      <Stack gap="xl">
        <Skeleton shape="text" width="40%" height={vars.size.controlMd} />
        <Skeleton shape="text" width="70%" />
        <div className={styles.list}>
          {Array.from({ length: CARDS }, (_, card) => (
            <div key={card} className={styles.card}>
              <Skeleton shape="text" width="50%" />
              <div className={styles.stampFrame}>
                <Skeleton shape="rect" height="100%" />
              </div>
              <Skeleton shape="rect" width="60%" height={vars.size.controlSm} />
            </div>
          ))}
        </div>
      </Stack>
    </div>
  );
}
