// Values of the account and security API the browser uses too (TypeBox-free; the schemas are in
// account-security.ts).

/** What a player may upload for verification and identification. */
export const DOCUMENT_KINDS = ['passport', 'id_card', 'driving_licence', 'proof_of_address', 'selfie'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** The verification status the account page shows: none until a document is sent. */
export const VERIFICATION_STATES = ['none', 'pending', 'approved', 'rejected'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

/** An uploaded document's largest size (10 MB); a bigger one answers 413. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** The contents accepted, checked by the file's bytes, never its name. */
export const DOCUMENT_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'application/pdf'] as const;

/** The identity documents of the personal data (spec 2 §3 "document type"). */
export const IDENTITY_DOCUMENT_TYPES = ['passport', 'id_card', 'driving_licence'] as const;

/** The youngest a player may be (personal data: birth date). */
export const MIN_AGE_YEARS = 18;

/** A backup code of two-step login: `abcd-efgh`; a current code is six digits. */
export const TWO_STEP_CODE_PATTERN = '^([0-9]{6}|[A-Za-z0-9]{4}-?[A-Za-z0-9]{4})$';
export const BACKUP_CODE_COUNT = 10;
