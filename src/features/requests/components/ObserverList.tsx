import { useIntl } from 'react-intl';
import { Avatar, Button, Heading, Stack, Text } from '../../../ui';
import type { Observer } from '../api/request';
import { messages } from '../messages';
import type { RequestActions } from './use-request-actions';
import * as styles from './RequestView.css';

const observerName = (observer: Observer) =>
  observer.user_info?.email ?? observer.group_info?.name ?? observer.id;

export function ObserverList({
  observers,
  canManage,
  actions,
}: {
  observers: Observer[];
  canManage: boolean;
  actions: RequestActions;
}) {
  const intl = useIntl();
  return (
    <Stack as="section" gap="sm">
      <Heading level={2}>{intl.formatMessage(messages.observers)}</Heading>
      {observers.length === 0 ? (
        <Text tone="secondary">{intl.formatMessage(messages.noObservers)}</Text>
      ) : (
        <ul className={styles.list}>
          {observers.map((observer) => {
            const name = observerName(observer);
            return (
              <li key={observer.id} className={styles.person}>
                <Avatar id={observer.id} name={name} size="sm" />
                <span className={styles.personText}>
                  <Text>{name}</Text>
                </span>
                {canManage && (
                  <Button
                    size="sm"
                    variant="ghost"
                    onPress={() => actions.removeObserver(observer)}
                  >
                    {intl.formatMessage(messages.removeObserver, { email: name })}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {canManage && (
        <div>
          <Button variant="secondary" size="sm" onPress={actions.addObserver}>
            {intl.formatMessage(messages.addObserver)}
          </Button>
        </div>
      )}
    </Stack>
  );
}
