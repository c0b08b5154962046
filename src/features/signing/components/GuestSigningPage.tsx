import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useRecordView } from '../../../api/use-record-view';
import {
  Alert,
  Button,
  ButtonGroup,
  DocumentViewer,
  type DocumentViewerHandle,
  Heading,
  Link,
  SkipLink,
  Stack,
  Text,
} from '../../../ui';
import { guestDocumentUrl, guestDownloadHref, recordGuestView } from '../api/guest';
import { guestRequestQuery, guestUserQuery } from '../api/guest-queries';
import { guestHeaders, type GuestCredentials } from '../../../api/guest-client';
import { rememberGuestLink } from '../../../api/guest-links';
import { signatureLanguage } from '../flow/checks';
import type { ExitState } from '../flow/exit-redirect';
import {
  askGuestIdentification,
  guestAttempt,
  guestPart11,
  guestReachesQuality,
  identificationPage,
  identifyWhenRequired,
} from '../flow/guest-signing';
import { lastViewed } from '../flow/last-viewed';
import { askDialog } from '../flow/prompts';
import { browserLeave, leaveAfterDecline, runSigning, type Navigation } from '../flow/run-signing';
import { messages } from '../messages';
import { LanguagePicker } from './LanguagePicker';
import { SenderBusiness } from './SenderBusiness';
import { useGuestFirstPage } from './use-guest-first-page';
import { withRequestRedirect } from './request-redirect';
import * as styles from './GuestSigningPage.css';

const ownBoxId = (documentId: string, index: number) => `own-box-${documentId}-${index}`;

/** Focuses the element once it is rendered (the viewer draws a page's overlay when it shows). */
function focusWhenShown(id: string, tries = 40) {
  const element = document.getElementById(id);
  if (element) {
    element.scrollIntoView({ block: 'center' });
    element.focus();
  } else if (tries > 0) {
    window.setTimeout(() => focusWhenShown(id, tries - 1), 50);
  }
}

export interface GuestSigningPageProps {
  credentials: GuestCredentials;
  exit: ExitState;
  /** Read-only: the documents without sign and decline (`/direct-sign/…/preview`). */
  preview?: boolean;
  /** `primaryAction=refresh`: the main button reloads the request's state. */
  refreshAction?: boolean;
  /** The link set redirectTimeout itself, so the request's stored one does not apply. */
  timeoutFromQuery?: boolean;
}

/**
 * The guest signer's page (role nas): the request, its documents and, while their signature
 * is open, sign (with the e-mailed code) and decline. Every call carries the link's Basic pair.
 */
export function GuestSigningPage({
  credentials,
  exit,
  preview = false,
  refreshAction = false,
  timeoutFromQuery = false,
}: GuestSigningPageProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const query = useSuspenseQuery(guestRequestQuery(credentials));
  const request = query.data;
  // The link carries a secret, not the signature's id: the guest's own id comes from the server.
  const { data: me } = useSuspenseQuery(guestUserQuery(credentials));
  const own = request.signatures.find((signature) => signature.sid === me.id);
  const [busy, setBusy] = useState(false);
  const viewers = useRef(new Map<string, DocumentViewerHandle>());
  // The image the page's HTML already preloaded, shown while pdf.js loads the first document.
  const firstPage = useGuestFirstPage(credentials, request.documents[0]?.version_id);

  useEffect(() => lastViewed.set(credentials.id), [credentials.id]);
  // The identification pages need the link after the provider's round trip (a full navigation).
  useEffect(() => rememberGuestLink(credentials), [credentials]);
  useRecordView(credentials.id, () => recordGuestView(credentials));

  const exitState = withRequestRedirect(exit, request.redirect, timeoutFromQuery);
  const navigation: Navigation = { go: (to) => void navigate({ to }), leave: browserLeave };
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: guestRequestQuery(credentials).queryKey });
  const owner =
    [request.owner.first_name, request.owner.last_name].filter(Boolean).join(' ') ||
    request.owner.email_address;
  const status = own?.status_code;
  const canAnswer = !preview && request.status_overall === 'OPEN' && status === 'OPEN';
  // Where the guest's signature goes: their boxes, per document.
  const ownBoxes = (own?.document_signatures ?? []).flatMap((entry) =>
    (entry.visual_signature?.positions ?? []).map((position, index) => ({
      documentId: entry.document_id,
      id: ownBoxId(entry.document_id, index),
      ...position,
    })),
  );
  const firstBox = ownBoxes[0];
  const goToBox = () => {
    if (!firstBox) return;
    viewers.current.get(firstBox.documentId)?.goToPage(firstBox.page);
    focusWhenShown(firstBox.id);
  };

  // A request above the guest's identifications leads to the identification, and back here.
  const identify = async () => {
    if (!(await askGuestIdentification(request))) return;
    await navigate({ to: identificationPage(request.legislation), search: { sr: request.id } });
  };

  const sign = async () => {
    setBusy(true);
    try {
      if (!guestReachesQuality(me, request)) {
        await identify();
        return;
      }
      const part11 = await guestPart11(request.quality, own?.signer_identity_data.first_name ?? '');
      if (!part11) return;
      const documentSignatures = own?.document_signatures.length
        ? own.document_signatures
        : request.documents.map((document) => ({ document_id: document.id }));
      const attempt = guestAttempt(
        credentials,
        me.id,
        { signatureRequestId: request.id, documentSignatures, ...part11 },
        signatureLanguage(intl.locale),
        refresh,
      );
      await runSigning(
        {
          ...identifyWhenRequired(attempt, identify),
          currentState: async () =>
            (await queryClient.fetchQuery({ ...guestRequestQuery(credentials), staleTime: 0 }))
              .status_overall,
        },
        exitState,
        navigation,
      );
    } finally {
      setBusy(false);
    }
  };

  const decline = async () => {
    const done = await askDialog({
      namespace: 'other',
      name: 'decline-signing-request',
      props: { requestId: request.id, guest: credentials },
    });
    if (!done) return;
    await refresh();
    leaveAfterDecline(request.id, exitState, navigation);
  };

  return (
    <Stack gap="lg">
      <SkipLink to="guest-documents">{intl.formatMessage(messages.guestSkip)}</SkipLink>
      <Stack gap="sm">
        {request.business_id && (
          <SenderBusiness credentials={credentials} businessId={request.business_id} />
        )}
        <Heading level={1}>{request.title}</Heading>
        <Text tone="secondary">{intl.formatMessage(messages.guestFrom, { name: owner })}</Text>
        {request.message && <Text>{request.message}</Text>}
      </Stack>
      <LanguagePicker />
      {preview && <Alert tone="info">{intl.formatMessage(messages.guestPreview)}</Alert>}
      {!preview && status === 'SIGNED' && (
        <Alert tone="success">{intl.formatMessage(messages.guestSigned)}</Alert>
      )}
      {!preview && status === 'DECLINED' && (
        <Alert tone="info">{intl.formatMessage(messages.guestDeclined)}</Alert>
      )}
      {!preview && status === 'WAITING' && (
        <Alert tone="info">{intl.formatMessage(messages.guestWaiting)}</Alert>
      )}
      {!preview && status === 'OPEN' && request.status_overall !== 'OPEN' && (
        <Alert tone="warning">{intl.formatMessage(messages.guestClosed)}</Alert>
      )}
      <ButtonGroup label={intl.formatMessage(messages.actionsLabel)}>
        {refreshAction && (
          <Button
            variant={canAnswer ? 'secondary' : 'primary'}
            onPress={() => void query.refetch()}
            loading={query.isRefetching}
          >
            {intl.formatMessage(messages.guestRefresh)}
          </Button>
        )}
        {canAnswer && (
          <>
            {firstBox && (
              <Button variant="secondary" onPress={goToBox}>
                {intl.formatMessage(messages.guestNextBox)}
              </Button>
            )}
            <Button variant="secondary" onPress={() => void decline()} isDisabled={busy}>
              {intl.formatMessage(messages.decline)}
            </Button>
            <Button onPress={() => void sign()} loading={busy}>
              {intl.formatMessage(messages.sign)}
            </Button>
          </>
        )}
      </ButtonGroup>
      {canAnswer && firstBox && (
        <Text tone="secondary">{intl.formatMessage(messages.guestBoxHint)}</Text>
      )}
      <Stack gap="md" as="section">
        <div id="guest-documents" tabIndex={-1} className={styles.documentTarget}>
          <Heading level={2}>{intl.formatMessage(messages.guestDocuments)}</Heading>
        </div>
        {request.documents.map((document, index) => (
          <Stack key={document.version_id} gap="sm">
            <Link
              href={guestDownloadHref(credentials, document.id, status === 'SIGNED')}
              download={document.name}
            >
              {intl.formatMessage(messages.guestDownload, { name: document.name })}
            </Link>
            <DocumentViewer
              key={document.version_id}
              ref={(handle) => {
                if (handle) viewers.current.set(document.id, handle);
                else viewers.current.delete(document.id);
              }}
              source={{
                url: `${guestDocumentUrl(document.id)}?purpose=view`,
                httpHeaders: guestHeaders(credentials),
              }}
              title={document.name}
              firstPage={index === 0 ? firstPage : undefined}
              renderPageOverlay={(page) =>
                canAnswer &&
                ownBoxes
                  .filter((box) => box.documentId === document.id && box.page === page.index)
                  .map((box) => (
                    <div
                      key={box.id}
                      id={box.id}
                      tabIndex={-1}
                      role="img"
                      aria-label={intl.formatMessage(messages.guestOwnBox)}
                      className={styles.ownBox}
                      style={{
                        left: box.x * page.scale,
                        top: box.y * page.scale,
                        width: box.width * page.scale,
                        height: box.height * page.scale,
                      }}
                    />
                  ))
              }
            />
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
