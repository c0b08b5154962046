import { useQuery } from '@tanstack/react-query';
import type { GuestCredentials } from '../../../api/guest-client';
import { guestBusinessQuery } from '../api/guest-queries';
import * as styles from './GuestSigningPage.css';

/**
 * The business whose member sent the request: its logo and name, so the guest knows who asks.
 * Fetched beside the request and its documents; until it answers (or if it fails) the page
 * simply shows no branding.
 */
export function SenderBusiness({
  credentials,
  businessId,
}: {
  credentials: GuestCredentials;
  businessId: string;
}) {
  const { data: business } = useQuery(guestBusinessQuery(credentials, businessId));
  if (!business) return null;
  return (
    <div className={styles.business}>
      {business.logo && (
        <img
          className={styles.businessLogo}
          src={business.logo.url}
          alt={business.name}
          width={business.logo.width}
          height={business.logo.height}
        />
      )}
      {/* With a logo its alternative text already names the business for screen readers. */}
      <p className={styles.businessName} aria-hidden={business.logo ? true : undefined}>
        {business.name}
      </p>
    </div>
  );
}
