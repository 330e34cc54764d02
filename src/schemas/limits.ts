// Longest accepted value of each free field, one object per form schema: the schema bounds its fields
// with it and the form's markup copies it into maxlength. No zod here, so an island can import it
// without bundling the validator.

/** Defaults of the field builders (the spec sets no bound; these only stop abuse). */
export const FIELD_LIMITS = { line: 200, email: 254, address: 300, text: 5000 } as const;

// An order or tracking number: short codes, never a paragraph.
const REFERENCE = 100;

/** ContactSchema (footer contact form). */
export const CONTACT_LIMITS = {
  name: FIELD_LIMITS.line,
  email: FIELD_LIMITS.email,
  message: FIELD_LIMITS.text,
} as const;

/** ContactMairieSchema (town hall contact dialog); the reason is a list choice. */
export const CONTACT_MAIRIE_LIMITS = {
  name: FIELD_LIMITS.line,
  email: FIELD_LIMITS.email,
  message: FIELD_LIMITS.text,
} as const;

/** RefundSchema (tax stamp refund request). */
export const REFUND_LIMITS = {
  name: FIELD_LIMITS.line,
  email: FIELD_LIMITS.email,
  order_number: REFERENCE,
  reason: FIELD_LIMITS.text,
} as const;

/** AddMairieSchema (request to add a town hall). */
export const ADD_MAIRIE_LIMITS = {
  name: FIELD_LIMITS.line,
  email: FIELD_LIMITS.email,
  mairie_name: FIELD_LIMITS.line,
  address: FIELD_LIMITS.address,
  message: FIELD_LIMITS.text,
} as const;

// A pre-application tracking number: letters, digits and hyphens (TRACKING_NUMBER in fields.ts).
const TRACKING_NUMBER = 24;

/** FollowUpSchema (pre-application follow-up). */
export const FOLLOW_UP_LIMITS = { tracking_number: TRACKING_NUMBER, email: FIELD_LIMITS.email } as const;

/** NearestSchema (nearest town hall by e-mail). */
export const NEAREST_LIMITS = { email: FIELD_LIMITS.email, address: FIELD_LIMITS.address } as const;

/** ReportSchema (issue or review of a town hall). */
export const REPORT_LIMITS = { content: FIELD_LIMITS.text, email: FIELD_LIMITS.email } as const;

/** The honeypot field name, shared by the forms' markup (islands included) and the functions. */
export const HONEYPOT_FIELD = 'company';
