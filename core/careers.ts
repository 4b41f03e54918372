// Careers: the store's open positions and the applications people send with a CV (issue 14). The rules that are not
// about the database live here; server/modules/careers/ keeps and lists them.

/** A position's life: written as a draft, open for applications, closed (its page says so, with 410). */
export const POSITION_STATES = ['draft', 'open', 'closed'] as const;
export type PositionState = (typeof POSITION_STATES)[number];

export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'intern'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** Where an application stands with staff. */
export const APPLICATION_STATUSES = ['new', 'reviewing', 'interview', 'rejected', 'hired'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The spec's CV limit: "File too big! Maximum: 5MB", told in the browser before sending and enforced by the server. */
export const MAX_CV_BYTES = 5 * 1024 * 1024;

/** How long an application and its CV are kept (the applicant consents to this), then a worker deletes both. */
export const APPLICATION_RETENTION_DAYS = 180;
