import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Spinner } from '../../../ui';
import { useLogout } from '../api/session';
import { messages } from '../messages';
import * as styles from './LoginForm.css';

export function LogoutPage({ onLoggedOut }: { onLoggedOut: () => void }) {
  const intl = useIntl();
  const logout = useLogout();
  const started = useRef(false);
  useEffect(() => {
    // Strict mode mounts twice; the token must be revoked once.
    if (started.current) return;
    started.current = true;
    void logout().then(onLoggedOut);
  }, [logout, onLoggedOut]);
  return (
    <div className={styles.centre}>
      <Spinner size="lg" label={intl.formatMessage(messages.loggingOut)} />
    </div>
  );
}
