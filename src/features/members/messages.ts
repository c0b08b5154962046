import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    // The members page.
    title: { id: 'members.title', defaultMessage: 'Members' },
    intro: {
      id: 'members.intro',
      defaultMessage: 'Who works in your business, who manages it, and who is still invited.',
    },
    addMembers: { id: 'members.add', defaultMessage: 'Add members' },
    removeMembers: { id: 'members.remove', defaultMessage: 'Remove members' },
    domainsLink: { id: 'members.domains_link', defaultMessage: 'Domains' },
    signerGroupsLink: { id: 'members.signer_groups_link', defaultMessage: 'Signer groups' },
    peopleTitle: { id: 'members.people.title', defaultMessage: 'Members and admins' },
    peopleLabel: {
      id: 'members.people.label',
      defaultMessage: 'Members and admins of the business',
    },
    name: { id: 'members.column.name', defaultMessage: 'Name' },
    email: { id: 'members.column.email', defaultMessage: 'E-mail address' },
    role: { id: 'members.column.role', defaultMessage: 'Role' },
    joined: { id: 'members.column.joined', defaultMessage: 'Joined' },
    invited: { id: 'members.column.invited', defaultMessage: 'Invited' },
    expires: { id: 'members.column.expires', defaultMessage: 'Expires' },
    admin: { id: 'members.role.admin', defaultMessage: 'Admin' },
    member: { id: 'members.role.member', defaultMessage: 'Member' },
    makeAdminShort: { id: 'members.make_admin_short', defaultMessage: 'Make admin' },
    makeMemberShort: { id: 'members.make_member_short', defaultMessage: 'Make member' },
    lastAdmin: { id: 'members.last_admin', defaultMessage: 'Only admin' },
    peopleText: {
      id: 'members.people.text',
      defaultMessage:
        'Admins manage the business; members sign with it. A business always keeps at least one admin.',
    },
    madeAdmin: { id: 'members.made_admin', defaultMessage: 'The member is now an admin.' },
    madeMember: { id: 'members.made_member', defaultMessage: 'The admin is now a member.' },
    noPeople: { id: 'members.people.empty', defaultMessage: 'Nobody is in the business yet.' },
    invitationsTitle: { id: 'members.invitations.title', defaultMessage: 'Pending invitations' },
    invitationsText: {
      id: 'members.invitations.text',
      defaultMessage: 'Each invitation holds a seat until it is accepted, revoked or expires.',
    },
    invitationsLabel: { id: 'members.invitations.label', defaultMessage: 'Pending invitations' },
    noInvitations: {
      id: 'members.invitations.empty',
      defaultMessage: 'No invitations are waiting.',
    },
    noInvitationsText: {
      id: 'members.invitations.empty_text',
      defaultMessage: 'Invite colleagues with “Add members”; they appear here until they join.',
    },
    revokeShort: { id: 'members.invitations.revoke_short', defaultMessage: 'Revoke' },
    revoked: { id: 'members.invitations.revoked', defaultMessage: 'The invitation is revoked.' },
    loadFailed: {
      id: 'members.load_failed',
      defaultMessage: 'The members could not be loaded.',
    },
    invitationsFailed: {
      id: 'members.invitations.failed',
      defaultMessage: 'The invitations could not be loaded.',
    },
    retry: { id: 'members.retry', defaultMessage: 'Try again' },
    restrictedTrial: {
      id: 'members.restricted.trial',
      defaultMessage:
        'The trial of your business has ended. Add a payment method to open the other business pages again.',
    },
    restrictedBlocked: {
      id: 'members.restricted.blocked',
      defaultMessage:
        'Your business is locked. Choose a plan to open the other business pages again.',
    },
    upgrade: { id: 'members.restricted.upgrade', defaultMessage: 'Choose a plan' },
    // Dialogs of the members page.
    cancel: { id: 'members.dialog.cancel', defaultMessage: 'Cancel' },
    addTitle: { id: 'members.add.title', defaultMessage: 'Add members' },
    addText: {
      id: 'members.add.text',
      defaultMessage:
        'Each address gets an invitation by e-mail and joins once it is accepted. Every invitation and every member takes a seat.',
    },
    addEmails: { id: 'members.add.emails', defaultMessage: 'E-mail addresses' },
    addEmailsHelp: {
      id: 'members.add.emails_help',
      defaultMessage: 'One or more, separated by commas, spaces or new lines.',
    },
    addRole: { id: 'members.add.role', defaultMessage: 'Role' },
    addConfirm: { id: 'members.add.confirm', defaultMessage: 'Invite' },
    addFailed: { id: 'members.add.failed', defaultMessage: 'The invitations were not sent' },
    addEmpty: { id: 'members.add.empty', defaultMessage: 'Enter at least one e-mail address.' },
    removeTitle: { id: 'members.remove.title', defaultMessage: 'Remove members' },
    removeText: {
      id: 'members.remove.text',
      defaultMessage:
        'The people you choose leave the business and become free users. Their own requests stay theirs.',
    },
    removeChoose: { id: 'members.remove.choose', defaultMessage: 'Who leaves the business' },
    removeNone: { id: 'members.remove.none', defaultMessage: 'Choose at least one person.' },
    removeFailed: { id: 'members.remove.failed', defaultMessage: 'Nobody was removed' },
    removed: {
      id: 'members.remove.done',
      defaultMessage: 'They are no longer in the business.',
    },
    lockedTitle: { id: 'members.locked.title', defaultMessage: 'Your business is locked' },
    lockedWhatNow: {
      id: 'members.locked.what_now',
      defaultMessage:
        'Ask an admin of your business to choose a plan, or leave the business and sign as a free user.',
    },
    lockedLeave: { id: 'members.locked.leave', defaultMessage: 'Leave the business' },
    lockedOk: { id: 'members.locked.ok', defaultMessage: 'I will ask an admin' },
    leaveFailed: { id: 'members.leave.failed', defaultMessage: 'You are still in the business' },
    // The domains page.
    domainsTitle: { id: 'members.domains.title', defaultMessage: 'Domains' },
    domainsIntro: {
      id: 'members.domains.intro',
      defaultMessage:
        'People who sign up with an address at one of these domains are offered to join your business.',
    },
    backToMembers: { id: 'members.domains.back', defaultMessage: 'Members' },
    recordTitle: {
      id: 'members.domains.record.title',
      defaultMessage: 'Prove the domain is yours',
    },
    recordText: {
      id: 'members.domains.record.text',
      defaultMessage:
        'Add this TXT record to the DNS of the domain before you add it here. The same record works for every domain of your business.',
    },
    recordType: { id: 'members.domains.record.type', defaultMessage: 'Type' },
    recordName: { id: 'members.domains.record.name', defaultMessage: 'Name' },
    recordValue: { id: 'members.domains.record.value', defaultMessage: 'Value' },
    copyName: { id: 'members.domains.copy_name', defaultMessage: 'Copy the record name' },
    copyValue: { id: 'members.domains.copy_value', defaultMessage: 'Copy the record value' },
    recordFailed: {
      id: 'members.domains.record.failed',
      defaultMessage: 'The DNS record could not be loaded.',
    },
    domainsListTitle: { id: 'members.domains.list.title', defaultMessage: 'Your domains' },
    domainsLabel: { id: 'members.domains.list.label', defaultMessage: 'Domains of the business' },
    domain: { id: 'members.domains.column.domain', defaultMessage: 'Domain' },
    noDomains: { id: 'members.domains.empty', defaultMessage: 'No domains yet.' },
    noDomainsText: {
      id: 'members.domains.empty_text',
      defaultMessage: 'Set the DNS record above, then add the domain.',
    },
    addDomain: { id: 'members.domains.add', defaultMessage: 'Add domain' },
    removeDomainShort: { id: 'members.domains.remove_short', defaultMessage: 'Remove' },
    domainsFailed: {
      id: 'members.domains.failed',
      defaultMessage: 'The domains could not be loaded.',
    },
    addDomainTitle: { id: 'members.domains.add.title', defaultMessage: 'Add a domain' },
    addDomainText: {
      id: 'members.domains.add.text',
      defaultMessage: 'We check the TXT record on the domain when you add it.',
    },
    domainLabel: { id: 'members.domains.add.label', defaultMessage: 'Domain' },
    domainHelp: { id: 'members.domains.add.help', defaultMessage: 'For example acme.example' },
    domainInvalid: {
      id: 'members.domains.add.invalid',
      defaultMessage: 'Enter a domain name such as acme.example.',
    },
    addDomainConfirm: { id: 'members.domains.add.confirm', defaultMessage: 'Add' },
    addDomainFailed: {
      id: 'members.domains.add.failed',
      defaultMessage: 'The domain was not added',
    },
    domainAdded: { id: 'members.domains.added', defaultMessage: 'The domain is added.' },
    removeDomainTitle: { id: 'members.domains.remove.title', defaultMessage: 'Remove the domain' },
    removeDomainFailed: {
      id: 'members.domains.remove.failed',
      defaultMessage: 'The domain was not removed',
    },
    domainRemoved: { id: 'members.domains.removed', defaultMessage: 'The domain is removed.' },
    // Single sign-on on the domains page.
    ssoTitle: { id: 'members.sso.title', defaultMessage: 'Single sign-on' },
    ssoText: {
      id: 'members.sso.text',
      defaultMessage:
        "People with an address at these domains sign in through your company's identity provider (OpenID Connect) instead of a password.",
    },
    ssoLabel: { id: 'members.sso.label', defaultMessage: 'Identity providers of the business' },
    ssoIssuer: { id: 'members.sso.column.issuer', defaultMessage: 'Issuer' },
    ssoClientId: { id: 'members.sso.column.client_id', defaultMessage: 'Client ID' },
    ssoSandbox: { id: 'members.sso.sandbox', defaultMessage: 'Sandbox (set by configuration)' },
    ssoSandboxReason: {
      id: 'members.sso.sandbox_reason',
      defaultMessage:
        "A sandbox provider is set by the server's configuration, so it cannot be changed here.",
    },
    ssoSetUp: { id: 'members.sso.set_up', defaultMessage: 'Set up single sign-on' },
    ssoChangeShort: { id: 'members.sso.change_short', defaultMessage: 'Change' },
    ssoRemoveShort: { id: 'members.sso.remove_short', defaultMessage: 'Remove' },
    ssoEmpty: { id: 'members.sso.empty', defaultMessage: 'No single sign-on yet.' },
    ssoEmptyText: {
      id: 'members.sso.empty_text',
      defaultMessage: 'Everyone signs in with a password. Set up single sign-on for a domain.',
    },
    ssoEmptyNoDomains: {
      id: 'members.sso.empty_no_domains',
      defaultMessage: 'Single sign-on needs a domain of the business. Add a domain first.',
    },
    ssoFailed: {
      id: 'members.sso.failed',
      defaultMessage: 'The single sign-on settings could not be loaded.',
    },
    ssoChangeTitle: { id: 'members.sso.change.title', defaultMessage: 'Change single sign-on' },
    ssoDialogText: {
      id: 'members.sso.dialog.text',
      defaultMessage:
        'Register Paraph as an OpenID Connect client with your identity provider, then enter what it gives you. The secret is stored encrypted and never shown again.',
    },
    ssoDomainPlaceholder: {
      id: 'members.sso.dialog.domain_placeholder',
      defaultMessage: 'Choose a domain',
    },
    ssoDomainInvalid: {
      id: 'members.sso.dialog.domain_invalid',
      defaultMessage: 'Choose a domain.',
    },
    ssoIssuerLabel: { id: 'members.sso.dialog.issuer', defaultMessage: 'Issuer URL' },
    ssoIssuerHelp: {
      id: 'members.sso.dialog.issuer_help',
      defaultMessage: 'For example https://login.acme.example',
    },
    ssoIssuerInvalid: {
      id: 'members.sso.dialog.issuer_invalid',
      defaultMessage: "Enter the issuer's address, starting with https://.",
    },
    ssoClientIdInvalid: {
      id: 'members.sso.dialog.client_id_invalid',
      defaultMessage: 'Enter the client ID, up to 256 characters.',
    },
    ssoSecretLabel: { id: 'members.sso.dialog.secret', defaultMessage: 'Client secret' },
    ssoSecretHelp: {
      id: 'members.sso.dialog.secret_help',
      defaultMessage: 'Stored encrypted; nobody can read it back.',
    },
    ssoSecretHelpChange: {
      id: 'members.sso.dialog.secret_help_change',
      defaultMessage: 'Type the secret again: it is never shown back.',
    },
    ssoSecretInvalid: {
      id: 'members.sso.dialog.secret_invalid',
      defaultMessage: 'Enter the client secret, up to 1024 characters.',
    },
    ssoSave: { id: 'members.sso.dialog.save', defaultMessage: 'Save' },
    ssoSaveFailed: {
      id: 'members.sso.dialog.failed',
      defaultMessage: 'Single sign-on was not saved',
    },
    ssoSaved: { id: 'members.sso.saved', defaultMessage: 'Single sign-on is saved.' },
    ssoRemoveTitle: { id: 'members.sso.remove.title', defaultMessage: 'Remove single sign-on' },
    ssoRemoveFailed: {
      id: 'members.sso.remove.failed',
      defaultMessage: 'Single sign-on was not removed',
    },
    ssoRemoved: { id: 'members.sso.removed', defaultMessage: 'Single sign-on is removed.' },
    // What the signed-in shell asks and tells.
    invitationEffect: {
      id: 'members.invitation.effect',
      defaultMessage:
        'Once you join, you sign with the plan of the business and its admins see your membership. Your own requests stay yours.',
    },
    invitationAccept: { id: 'members.invitation.accept', defaultMessage: 'Join' },
    invitationDecline: { id: 'members.invitation.decline', defaultMessage: 'Decline' },
    invitationLater: { id: 'members.invitation.later', defaultMessage: 'Decide later' },
    invitationFailed: {
      id: 'members.invitation.failed',
      defaultMessage: 'The invitation could not be answered',
    },
  }),
  you: defineMessage<{ name: string }>({ id: 'members.you', defaultMessage: '{name} (you)' }),
  makeAdmin: defineMessage<{ name: string }>({
    id: 'members.make_admin',
    defaultMessage: 'Make {name} an admin',
  }),
  makeMember: defineMessage<{ name: string }>({
    id: 'members.make_member',
    defaultMessage: 'Make {name} a member',
  }),
  revoke: defineMessage<{ email: string }>({
    id: 'members.invitations.revoke',
    defaultMessage: 'Revoke the invitation to {email}',
  }),
  addInvalid: defineMessage<{ addresses: string }>({
    id: 'members.add.invalid',
    defaultMessage: 'Not an e-mail address: {addresses}',
  }),
  addTooMany: defineMessage<{ max: number }>({
    id: 'members.add.too_many',
    defaultMessage: 'At most {max} addresses at once.',
  }),
  invitedDone: defineMessage<{ count: number }>({
    id: 'members.add.done',
    defaultMessage: '{count, plural, one {# person invited.} other {# people invited.}}',
  }),
  removeConfirm: defineMessage<{ count: number }>({
    id: 'members.remove.confirm',
    defaultMessage: '{count, plural, =0 {Remove} one {Remove # person} other {Remove # people}}',
  }),
  lockedTrial: defineMessage<{ business: string }>({
    id: 'members.locked.trial',
    defaultMessage:
      'The trial of {business} has ended, and its admins have not added a payment method yet. Until they do, you cannot sign with the business.',
  }),
  lockedBlocked: defineMessage<{ business: string }>({
    id: 'members.locked.blocked',
    defaultMessage:
      '{business} is locked. Until its admins unlock it, you cannot sign with the business.',
  }),
  removeDomain: defineMessage<{ domain: string }>({
    id: 'members.domains.remove',
    defaultMessage: 'Remove {domain}',
  }),
  removeDomainText: defineMessage<{ domain: string }>({
    id: 'members.domains.remove.text',
    defaultMessage:
      'People with an address at {domain} are no longer offered to join. Nobody leaves the business.',
  }),
  ssoChange: defineMessage<{ domain: string }>({
    id: 'members.sso.change',
    defaultMessage: 'Change single sign-on for {domain}',
  }),
  ssoRemove: defineMessage<{ domain: string }>({
    id: 'members.sso.remove',
    defaultMessage: 'Remove single sign-on for {domain}',
  }),
  ssoRemoveText: defineMessage<{ domain: string }>({
    id: 'members.sso.remove.text',
    defaultMessage: 'People with an address at {domain} sign in with a password again.',
  }),
  invitationTitle: defineMessage<{ business: string }>({
    id: 'members.invitation.title',
    defaultMessage: 'Join {business}?',
  }),
  invitationText: defineMessage<{
    inviter: string;
    business: string;
    role: string;
    expires: string;
  }>({
    id: 'members.invitation.text',
    defaultMessage:
      '{inviter} invited you to {business} as {role, select, admin {an admin} other {a member}}. The invitation expires on {expires}.',
  }),
  invitationTextAnonymous: defineMessage<{ business: string; role: string; expires: string }>({
    id: 'members.invitation.text_anonymous',
    defaultMessage:
      'You are invited to {business} as {role, select, admin {an admin} other {a member}}. The invitation expires on {expires}.',
  }),
  // The members' cost centres (the cost centre report of the activity page).
  ...defineMessages({
    costCenter: { id: 'members.column.cost_center', defaultMessage: 'Cost centre' },
    noCostCenter: { id: 'members.cost_center.none', defaultMessage: 'None' },
    editCostCenterShort: { id: 'members.cost_center.edit_short', defaultMessage: 'Cost centre' },
    costCenterTitle: { id: 'members.cost_center.title', defaultMessage: 'Edit cost centre' },
    costCenterLabel: { id: 'members.cost_center.label', defaultMessage: 'Cost centre' },
    costCenterHint: {
      id: 'members.cost_center.hint',
      defaultMessage: 'For example Legal or 4200',
    },
    costCenterSave: { id: 'members.cost_center.save', defaultMessage: 'Save' },
    costCenterFailed: {
      id: 'members.cost_center.failed',
      defaultMessage: 'The cost centre was not saved',
    },
    costCenterSaved: {
      id: 'members.cost_center.saved',
      defaultMessage: 'The cost centre is saved.',
    },
  }),
  costCenterText: defineMessage<{ name: string }>({
    id: 'members.cost_center.text',
    defaultMessage:
      'Requests {name} sends from now on are booked to this cost centre in the activity report. Leave it empty for none.',
  }),
  editCostCenter: defineMessage<{ name: string }>({
    id: 'members.cost_center.edit',
    defaultMessage: 'Edit the cost centre of {name}',
  }),
};
