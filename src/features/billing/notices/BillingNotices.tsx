import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { currentUserQuery } from '../../../api/queries';
import { notify, shell, useShellState } from '../../../ui';
import { subscriptionQuery } from '../api/queries';
import { dismissedNotices } from './dismissed-notices';
import { needsSubscription, noticeFor, type BillingNotice } from './notice-rule';
import { useAcceptTerms } from './use-accept-terms';

/**
 * The signed-in shell's billing notices, at most one and each once per browser session: a
 * business that lost its plan (then the free plan's terms), a retired fair-flat plan, a legacy
 * free plan. `enabled` is off for visitors and on guest and direct-sign pages.
 */
export function BillingNotices({ enabled, termsUrl }: { enabled: boolean; termsUrl: string }) {
  const user = useQuery({ ...currentUserQuery(), enabled });
  const readsSubscription = enabled && !!user.data && needsSubscription(user.data);
  const subscription = useQuery({
    ...subscriptionQuery(user.data?.business?.id ?? ''),
    enabled: readsSubscription,
  });
  const acceptTerms = useAcceptTerms(notify);
  const router = useRouter();
  const dialogOpen = useShellState().dialog !== null;

  // Decided once what it depends on is read: an unreadable subscription still offers the plan.
  const ready = user.data && (!readsSubscription || !subscription.isPending);
  const notice =
    enabled && ready
      ? noticeFor(user.data, subscription.data ?? null, dismissedNotices.all())
      : null;

  useEffect(() => {
    // Never over another dialog (a business prompt): the notice waits until it is closed. The
    // store is read, not the render's value: another prompt may have opened in this commit.
    if (!notice || shell.getState().dialog || dismissedNotices.all().has(notice.key)) return;
    dismissedNotices.add(notice.key);
    const go = (href: string) => router.navigate({ href });
    const openAcceptTerms = () =>
      shell.openDialog({
        namespace: 'other',
        name: 'accept-terms',
        props: { termsUrl },
        onAction: acceptTerms,
      });
    open(notice, { go, acceptTerms, openAcceptTerms, termsUrl });
    // The notice's key names it; a new object for the same notice changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [notice?.key, dialogOpen]);

  return null;
}

interface Openers {
  go: (href: string) => Promise<void>;
  acceptTerms: () => Promise<void>;
  openAcceptTerms: () => void;
  termsUrl: string;
}

function open(notice: BillingNotice, { go, acceptTerms, openAcceptTerms, termsUrl }: Openers) {
  switch (notice.kind) {
    case 'business-downgraded':
      shell.openDialog({
        namespace: 'business',
        name: 'business-downgraded',
        props: { business: notice.business, admin: notice.admin },
        onAction: async (answer) => {
          if (answer === 'choose-plan') await go('/business/upgrade');
          else if (notice.acceptTerms) openAcceptTerms();
        },
      });
      return;
    case 'fair-flat-migration':
      shell.openDialog({
        namespace: 'other',
        name: 'fair-flat-migration',
        props: { business: notice.business, seats: notice.seats },
        onAction: () => go(notice.upgrade),
      });
      return;
    case 'free-migration':
      shell.openDialog({
        namespace: 'other',
        name: 'free-migration',
        props: { termsUrl },
        onAction: (answer) => (answer === 'upgrade' ? go('/upgrade') : acceptTerms()),
      });
  }
}
