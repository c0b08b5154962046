import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { FailureReason, Method } from './types';

const plain = defineMessages({
  overviewTitle: { id: 'identification.overview.title', defaultMessage: 'Signature standards' },
  overviewIntro: {
    id: 'identification.overview.intro',
    defaultMessage:
      'Identify once with an identity provider to sign at a higher level. Each law has its own identification.',
  },
  eidasText: {
    id: 'identification.overview.eidas_text',
    defaultMessage: 'Electronic signatures recognised across the European Union.',
  },
  zertesText: {
    id: 'identification.overview.zertes_text',
    defaultMessage: 'Electronic signatures recognised under Swiss law.',
  },
  levelTerm: { id: 'identification.overview.level', defaultMessage: 'Your level' },
  unlocksTerm: { id: 'identification.overview.unlocks', defaultMessage: 'What it unlocks' },
  levelQes: { id: 'identification.level.qes', defaultMessage: 'Qualified (QES)' },
  levelAes: { id: 'identification.level.aes', defaultMessage: 'Advanced (AES)' },
  levelSes: { id: 'identification.level.ses', defaultMessage: 'Simple (SES)' },
  unlocksQes: {
    id: 'identification.unlocks.qes',
    defaultMessage:
      'Requests that need a qualified signature, the legal equivalent of your handwritten one.',
  },
  unlocksAes: {
    id: 'identification.unlocks.aes',
    defaultMessage: 'Requests that need an advanced signature.',
  },
  unlocksSes: {
    id: 'identification.unlocks.ses',
    defaultMessage: 'Simple signatures only. Identify to sign at the advanced or qualified level.',
  },
  mobileIdTitle: { id: 'identification.overview.mobile_id_title', defaultMessage: 'Mobile ID' },
  mobileIdText: {
    id: 'identification.overview.mobile_id_text',
    defaultMessage: 'Advanced signatures (AES) with your Swiss Mobile ID, under either law.',
  },
  mobileIdAction: {
    id: 'identification.overview.mobile_id_action',
    defaultMessage: 'Set up Mobile ID',
  },
  mobileIdReady: {
    id: 'identification.overview.mobile_id_ready',
    defaultMessage: 'Mobile ID is set up.',
  },
  legislationLink: {
    id: 'identification.overview.legislation_link',
    defaultMessage: 'Choose your default legislation',
  },

  updateTitle: {
    id: 'identification.update.title',
    defaultMessage: 'Upgrade your signature standard',
  },
  updateChoose: {
    id: 'identification.update.choose',
    defaultMessage: 'Choose the law under which you want to identify.',
  },
  covered: {
    id: 'identification.legislation.covered',
    defaultMessage: 'The sender of this request pays for your identification.',
  },
  notCovered: {
    id: 'identification.legislation.not_covered',
    defaultMessage: 'Choose how you want to prove who you are.',
  },
  noMethods: {
    id: 'identification.legislation.no_methods',
    defaultMessage: 'No identification is offered to you under this law right now.',
  },
  needsTerm: { id: 'identification.method.needs', defaultMessage: 'You need' },
  givesTerm: { id: 'identification.method.gives', defaultMessage: 'You get' },
  backToStandards: {
    id: 'identification.back_to_standards',
    defaultMessage: 'Signature standards',
  },
  methodIntro: {
    id: 'identification.method.intro',
    defaultMessage:
      'You continue on the identity provider’s site and come back here when you are done.',
  },
  start: { id: 'identification.method.start', defaultMessage: 'Start' },
  startFailed: {
    id: 'identification.method.start_failed',
    defaultMessage: 'The identification could not be started',
  },

  checking: {
    id: 'identification.progress.checking',
    defaultMessage: 'Checking your identification…',
  },
  loadFailed: {
    id: 'identification.progress.load_failed',
    defaultMessage: 'Your identification could not be checked',
  },
  waitingTitle: {
    id: 'identification.progress.waiting_title',
    defaultMessage: 'Waiting for the provider',
  },
  waitingText: {
    id: 'identification.progress.waiting_text',
    defaultMessage:
      'Finish the steps with the identity provider; they may review them first. This page updates by itself.',
  },
  cancel: { id: 'identification.progress.cancel', defaultMessage: 'Cancel identification' },
  activatingTitle: {
    id: 'identification.progress.activating_title',
    defaultMessage: 'Activating your certificate',
  },
  activatingText: {
    id: 'identification.progress.activating_text',
    defaultMessage:
      'Your identity is confirmed. Your signing certificate is being activated; this takes a moment.',
  },
  doneTitle: { id: 'identification.progress.done_title', defaultMessage: 'You are identified' },
  toRequest: { id: 'identification.progress.to_request', defaultMessage: 'Back to the request' },
  toStandards: {
    id: 'identification.progress.to_standards',
    defaultMessage: 'To your signature standards',
  },
  tryAgain: { id: 'identification.progress.try_again', defaultMessage: 'Try again' },
  visitorTitle: { id: 'identification.visitor.title', defaultMessage: 'Sign up with eID+' },
  visitorIntro: {
    id: 'identification.visitor.intro',
    defaultMessage:
      'First prove who you are with one of these methods. Your account then carries the name the provider confirms.',
  },
  missingTitle: {
    id: 'identification.progress.missing_title',
    defaultMessage: 'No identification found',
  },
  missingText: {
    id: 'identification.progress.missing_text',
    defaultMessage: 'We found no identification for this method. Start it again.',
  },

  detailsTitle: { id: 'identification.details.title', defaultMessage: 'Your name as on your ID' },
  detailsText: {
    id: 'identification.details.text',
    defaultMessage:
      'ZertES checks your name against your ID document. Make sure it is written exactly as there before you continue.',
  },
  firstName: { id: 'identification.details.first_name', defaultMessage: 'First name' },
  lastName: { id: 'identification.details.last_name', defaultMessage: 'Last name' },
  correctName: { id: 'identification.details.correct', defaultMessage: 'Correct the name' },
  continue: { id: 'identification.details.continue', defaultMessage: 'Continue' },
  nameSaved: { id: 'identification.details.saved', defaultMessage: 'Your name is saved.' },

  austriaTitle: { id: 'identification.austria.title', defaultMessage: 'Connect an Austrian eID' },
  austriaText: {
    id: 'identification.austria.text',
    defaultMessage:
      'You are sent to ID Austria to confirm who you are with your Austrian eID, then brought back here.',
  },
  austriaConfirm: {
    id: 'identification.austria.confirm',
    defaultMessage: 'Continue to ID Austria',
  },
  cancelDialog: { id: 'identification.dialog.cancel', defaultMessage: 'Cancel' },
  supplyText: {
    id: 'identification.supply.text',
    defaultMessage: 'Enter your first and last name exactly as your ID document shows them.',
  },
  save: { id: 'identification.supply.save', defaultMessage: 'Save' },

  mismatchTitle: { id: 'identification.mismatch.title', defaultMessage: 'Your name was updated' },
  understood: { id: 'identification.mismatch.understood', defaultMessage: 'Understood' },

  guestTitle: { id: 'identification.guest.title', defaultMessage: 'Identify to sign' },
  noLinkTitle: {
    id: 'identification.guest.no_link_title',
    defaultMessage: 'We cannot find your signing link',
  },
  noLinkText: {
    id: 'identification.guest.no_link_text',
    defaultMessage:
      'Open the link from your invitation e-mail again and start the identification from there.',
  },
});

export const messages = {
  ...plain,
  identify: defineMessage<{ law: string }>({
    id: 'identification.overview.identify',
    defaultMessage: 'Identify for {law}',
  }),
  updateNeedsQes: defineMessage<{ title: string }>({
    id: 'identification.update.needs_qes',
    defaultMessage: '“{title}” needs a qualified signature (QES).',
  }),
  updateNeedsAes: defineMessage<{ title: string }>({
    id: 'identification.update.needs_aes',
    defaultMessage: '“{title}” needs an advanced signature (AES).',
  }),
  updateNothing: defineMessage<{ title: string }>({
    id: 'identification.update.nothing',
    defaultMessage: '“{title}” needs no identification: you can sign it as you are.',
  }),
  updateReached: defineMessage<{ law: string }>({
    id: 'identification.update.reached',
    defaultMessage: 'You already have this level under {law}.',
  }),
  updateOffer: defineMessage<{ law: string }>({
    id: 'identification.update.offer',
    defaultMessage: 'An identification under {law} gives you this level.',
  }),
  legislationTitle: defineMessage<{ law: string }>({
    id: 'identification.legislation.title',
    defaultMessage: 'Identify for {law}',
  }),
  choose: defineMessage<{ method: string }>({
    id: 'identification.method.choose',
    defaultMessage: 'Continue with {method}',
  }),
  backToLaw: defineMessage<{ law: string }>({
    id: 'identification.back_to_law',
    defaultMessage: 'Identify for {law}',
  }),
  doneText: defineMessage<{ level: string; law: string }>({
    id: 'identification.progress.done_text',
    defaultMessage: 'You can now sign at the {level} level under {law}.',
  }),
  mismatchText: defineMessage<{ verified: string; previous: string }>({
    id: 'identification.mismatch.text',
    defaultMessage: 'Your ID says {verified}. Your account said {previous}.',
  }),
  mismatchTextUnknown: defineMessage<{ verified: string }>({
    id: 'identification.mismatch.text_unknown',
    defaultMessage: 'Your ID says {verified}, which differs from the name your account had.',
  }),
  mismatchCarry: defineMessage<{ verified: string }>({
    id: 'identification.mismatch.carry',
    defaultMessage:
      'Your account now carries {verified}, and so does every signature you make from now on.',
  }),
};

/** Each method's name, what it needs, in the order the pages list them. */
export const methodNames: Record<Method, MessageDescriptor> = defineMessages({
  video: { id: 'identification.method.video', defaultMessage: 'Video identification' },
  robo: { id: 'identification.method.robo', defaultMessage: 'Self-identification' },
  autoident: { id: 'identification.method.autoident', defaultMessage: 'Automatic identification' },
  'id-austria': { id: 'identification.method.id_austria', defaultMessage: 'ID Austria' },
  loc: { id: 'identification.method.loc', defaultMessage: 'In person at a partner location' },
  'mobile-id': { id: 'identification.method.mobile_id', defaultMessage: 'Mobile ID' },
  'external-sc': {
    id: 'identification.method.external_sc',
    defaultMessage: 'A signing certificate you hold',
  },
});

export const methodNeeds: Record<Method, MessageDescriptor> = defineMessages({
  video: {
    id: 'identification.needs.video',
    defaultMessage: 'Your ID document, a camera and about 10 minutes with an agent.',
  },
  robo: {
    id: 'identification.needs.robo',
    defaultMessage: 'Your ID document, a camera and about 5 minutes on your own.',
  },
  autoident: {
    id: 'identification.needs.autoident',
    defaultMessage: 'Your ID document, a camera and about 5 minutes; checked automatically.',
  },
  'id-austria': {
    id: 'identification.needs.id_austria',
    defaultMessage: 'Your ID Austria (the Austrian national eID) and its app.',
  },
  loc: {
    id: 'identification.needs.loc',
    defaultMessage: 'Your ID document, at one of our partner locations.',
  },
  'mobile-id': {
    id: 'identification.needs.mobile_id',
    defaultMessage: 'A Swiss mobile number registered for Mobile ID.',
  },
  'external-sc': {
    id: 'identification.needs.external_sc',
    defaultMessage: 'A qualified signing certificate you already hold.',
  },
});

export const failureTitles: Record<FailureReason, MessageDescriptor> = defineMessages({
  aborted: {
    id: 'identification.failure.aborted_title',
    defaultMessage: 'Identification cancelled',
  },
  rejected: {
    id: 'identification.failure.rejected_title',
    defaultMessage: 'Identity not confirmed',
  },
  expired: { id: 'identification.failure.expired_title', defaultMessage: 'Identification expired' },
  identity_mismatch: {
    id: 'identification.failure.identity_mismatch_title',
    defaultMessage: 'A different identity',
  },
});

export const failureTexts: Record<FailureReason, MessageDescriptor> = defineMessages({
  aborted: {
    id: 'identification.failure.aborted_text',
    defaultMessage: 'The identification was stopped before the end. Nothing was changed.',
  },
  rejected: {
    id: 'identification.failure.rejected_text',
    defaultMessage:
      'The provider could not confirm your identity. Check that your ID document is valid and try again.',
  },
  expired: {
    id: 'identification.failure.expired_text',
    defaultMessage: 'The identification was not finished in time.',
  },
  identity_mismatch: {
    id: 'identification.failure.identity_mismatch_text',
    defaultMessage:
      'Your account is already bound to another verified identity, so this one cannot be added.',
  },
});
