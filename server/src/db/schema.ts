import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { components } from '../../../openapi/schema.gen';

type Schemas = components['schemas'];

/** Timestamps are stored with time zone and read as Date. */
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    hasSso: boolean('has_sso').notNull().default(false),
    retention: integer('retention'),
    attributes: jsonb('attributes').$type<Record<string, string[]>>().notNull().default({}),
    // Qualities reached through identification (ses follows from a verified e-mail).
    signatureQualities: jsonb('signature_qualities')
      .$type<Schemas['SignatureQualities']>()
      .notNull()
      .default({}),
    // The identity an identification verified: from then on the name is fixed and signing
    // certificates carry it.
    identity: jsonb('identity').$type<Schemas['VerifiedIdentity']>(),
    // Set by a business for its members; null means every visual-signature option is free.
    permissions: jsonb('permissions').$type<Schemas['Permissions']>(),
    // A deleted account that still owns requests others keep: personal data is scrubbed.
    deletedAt: at('deleted_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  // Lower-case e-mails keep the unique index case-insensitive without a functional index.
  (t) => [check('users_email_lower', sql`${t.email} = lower(${t.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    // Only the SHA-256 of the bearer token is stored: a database leak yields no usable token.
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const signatureRequests = pgTable(
  'signature_requests',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull().default(''),
    statusOverall: text('status_overall').$type<Schemas['StatusOverall']>().notNull(),
    quality: text('quality').$type<Schemas['Quality']>().notNull().default('SES'),
    legislation: text('legislation').$type<Schemas['Legislation']>().notNull().default('UNDEFINED'),
    businessId: text('business_id'),
    // The sender's cost centre when it was created (the cost centre report).
    costCenter: text('cost_center'),
    // Where guest signers go after signing or declining.
    redirect: jsonb('redirect').$type<Schemas['SigningRedirect']>(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    expirationDate: at('expiration_date'),
    initiatedAt: at('initiated_at'),
    completedAt: at('completed_at'),
    // Reminders go out at most once an hour per request.
    lastRemindedAt: at('last_reminded_at'),
    // Set while a signature is being applied (the signing issue); readers see lock-status.
    lockedBy: text('locked_by'),
    lockedUntil: at('locked_until'),
  },
  // The dashboard lists a user's requests newest first, by update or creation time.
  (t) => [
    index('signature_requests_owner_updated_idx').on(t.ownerId, t.updatedAt),
    index('signature_requests_owner_created_idx').on(t.ownerId, t.createdAt),
    // The business dashboard's monthly figures.
    index('signature_requests_business_initiated_idx')
      .on(t.businessId, t.initiatedAt)
      .where(sql`${t.businessId} is not null`),
  ],
);

/**
 * Every version of every document: an upload is an original (`origin_id` = its own id); signing
 * adds a version whose `parent_id` is the version it was made from. The bytes live in the blob
 * store under `sha256`, so identical files are stored once.
 */
export const documents = pgTable(
  'documents',
  {
    id: text('id').primaryKey(),
    requestId: text('request_id')
      .notNull()
      .references(() => signatureRequests.id, { onDelete: 'cascade' }),
    originId: text('origin_id').notNull(),
    parentId: text('parent_id'),
    name: text('name').notNull(),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    sha256: text('sha256').notNull(),
    size: integer('size').notNull(),
    pageCount: integer('page_count').notNull(),
    pageWidth: real('page_width'),
    pageHeight: real('page_height'),
    signatureFields: jsonb('signature_fields')
      .$type<Schemas['SignatureField'][]>()
      .notNull()
      .default([]),
    // Order of the originals within the request.
    position: integer('position').notNull().default(0),
    signed: boolean('signed').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('documents_request_id_idx').on(t.requestId),
    index('documents_origin_id_idx').on(t.originId, t.createdAt),
    index('documents_sha256_idx').on(t.sha256),
    check('documents_sha256_hex', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
  ],
);

export const signatures = pgTable(
  'signatures',
  {
    id: text('id').primaryKey(),
    requestId: text('request_id')
      .notNull()
      .references(() => signatureRequests.id, { onDelete: 'cascade' }),
    // A signer is invited by e-mail; user_id is set once the address belongs to an account.
    email: text('email').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    // The guest's own details (role nas), editable through /v1/direct/user.
    mobile: text('mobile'),
    language: text('language').$type<Schemas['Language']>(),
    immutableEidFields: jsonb('immutable_eid_fields')
      .$type<('firstName' | 'lastName' | 'mobile')[]>()
      .notNull()
      .default([]),
    // A guest's identification (role nas) holds for this one signature: its qualities and identity.
    signatureQualities: jsonb('signature_qualities')
      .$type<Schemas['SignatureQualities']>()
      .notNull()
      .default({}),
    identity: jsonb('identity').$type<Schemas['VerifiedIdentity']>(),
    statusCode: text('status_code').$type<Schemas['SignatureStatus']>().notNull(),
    sequence: integer('sequence'),
    signedAt: at('signed_at'),
    signedQuality: text('signed_quality').$type<Schemas['Quality']>(),
    signedLegislation: text('signed_legislation').$type<Schemas['Legislation']>(),
    notify: boolean('notify').notNull().default(true),
    signerGroupId: text('signer_group_id'),
    documentSignatures: jsonb('document_signatures')
      .$type<Schemas['DocumentSignature'][]>()
      .notNull()
      .default([]),
    invitedBy: text('invited_by'),
    // When the invitation went out; null while DRAFT or WAITING for an earlier signer.
    invitedAt: at('invited_at'),
    lastViewedAt: at('last_viewed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('signatures_email_idx').on(t.email),
    index('signatures_user_id_idx').on(t.userId),
    index('signatures_request_id_idx').on(t.requestId),
    check('signatures_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * The secrets of a signer's mailed links (role nas): only their SHA-256 is kept, so neither a
 * database reader nor another participant (who sees the signature's public id) can act as the
 * invitee. Every mail gets a fresh secret; a new address or a delegation makes a new signature
 * row, whose deletion takes its links along.
 */
export const signerLinks = pgTable(
  'signer_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    signatureId: text('signature_id')
      .notNull()
      .references(() => signatures.id, { onDelete: 'cascade' }),
    // `guest` opens the signing pages; `sendto` lets the invitee's own account claim the request.
    purpose: text('purpose').$type<'guest' | 'sendto'>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('signer_links_signature_id_idx').on(t.signatureId)],
);

/** People who read a request and receive its final documents, by e-mail. */
export const observers = pgTable(
  'observers',
  {
    id: text('id').primaryKey(),
    requestId: text('request_id')
      .notNull()
      .references(() => signatureRequests.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    invitedBy: text('invited_by'),
    invitedAt: at('invited_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('observers_request_email_idx').on(t.requestId, t.email),
    index('observers_email_idx').on(t.email),
    index('observers_user_id_idx').on(t.userId),
    check('observers_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

/** Files a signer attached to a request; the content can be erased while the entry stays. */
export const attachments = pgTable(
  'attachments',
  {
    id: text('id').primaryKey(),
    requestId: text('request_id')
      .notNull()
      .references(() => signatureRequests.id, { onDelete: 'cascade' }),
    signatureId: text('signature_id'),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    uploadedBy: text('uploaded_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    // Set when the file was erased; the entry, its name and hash stay in the protocol.
    erasedAt: at('erased_at'),
  },
  (t) => [
    index('attachments_request_id_idx').on(t.requestId),
    index('attachments_sha256_idx').on(t.sha256),
  ],
);

/**
 * The audit trail: one row per state change, view or download. Each row's `hash` covers its
 * content and the previous row's hash of the same request, so editing or deleting history
 * breaks the chain.
 */
export const requestEvents = pgTable(
  'request_events',
  {
    id: text('id').primaryKey(),
    requestId: text('request_id')
      .notNull()
      .references(() => signatureRequests.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    type: text('type').$type<RequestEventType>().notNull(),
    at: at('at').notNull(),
    actorEmail: text('actor_email'),
    actorUserId: text('actor_user_id'),
    signatureId: text('signature_id'),
    message: text('message'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
    // The request's business when the event was written: the key of the activity reports (not
    // part of the hash — it says where the event is reported, not what happened).
    businessId: text('business_id'),
  },
  (t) => [
    uniqueIndex('request_events_request_seq_idx').on(t.requestId, t.seq),
    // The signature activity report: a business's signatures and declines by time.
    index('request_events_business_signatures_idx')
      .on(t.businessId, t.at)
      .where(sql`${t.businessId} is not null and ${t.type} in ('SIGNED', 'DECLINED')`),
  ],
);

export type RequestEventType = Schemas['RequestEvent']['type'];

/**
 * How many signatures and declines of a business's requests each UTC day holds: the signature
 * report's totals, summed over at most a few hundred days instead of counted over 100 000
 * events. Kept by statement-level triggers on request_events (migration 0014), so every insert
 * and every deletion — retention, a deleted account's cascade — keeps it exact.
 */
export const businessSignatureDays = pgTable(
  'business_signature_days',
  {
    businessId: text('business_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    events: integer('events').notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.day] })],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type SignatureRequestRow = typeof signatureRequests.$inferSelect;
export type DocumentRow = typeof documents.$inferSelect;
export type SignatureRow = typeof signatures.$inferSelect;
export type ObserverRow = typeof observers.$inferSelect;
export type AttachmentRow = typeof attachments.$inferSelect;
export type RequestEventRow = typeof requestEvents.$inferSelect;

/**
 * Single-use links sent by e-mail (confirm an address, reset a password, change an address). Only the token's
 * SHA-256 is kept; `used_at` makes a link work once.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose').$type<'confirm_email' | 'reset_password' | 'change_email'>().notNull(),
    email: text('email').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('one_time_tokens_email_idx').on(t.email, t.purpose)],
);

/** A guest's one-time signing code per request: hashed, short-lived, locked after failures. */
export const tans = pgTable('tans', {
  // `${requestId}:${userId}` — one live code per guest and request.
  key: text('key').primaryKey(),
  codeHash: text('code_hash').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedAt: at('locked_at'),
});

/** Fixed-window counters shared by every app node (rate limits live in the database). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: at('window_start').notNull(),
  count: integer('count').notNull(),
});

/**
 * Single sign-on per e-mail domain: the domain's OpenID Connect provider. Written by a business
 * admin for a verified domain (business_id set) or by configuration (business_id null). A null
 * issuer is our own sandbox provider. The client secret is AES-256-GCM encrypted (sso-secrets.ts).
 */
export const identityProviders = pgTable(
  'identity_providers',
  {
    domain: text('domain').primaryKey(),
    issuer: text('issuer'),
    clientId: text('client_id').notNull(),
    clientSecretEncrypted: text('client_secret_encrypted'),
    businessId: text('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [check('identity_providers_domain_lower', sql`${t.domain} = lower(${t.domain})`)],
);

export type IdentityProviderRow = typeof identityProviders.$inferSelect;

/**
 * An out-of-band 6-digit code (`api/resend|respond|cancel/{id}`): only its hash is kept; it
 * expires, and locks after five wrong answers.
 */
export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    purpose: text('purpose').$type<'invitation'>().notNull(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    destination: text('destination').notNull(),
    // The invited signer; the verification dies with it.
    signatureId: text('signature_id').references(() => signatures.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    status: text('status')
      .$type<'pending' | 'confirmed' | 'cancelled' | 'expired' | 'locked'>()
      .notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    sentAt: at('sent_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('verifications_signature_id_idx').on(t.signatureId)],
);

export type VerificationRow = typeof verifications.$inferSelect;

/**
 * A signing that waits for the mobile-signature provider's one-time password: the batch to sign
 * once `proceed/{id}` brings the right code. The code itself lives in `tans` (`mst:{id}`).
 */
export const signingTransactions = pgTable(
  'signing_transactions',
  {
    id: text('id').primaryKey(),
    // An account holder, or a guest's signature (direct signing).
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestSignatureId: text('guest_signature_id'),
    batch: jsonb('batch').$type<Schemas['SignRequest']>().notNull(),
    status: text('status').$type<'pending' | 'done' | 'failed' | 'expired'>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('signing_transactions_user_id_idx').on(t.userId)],
);

export type SigningTransactionRow = typeof signingTransactions.$inferSelect;

/**
 * The signing keys every app node shares when they are not configured (SIGNING_CA_P12, TSA_P12):
 * created, or imported from an older DATA_DIR/ca/, by the first node to need them; the others
 * read them (insert … on conflict do nothing, then read). `root` and `issuing` are the CA
 * hierarchy, `timestamp` the built-in time-stamping unit's key (its certificate is issued from
 * the CA when needed). Keys are PKCS#8 PEM, encrypted with SIGNING_KEYS_PASSPHRASE when set.
 */
export const signingKeys = pgTable('signing_keys', {
  purpose: text('purpose').$type<'root' | 'issuing' | 'timestamp'>().primaryKey(),
  // PEM; none for the time-stamping key.
  certificate: text('certificate'),
  // None for a root whose key was kept elsewhere (offline) before the import.
  privateKey: text('private_key'),
  createdAt: at('created_at').notNull().defaultNow(),
});

export type SigningKeyRow = typeof signingKeys.$inferSelect;

type VisualSignatures = Schemas['VisualSignature'];

/**
 * What a user's stamp looks like: the one source of what `GET /v1/user` calls `signatures`
 * and of what signing draws. At most one default per user (the partial unique index).
 */
export const visualSignatures = pgTable(
  'visual_signatures',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    alias: text('alias').notNull(),
    name: text('name').notNull(),
    company: text('company'),
    location: text('location'),
    language: text('language').$type<VisualSignatures['language']>().notNull().default('en'),
    quality: text('quality').$type<NonNullable<VisualSignatures['quality']>>(),
    legislation: text('legislation').$type<NonNullable<VisualSignatures['legislation']>>(),
    provider: text('provider'),
    displayClaim: boolean('display_claim').notNull(),
    displayStandards: boolean('display_standards').notNull(),
    displayQr: boolean('display_qr').notNull().default(false),
    displayDate: boolean('display_date').notNull(),
    // Generated for the user (e.g. migrated or seeded) and not edited by them since.
    placeholder: boolean('placeholder').notNull().default(false),
    // The hand-drawn signature, re-encoded as PNG, in the blob store.
    imageSha256: text('image_sha256'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('visual_signatures_user_id_idx').on(t.userId, t.createdAt),
    uniqueIndex('visual_signatures_one_default')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

export type VisualSignatureRow = typeof visualSignatures.$inferSelect;

type Identification = Schemas['IdentificationState'];

/**
 * One identification with a provider, by an account holder or by a guest for one signature.
 * `reference` is the provider's transaction, which its webhooks name.
 */
export const identifications = pgTable(
  'identifications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    signatureId: text('signature_id').references(() => signatures.id, { onDelete: 'cascade' }),
    // A visitor of the eID+ sign-up, before the account exists: the hash of their
    // confirmation link (one_time_tokens.token_hash); register moves the row to the account.
    signupTokenHash: text('signup_token_hash'),
    // The request whose sender may pay (coverage), when it was started for one.
    requestId: text('request_id'),
    provider: text('provider').$type<Identification['provider']>().notNull(),
    method: text('method').$type<Identification['method']>().notNull(),
    legislation: text('legislation').$type<Identification['legislation']>().notNull(),
    level: text('level').$type<Identification['level']>().notNull(),
    status: text('status').$type<Identification['status']>().notNull(),
    failureReason: text('failure_reason').$type<NonNullable<Identification['failureReason']>>(),
    reference: text('reference').notNull().unique(),
    url: text('url'),
    identity: jsonb('identity').$type<Schemas['VerifiedIdentity']>(),
    nameMismatch: boolean('name_mismatch').notNull().default(false),
    certificateReady: boolean('certificate_ready').notNull().default(false),
    // The business whose identification report lists it (the member's, or the business whose
    // request it was made for), and the one that pays when the request's sender covers it.
    businessId: text('business_id'),
    paidByBusinessId: text('paid_by_business_id'),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('identifications_user_id_idx').on(t.userId, t.provider, t.method),
    index('identifications_signature_id_idx').on(t.signatureId),
    index('identifications_signup_token_hash_idx').on(t.signupTokenHash),
    index('identifications_business_idx')
      .on(t.businessId, t.createdAt)
      .where(sql`${t.businessId} is not null`),
    // Exactly one subject: an account, a guest's signature, or a sign-up.
    check(
      'identifications_one_subject',
      sql`num_nonnulls(${t.userId}, ${t.signatureId}, ${t.signupTokenHash}) = 1`,
    ),
  ],
);

export type IdentificationRow = typeof identifications.$inferSelect;

/** Provider events already applied: a webhook delivered twice is applied once. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

type PaymentMethod = Schemas['PaymentMethod'];
type BusinessRole = Schemas['BusinessRole'];

/** What a business's settings keep besides the support contact and the logo (own columns). */
export type StoredBusinessSettings = Omit<
  Schemas['BusinessSettings'],
  'supportContact' | 'companyBranding'
>;

/** A company account (business-shell spec §3); its admins and members are `business_members`. */
export const businesses = pgTable('businesses', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  country: text('country').notNull(),
  address1: text('address_1'),
  address2: text('address_2'),
  city: text('city'),
  postalCode: text('postal_code'),
  vat: text('vat'),
  supportContact: jsonb('support_contact').$type<Schemas['SupportContact']>().notNull().default({}),
  settings: jsonb('settings').$type<StoredBusinessSettings>(),
  // The company logo: its bytes are a blob (content-addressed), its size for the layout.
  logo: jsonb('logo').$type<{
    sha256: string;
    contentType: string;
    width: number;
    height: number;
  }>(),
  paymentMethod: text('payment_method').$type<PaymentMethod>().notNull().default('TRIALING'),
  trialEndsAt: at('trial_ends_at'),
  pricePlan: text('price_plan').notNull(),
  pricePlanStartAt: at('price_plan_start_at').notNull().defaultNow(),
  celloUcc: text('cello_ucc'),
  gtcAcceptedAt: at('gtc_accepted_at'),
  dpaAcceptedAt: at('dpa_accepted_at'),
  // Deletion is scheduled, then carried out by a job after the grace period unless revoked.
  deletionScheduledAt: at('deletion_scheduled_at'),
  // The secret of the DNS TXT record that proves the business's domains; made on first ask.
  domainVerificationToken: text('domain_verification_token'),
  // Billing: invoices' currency, the payment provider's customer (made at the first setup
  // intent), the code this business shares (made on first ask) and the one it came with.
  currency: text('currency').$type<Schemas['Currency']>(),
  billingCustomerId: text('billing_customer_id').unique(),
  referralCode: text('referral_code').unique(),
  referredBy: text('referred_by'),
  // AES for business (null until set up).
  aesForBusiness: jsonb('aes_for_business').$type<Schemas['Aes4Biz']>(),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export type BusinessRow = typeof businesses.$inferSelect;

/** A user belongs to at most one business (the primary key), as admin or member. */
export const businessMembers = pgTable(
  'business_members',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    role: text('role').$type<BusinessRole>().notNull(),
    joinedAt: at('joined_at').notNull().defaultNow(),
    costCenter: text('cost_center'),
  },
  (t) => [
    index('business_members_business_id_idx').on(t.businessId, t.role),
    check('business_members_role', sql`${t.role} in ('admin', 'member')`),
  ],
);

/** An invitation to join, by e-mail address; accepting (or signing up with it) joins. */
export const businessInvitations = pgTable(
  'business_invitations',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').$type<BusinessRole>().notNull(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invitedAt: at('invited_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('business_invitations_business_email_idx').on(t.businessId, t.email),
    index('business_invitations_email_idx').on(t.email),
    check('business_invitations_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

/** A domain a business claims; ownership is proven by a DNS TXT record (`verifiedAt`). */
export const businessDomains = pgTable(
  'business_domains',
  {
    domain: text('domain').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    verificationToken: text('verification_token').notNull(),
    verifiedAt: at('verified_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('business_domains_business_id_idx').on(t.businessId),
    check('business_domains_domain_lower', sql`${t.domain} = lower(${t.domain})`),
  ],
);

/**
 * An electronic seal of a business: signatures made with it name the organisation, not a
 * person. Every business gets one when it is created (account name from its name); the
 * members allowed to apply it are `seal_members`, the business's API users may apply all.
 */
export const seals = pgTable(
  'seals',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    accountName: text('account_name').notNull().unique(),
    displayName: text('display_name').notNull(),
    quality: text('quality').$type<'AES' | 'QES'>().notNull().default('AES'),
    // The image stamped with the seal: its bytes are a blob (content-addressed).
    image: jsonb('image').$type<{
      sha256: string;
      contentType: string;
      width: number;
      height: number;
    }>(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('seals_business_id_idx').on(t.businessId),
    check('seals_quality', sql`${t.quality} in ('AES', 'QES')`),
  ],
);

export type SealRow = typeof seals.$inferSelect;

/** The business members who may apply a seal. */
export const sealMembers = pgTable(
  'seal_members',
  {
    sealId: text('seal_id')
      .notNull()
      .references(() => seals.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: at('added_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sealId, t.userId] }),
    index('seal_members_user_id_idx').on(t.userId),
  ],
);

/**
 * A signer group: any one of its members may sign in its place. A business's group is shared
 * by its members; a group without a business belongs to its owner alone.
 */
export const signerGroups = pgTable(
  'signer_groups',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('signer_groups_business_id_idx').on(t.businessId),
    index('signer_groups_owner_id_idx').on(t.ownerId),
  ],
);

export type SignerGroupRow = typeof signerGroups.$inferSelect;

/** A group's members by e-mail address, in the order they were listed. */
export const signerGroupMembers = pgTable(
  'signer_group_members',
  {
    groupId: text('group_id')
      .notNull()
      .references(() => signerGroups.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.email] }),
    index('signer_group_members_email_idx').on(t.email),
    check('signer_group_members_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * A technical user of a business for the API. It acts through its own account row (`user_id`:
 * no password, an address nobody receives mail at), so requests it creates have an owner like
 * any other; it is not a member and takes no seat. Only the SHA-256 of its secret is stored.
 */
export const apiUsers = pgTable(
  'api_users',
  {
    username: text('username').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    description: text('description').notNull().default(''),
    secretHash: text('secret_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    lastUsedAt: at('last_used_at'),
  },
  (t) => [index('api_users_business_id_idx').on(t.businessId)],
);

export type ApiUserRow = typeof apiUsers.$inferSelect;

type Cycle = Schemas['Cycle'];
type Currency = Schemas['Currency'];

/**
 * The plans (seeded by migration, never in code): those `offered` can be bought; retired and
 * enterprise ('ent…') plans stay for the businesses on them. Licences say whether the plan pays
 * identifications of members and of invited people.
 */
export const pricePlans = pgTable('price_plans', {
  name: text('name').primaryKey(),
  offered: boolean('offered').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  minSeats: integer('min_seats').notNull().default(1),
  maxSeats: integer('max_seats'),
  trialDays: integer('trial_days').notNull().default(0),
  licences: jsonb('licences').$type<Schemas['PricePlan']['licenses']['idents']>().notNull(),
});

/** A plan's price per seat and period, in the currency's minor unit (cents, rappen). */
export const planPrices = pgTable(
  'plan_prices',
  {
    plan: text('plan')
      .notNull()
      .references(() => pricePlans.name, { onDelete: 'cascade' }),
    currency: text('currency').$type<Currency>().notNull(),
    cycle: text('cycle').$type<Cycle>().notNull(),
    perSeatMinor: integer('per_seat_minor').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.plan, t.currency, t.cycle] }),
    check('plan_prices_amount', sql`${t.perSeatMinor} >= 0`),
  ],
);

/**
 * Promo codes: `percent_N` discounts the first invoice (then USED_UP); an `smg_` type is a
 * special discount that stays on every invoice. `plans` null means every plan.
 */
export const promoCodes = pgTable('promo_codes', {
  code: text('code').primaryKey(),
  discountType: text('discount_type').notNull(),
  percentOff: integer('percent_off').notNull(),
  plans: text('plans').array(),
  expiresAt: at('expires_at'),
  maxRedemptions: integer('max_redemptions'),
  redemptions: integer('redemptions').notNull().default(0),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** The discounts a business has redeemed (PricePlan.discounts). */
export const businessDiscounts = pgTable(
  'business_discounts',
  {
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    promoCode: text('promo_code').notNull(),
    discountType: text('discount_type').notNull(),
    percentOff: integer('percent_off').notNull(),
    status: text('status').$type<'ACTIVE' | 'USED_UP'>().notNull().default('ACTIVE'),
    expiresAt: at('expires_at'),
    redeemedAt: at('redeemed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.promoCode] })],
);

/**
 * A business's paid subscription as the payment provider last told us (webhooks move it):
 * plan, cycle, seats, status, period, the plan after this period (CANCELED when cancelling),
 * the card on file. `lastEventAt` orders events: an older one than what is applied is ignored.
 */
export const subscriptions = pgTable('subscriptions', {
  businessId: text('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  providerSubscriptionId: text('provider_subscription_id').notNull().unique(),
  plan: text('plan').notNull(),
  cycle: text('cycle').$type<Cycle>().notNull(),
  currency: text('currency').$type<Currency>().notNull(),
  seats: integer('seats').notNull(),
  status: text('status').$type<Schemas['SubscriptionStatus']>().notNull(),
  currentPeriodStart: at('current_period_start').notNull(),
  currentPeriodEnd: at('current_period_end').notNull(),
  nextPlan: text('next_plan'),
  card: jsonb('card').$type<Schemas['Card']>(),
  pastDueSince: at('past_due_since'),
  lastEventAt: at('last_event_at'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Invoices as the provider reported them (amounts in minor units), for the billing page. */
export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    status: text('status').$type<Schemas['Invoice']['status']>().notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    subtotalMinor: integer('subtotal_minor').notNull(),
    discountMinor: integer('discount_minor').notNull(),
    taxMinor: integer('tax_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    url: text('url'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('invoices_business_id_idx').on(t.businessId, t.createdAt)],
);

/**
 * The local payment sandbox's own records (customers, setup intents, payment methods,
 * subscriptions, invoices, portal sessions): a stand-in for the provider's database, so its
 * objects outlive a restart as a real provider's do. Nothing outside the sandbox reads it.
 */
export const paymentSandboxObjects = pgTable(
  'payment_sandbox_objects',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    customerId: text('customer_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('payment_sandbox_objects_customer_idx').on(t.customerId, t.kind)],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PricePlanRow = typeof pricePlans.$inferSelect;

type AccountActivity = Schemas['AccountActivity'];

/**
 * The business's own audit trail (the account activity report): members invited, joining,
 * leaving or removed, role, settings, plan and seat changes, members signing in. Append-only;
 * the subject's and actor's addresses are kept as they were, so the report outlives accounts.
 */
export const businessEvents = pgTable(
  'business_events',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    action: text('action').$type<AccountActivity['action']>().notNull(),
    at: at('at').notNull(),
    userId: text('user_id'),
    userEmail: text('user_email').notNull(),
    actorUserId: text('actor_user_id'),
    actorEmail: text('actor_email'),
    role: text('role').$type<BusinessRole>(),
    plan: text('plan'),
    seats: integer('seats'),
    details: text('details'),
  },
  (t) => [index('business_events_business_at_idx').on(t.businessId, t.at)],
);

export type BusinessEventRow = typeof businessEvents.$inferSelect;

/**
 * The durable job queue (server/src/queue): work done after an answer, mail first. A job is
 * claimed with a lease (`lockedUntil`); a node that dies leaves it to be claimed again once the
 * lease ends. Done jobs keep their row (and key, so the same job is never queued twice) but not
 * their payload; failed ones keep everything for inspection.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    key: text('key').unique(),
    state: text('state').$type<'queued' | 'running' | 'done' | 'failed'>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runAt: at('run_at').notNull(),
    lockedUntil: at('locked_until'),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.state} = 'queued'`),
    index('jobs_lease_idx')
      .on(t.lockedUntil)
      .where(sql`${t.state} = 'running'`),
    check('jobs_state', sql`${t.state} in ('queued', 'running', 'done', 'failed')`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
