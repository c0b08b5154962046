import { useSuspenseQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { $api } from '../../../api/client';
import { useChange } from '../../../api/mutation';
import { currentUserQuery } from '../../../api/queries';
import {
  Badge,
  Button,
  EmptyState,
  PageHeader,
  PlusIcon,
  SignatureIcon,
  Stack,
  Text,
  notify,
  shell,
} from '../../../ui';
import { visualSignaturesQuery } from '../api/queries';
import { visualSignatureKeys } from '../api/visual-signatures';
import { draftOf, toInput, type VisualSignature } from '../draft';
import { messages } from '../messages';
import { StoredStampPreview } from './StampPreview';
import * as styles from './VisualSignatures.css';

/** /profile/visual-signature: the user's stamps with previews; create, edit, default, delete. */
export function VisualSignaturesPage() {
  const intl = useIntl();
  const { data } = useSuspenseQuery(visualSignaturesQuery());
  const { data: user } = useSuspenseQuery(currentUserQuery());
  const permissions = user.permissions.visualSignatures;
  const invalidate = visualSignatureKeys();

  const makeDefault = $api.useMutation(
    'put',
    '/v1/user/visual-signatures/{id}',
    useChange({ notify, invalidate, done: messages.defaultChanged }),
  );
  const remove = $api.useMutation(
    'delete',
    '/v1/user/visual-signatures/{id}',
    useChange({ notify, invalidate, done: messages.deleted, failure: 'caller' }),
  );

  const edit = (signature?: VisualSignature) =>
    shell.openOverlay({
      name: 'edit-signature',
      props: { signature, user, makeDefault: data.signatures.length === 0 },
    });
  const confirmDelete = (signature: VisualSignature) =>
    shell.openDialog({
      namespace: 'other',
      name: 'delete-visual-signature',
      props: { alias: signature.alias, isDefault: signature.id === data.defaultSignatureId },
      onAction: () => remove.mutateAsync({ params: { path: { id: signature.id } } }),
    });

  const create = (
    <Button onPress={() => edit()}>
      <PlusIcon size="sm" />
      {intl.formatMessage(messages.create)}
    </Button>
  );

  return (
    <Stack gap="xl">
      <PageHeader
        title={intl.formatMessage(messages.title)}
        primaryAction={data.signatures.length > 0 ? create : undefined}
      />
      <Text tone="secondary">{intl.formatMessage(messages.intro)}</Text>
      {data.signatures.length === 0 ? (
        <EmptyState
          title={intl.formatMessage(messages.emptyTitle)}
          picture={<SignatureIcon size="lg" />}
          action={create}
        >
          {intl.formatMessage(messages.emptyText)}
        </EmptyState>
      ) : (
        <ul className={styles.list} aria-label={intl.formatMessage(messages.listLabel)}>
          {data.signatures.map((signature) => (
            <SignatureCard
              key={signature.id}
              signature={signature}
              isDefault={signature.id === data.defaultSignatureId}
              permissions={permissions}
              busy={makeDefault.isPending}
              onEdit={() => edit(signature)}
              onDelete={() => confirmDelete(signature)}
              onMakeDefault={() =>
                makeDefault.mutate({
                  params: { path: { id: signature.id } },
                  body: toInput(draftOf(signature), permissions, true),
                })
              }
            />
          ))}
        </ul>
      )}
    </Stack>
  );
}

interface SignatureCardProps {
  signature: VisualSignature;
  isDefault: boolean;
  permissions: Parameters<typeof toInput>[1];
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}

function SignatureCard({
  signature,
  isDefault,
  permissions,
  busy,
  onEdit,
  onDelete,
  onMakeDefault,
}: SignatureCardProps) {
  const intl = useIntl();
  const named = { alias: signature.alias };
  const details = [signature.name, signature.company, signature.location].filter(Boolean);
  return (
    <li className={styles.card}>
      <div className={styles.cardHeader}>
        <h2 className={styles.cardTitle}>{signature.alias}</h2>
        {isDefault && <Badge tone="success">{intl.formatMessage(messages.isDefault)}</Badge>}
        {signature.hasCustomImage && (
          <Badge tone="neutral">{intl.formatMessage(messages.withImage)}</Badge>
        )}
      </div>
      <p className={styles.cardName}>{details.join(' · ')}</p>
      <StoredStampPreview signature={signature} permissions={permissions} />
      <div className={styles.actions}>
        {!isDefault && (
          <Button
            variant="secondary"
            size="sm"
            isDisabled={busy}
            aria-label={intl.formatMessage(messages.setDefaultNamed, named)}
            onPress={onMakeDefault}
          >
            {intl.formatMessage(messages.setDefault)}
          </Button>
        )}
        <Button
          variant="secondary"
          size="sm"
          aria-label={intl.formatMessage(messages.editNamed, named)}
          onPress={onEdit}
        >
          {intl.formatMessage(messages.edit)}
        </Button>
        <Button
          variant="tertiary"
          size="sm"
          aria-label={intl.formatMessage(messages.deleteNamed, named)}
          onPress={onDelete}
        >
          {intl.formatMessage(messages.delete)}
        </Button>
      </div>
    </li>
  );
}
