import { useIntl } from 'react-intl';
import type { components } from '../../../../openapi/schema.gen';
import { Badge, DataList, EmptyState, Link, Section, type DataListColumn } from '../../../ui';
import { formatDay, type MoneyFormat } from './format';
import { messages as m } from './messages';

type Invoice = components['schemas']['Invoice'];

const statusTone = {
  paid: 'success',
  open: 'warning',
  uncollectible: 'danger',
  draft: 'neutral',
  void: 'neutral',
} as const satisfies Record<Invoice['status'], string>;

export interface InvoicesSectionProps {
  invoices: Invoice[];
  loading: boolean;
  formatMoney: MoneyFormat;
}

/** The invoices, newest first, each opening at the provider in a new tab. */
export function InvoicesSection({ invoices, loading, formatMoney }: InvoicesSectionProps) {
  const intl = useIntl();
  const columns: DataListColumn<Invoice>[] = [
    {
      id: 'number',
      header: intl.formatMessage(m.invoiceNumber),
      primary: true,
      cell: (invoice) => invoice.number,
    },
    {
      id: 'date',
      header: intl.formatMessage(m.invoiceDate),
      cell: (invoice) => formatDay(intl, invoice.createdAt),
    },
    {
      id: 'period',
      header: intl.formatMessage(m.invoicePeriod),
      cell: (invoice) =>
        intl.formatMessage(m.periodRange, {
          start: formatDay(intl, invoice.periodStart),
          end: formatDay(intl, invoice.periodEnd),
        }),
    },
    {
      id: 'total',
      header: intl.formatMessage(m.invoiceTotal),
      cell: (invoice) => formatMoney(intl.locale, invoice.total, invoice.currency),
    },
    {
      id: 'status',
      header: intl.formatMessage(m.invoiceStatus),
      cell: (invoice) => (
        <Badge tone={statusTone[invoice.status]}>
          {intl.formatMessage(m[`invoice_${invoice.status}`])}
        </Badge>
      ),
    },
    {
      id: 'view',
      header: intl.formatMessage(m.view),
      cell: (invoice) =>
        invoice.url ? (
          <Link
            href={invoice.url}
            target="_blank"
            rel="noreferrer"
            aria-label={intl.formatMessage(m.viewInvoice, { number: invoice.number })}
          >
            {intl.formatMessage(m.view)}
          </Link>
        ) : (
          intl.formatMessage(m.none)
        ),
    },
  ];
  return (
    <Section title={intl.formatMessage(m.invoicesSection)}>
      <DataList
        label={intl.formatMessage(m.invoicesLabel)}
        columns={columns}
        items={invoices}
        getKey={(invoice) => invoice.id}
        loading={loading}
        empty={
          <EmptyState title={intl.formatMessage(m.noInvoices)} illustration="no-documents">
            {intl.formatMessage(m.noInvoicesText)}
          </EmptyState>
        }
      />
    </Section>
  );
}
