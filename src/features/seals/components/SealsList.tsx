import { useIntl } from 'react-intl';
import type { components } from '../../../../openapi/schema.gen';
import { RowLink } from '../../../navigation/Link';
import { DataList, EmptyState, SignatureLevelBadge, type DataListColumn } from '../../../ui';
import { messages } from '../messages';
import { SealImage } from './SealImage';

type Seal = components['schemas']['Seal'];

export interface SealsListProps {
  businessId: string;
  seals: readonly Seal[];
  loading: boolean;
}

/** The business's seals; each row opens the seal's page. */
export function SealsList({ businessId, seals, loading }: SealsListProps) {
  const intl = useIntl();
  const count = (value: number) => intl.formatNumber(value);
  const columns: DataListColumn<Seal>[] = [
    {
      id: 'image',
      header: intl.formatMessage(messages.image),
      priority: 'high',
      width: '6rem',
      cell: (seal) => <SealImage businessId={businessId} seal={seal} />,
    },
    {
      id: 'name',
      header: intl.formatMessage(messages.name),
      primary: true,
      cell: (seal) => (
        <RowLink to="/business/seals/$accountname" params={{ accountname: seal.accountName }}>
          {seal.displayName}
        </RowLink>
      ),
    },
    {
      id: 'account',
      header: intl.formatMessage(messages.accountName),
      cell: (seal) => seal.accountName,
    },
    {
      id: 'quality',
      header: intl.formatMessage(messages.quality),
      priority: 'high',
      cell: (seal) => <SignatureLevelBadge level={seal.quality === 'QES' ? 'qes' : 'aes'} />,
    },
    {
      id: 'members',
      header: intl.formatMessage(messages.members),
      align: 'end',
      cell: (seal) => count(seal.amountMembers),
    },
    {
      id: 'apiKeys',
      header: intl.formatMessage(messages.apiKeys),
      align: 'end',
      cell: (seal) => count(seal.amountApiKeys),
    },
  ];
  return (
    <DataList
      label={intl.formatMessage(messages.listLabel)}
      columns={columns}
      items={seals}
      getKey={(seal) => seal.accountName}
      loading={loading}
      empty={
        <EmptyState title={intl.formatMessage(messages.emptyTitle)} headingLevel={2}>
          {intl.formatMessage(messages.emptyText)}
        </EmptyState>
      }
    />
  );
}
