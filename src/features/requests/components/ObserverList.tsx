import { useIntl } from 'react-intl';
import { Button, Section, Text } from '../../../ui';
import type { Observer } from '../api/request';
import { messages } from '../messages';
import { PersonRow } from './PersonRow';
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
    <Section
      title={intl.formatMessage(messages.observers)}
      actions={
        canManage && (
          <Button variant="secondary" size="sm" onPress={actions.addObserver}>
            {intl.formatMessage(messages.addObserver)}
          </Button>
        )
      }
    >
      {observers.length === 0 ? (
        <Text tone="secondary">{intl.formatMessage(messages.noObservers)}</Text>
      ) : (
        <ul className={styles.list}>
          {observers.map((observer) => {
            const name = observerName(observer);
            return (
              <PersonRow
                key={observer.id}
                id={observer.id}
                name={name}
                actions={
                  canManage
                    ? [
                        {
                          id: 'remove',
                          label: intl.formatMessage(messages.removeObserver, { email: name }),
                          onAction: () => actions.removeObserver(observer),
                          danger: true,
                        },
                      ]
                    : []
                }
              />
            );
          })}
        </ul>
      )}
    </Section>
  );
}
