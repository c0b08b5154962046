import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { BuildingIcon, VisuallyHidden } from '../../../ui';
import { sealImageQuery } from '../api/queries';
import { messages } from '../messages';
import * as styles from './SealImage.css';

export interface SealImageProps {
  businessId: string;
  seal: { accountName: string; displayName: string; hasImage: boolean };
}

/** A seal's image as a small tile in its list row; the organisation's icon when it has none. */
export function SealImage({ businessId, seal }: SealImageProps) {
  const intl = useIntl();
  const image = useQuery({
    ...sealImageQuery(businessId, seal.accountName),
    enabled: seal.hasImage,
  });
  return (
    <span className={styles.thumbnail}>
      {seal.hasImage && image.data ? (
        <img
          className={styles.picture}
          src={image.data}
          alt={intl.formatMessage(messages.imageAlt, { name: seal.displayName })}
        />
      ) : (
        <>
          <BuildingIcon aria-hidden="true" />
          {!seal.hasImage && (
            <VisuallyHidden>{intl.formatMessage(messages.noImage)}</VisuallyHidden>
          )}
        </>
      )}
    </span>
  );
}
