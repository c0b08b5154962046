import { useState } from 'react';
import { useQueries, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Alert, Heading, Stack, Stepper } from '../../../ui';
import { documentQuery, initiate } from '../api/request';
import { saveDraft } from '../api/save-draft';
import { messages } from '../messages';
import { DocumentsStep } from './DocumentsStep';
import { InviteForm } from './InviteForm';
import type { DocumentSource } from './PlacementSection';
import { currentUserQuery, requestQuery, usableGroupsQuery } from '../../../api/queries';

export interface InvitePageProps {
  id: string;
  /** Arriving from /upload: the documents are in, start at the details. */
  skipUpload?: boolean;
  onSent: (id: string) => void;
  sourceFor?: (documentId: string) => DocumentSource;
}

/** /invite/{id}: documents, then signers, observers, standard and boxes; save or send. */
export function InvitePage({ id, skipUpload, onSent, sourceFor }: InvitePageProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const query = requestQuery(id);
  const { data: request } = useSuspenseQuery(query);
  const { data: user } = useSuspenseQuery(currentUserQuery());
  // Signer groups exist only for business users; without any the control is not shown.
  const hasGroups = user.groupInfo.groups.length > 0;
  const { data: groupPage } = useQuery({ ...usableGroupsQuery(), enabled: hasGroups });
  // The documents' own signature fields, offered as placements once they arrive.
  const documentDetails = useQueries({
    queries: request.documents.map((document) => documentQuery(document.id)),
  });
  const signatureFields = Object.fromEntries(
    request.documents.map((document, index) => [
      document.id,
      documentDetails[index]?.data?.signature_fields ?? [],
    ]),
  );
  const [step, setStep] = useState(skipUpload ? 1 : 0);
  // The details mount on first visit (no PDF loads during the upload step) and then stay.
  const [detailsOpened, setDetailsOpened] = useState(Boolean(skipUpload));
  const openDetails = () => {
    setDetailsOpened(true);
    setStep(1);
  };

  const refresh = () => queryClient.invalidateQueries({ queryKey: query.queryKey });
  const save = async (form: Parameters<typeof saveDraft>[1]) => {
    queryClient.setQueryData(query.queryKey, await saveDraft(id, form));
  };
  const send = async (form: Parameters<typeof saveDraft>[1]) => {
    await save(form);
    queryClient.setQueryData(query.queryKey, await initiate(id));
    onSent(id);
  };

  return (
    <Stack gap="xl">
      <Heading level={1}>{intl.formatMessage(messages.inviteTitle)}</Heading>
      {request.status_overall !== 'DRAFT' ? (
        <Alert tone="info">{intl.formatMessage(messages.notDraft)}</Alert>
      ) : (
        <>
          <Stepper
            label={intl.formatMessage(messages.steps)}
            steps={[
              intl.formatMessage(messages.documentsStep),
              intl.formatMessage(messages.detailsStep),
            ]}
            current={step}
          />
          {step === 0 && (
            <DocumentsStep request={request} onChanged={refresh} onContinue={openDetails} />
          )}
          {/* Hidden, not unmounted, so going back to the documents keeps what was typed. */}
          {detailsOpened && (
            <div hidden={step !== 1}>
              <InviteForm
                request={request}
                groups={groupPage?.groups ?? []}
                part11Enabled={user.business?.part11Enabled ?? false}
                save={save}
                send={send}
                sourceFor={sourceFor}
                signatureFields={signatureFields}
                onEditDocuments={() => setStep(0)}
              />
            </div>
          )}
        </>
      )}
    </Stack>
  );
}
