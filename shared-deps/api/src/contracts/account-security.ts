// The player's account and security (the HTTP contract /web-api/user/profile, /email, /password,
// /sessions, /two-step, /security-question, /documents) and the password reset
// (/web-api/auth/password-reset/*): issue 18 and issue 15.
import { type Static, Type } from '@sinclair/typebox';
import { DOCUMENT_KINDS, DOCUMENT_STATUSES, IDENTITY_DOCUMENT_TYPES, TWO_STEP_CODE_PATTERN, VERIFICATION_STATES } from './account-security-constants';
import { Id, Nullable, StrictObject, StringEnum } from './schema-helpers';
import { ProtectionMethods, PROTECTION_STATUSES } from './user';

// --- personal data (spec 2 §3) ---
const Name = Type.String({ minLength: 1, maxLength: 100 });

/** PUT /web-api/user/profile: every field; null clears one. */
export const ProfileBody = StrictObject({
  name: Nullable(Name),
  surname: Nullable(Name),
  birthDate: Nullable(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' })),
  address: Nullable(Type.String({ minLength: 1, maxLength: 300 })),
  documentType: Nullable(StringEnum(IDENTITY_DOCUMENT_TYPES)),
  documentNumber: Nullable(Type.String({ minLength: 1, maxLength: 32 })),
});
export type ProfileBody = Static<typeof ProfileBody>;

/** GET and PUT /web-api/user/profile: the personal data, contacts and verification status. */
export const ProfileAnswer = Type.Object({
  name: Nullable(Type.String()),
  surname: Nullable(Type.String()),
  birthDate: Nullable(Type.String()),
  address: Nullable(Type.String()),
  documentType: Nullable(StringEnum(IDENTITY_DOCUMENT_TYPES)),
  documentNumber: Nullable(Type.String()),
  email: Nullable(Type.String()),
  phoneCode: Nullable(Type.String()),
  phoneNumber: Nullable(Type.String()),
  activationType: Type.Integer(),
  verification: StringEnum(VERIFICATION_STATES),
});
export type ProfileAnswer = Static<typeof ProfileAnswer>;

/** POST /web-api/user/email: binding an e-mail moves activation 0 -> 1 and 3 -> 2. */
export const EmailBody = StrictObject({ email: Type.String({ minLength: 3, maxLength: 254 }) });
export const EmailAnswer = Type.Object({ activation_type: Type.Integer(), email: Type.String() });
export type EmailAnswer = Static<typeof EmailAnswer>;

// --- security ---
/** POST /web-api/user/password: every other session ends. */
export const PasswordChangeBody = StrictObject({
  oldPassword: Type.String({ minLength: 1, maxLength: 128 }),
  newPassword: Type.String({ minLength: 1, maxLength: 128 }),
});
export type PasswordChangeBody = Static<typeof PasswordChangeBody>;

export const SessionItem = Type.Object({
  id: Type.String(),
  createdAt: Type.Integer(),
  expiresAt: Type.Integer(),
  userAgent: Nullable(Type.String()),
  ip: Nullable(Type.String()),
  /** the session of this request */
  current: Type.Boolean(),
});
/** GET /web-api/user/sessions */
export const SessionsAnswer = Type.Object({ sessions: Type.Array(SessionItem) });
export type SessionsAnswer = Static<typeof SessionsAnswer>;
export const SessionParams = Type.Object({ id: Type.String({ pattern: '^[0-9a-f]{32}$' }) });

/** A current authenticator code (six digits) or a backup code. */
export const TwoStepCode = Type.String({ pattern: TWO_STEP_CODE_PATTERN, description: 'six digits, or a backup code' });

/** POST /web-api/user/two-step: `{enabled: true}` offers a secret; `{enabled: false, code}` turns it off. */
export const TwoStepBody = StrictObject({ enabled: Type.Boolean(), code: Type.Optional(TwoStepCode) });
export type TwoStepBody = Static<typeof TwoStepBody>;
/** The secret (base32) and the URL an authenticator app scans; off: `{enabled: false}`. */
export const TwoStepAnswer = Type.Object({
  enabled: Type.Boolean(),
  secret: Type.Optional(Type.String()),
  otpauthUrl: Type.Optional(Type.String()),
  /** the otpauth URL as a QR code: an SVG data URL for an <img> */
  qrCode: Type.Optional(Type.String()),
});
export type TwoStepAnswer = Static<typeof TwoStepAnswer>;

/** POST /web-api/user/two-step/confirm: the first code turns the factor on and gives the backup codes once. */
export const TwoStepConfirmBody = StrictObject({ code: Type.String({ pattern: '^[0-9]{6}$' }) });
export const TwoStepConfirmAnswer = Type.Object({ backupCodes: Type.Array(Type.String()) });
export type TwoStepConfirmAnswer = Static<typeof TwoStepConfirmAnswer>;

/** PUT /web-api/user/security-question */
export const SecurityQuestionBody = StrictObject({
  question: Type.String({ minLength: 3, maxLength: 200 }),
  answer: Type.String({ minLength: 2, maxLength: 100 }),
});
export type SecurityQuestionBody = Static<typeof SecurityQuestionBody>;

/** GET /web-api/user/security: what protects the account, and its protection level (spec 2 §4). */
export const SecurityAnswer = Type.Object({
  twoStep: Type.Boolean(),
  backupCodesLeft: Type.Integer(),
  securityQuestion: Nullable(Type.String()),
  changedPassDayCount: Type.Integer(),
  protection_level: Nullable(Type.Integer()),
  protection_status: Nullable(StringEnum(PROTECTION_STATUSES)),
  protection_methods: ProtectionMethods,
});
export type SecurityAnswer = Static<typeof SecurityAnswer>;

// --- documents ---
export const DocumentItem = Type.Object({
  id: Id,
  kind: StringEnum(DOCUMENT_KINDS),
  status: StringEnum(DOCUMENT_STATUSES),
  mime: Type.String(),
  size: Type.Integer(),
  createdAt: Type.Integer(),
});
export type DocumentItem = Static<typeof DocumentItem>;
/** POST /web-api/user/documents (multipart: `kind`, `file`), 201. */
export const DocumentCreated = Type.Object({ id: Id, status: StringEnum(['pending'] as const) });
export type DocumentCreated = Static<typeof DocumentCreated>;
/** GET /web-api/user/documents: the player's own. */
export const DocumentsAnswer = Type.Object({ documents: Type.Array(DocumentItem), verification: StringEnum(VERIFICATION_STATES) });
export type DocumentsAnswer = Static<typeof DocumentsAnswer>;

// --- password reset (issue 15) ---
/** POST /web-api/auth/password-reset/request: always 202, whether the account exists or not. */
export const ResetRequestBody = StrictObject({
  login: Type.String({ minLength: 1, maxLength: 254 }),
  /** the language of the mail and of the link's page */
  lng: Type.Optional(Type.String({ pattern: '^[a-z]{2}$' })),
});
export type ResetRequestBody = Static<typeof ResetRequestBody>;
export const Accepted = Type.Object({ accepted: Type.Boolean() });
/** POST /web-api/auth/password-reset/confirm: a new password; every session of the player ends. */
export const ResetConfirmBody = StrictObject({
  token: Type.String({ minLength: 1, maxLength: 100 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
});
export type ResetConfirmBody = Static<typeof ResetConfirmBody>;
