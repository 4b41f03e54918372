// The after-order survey (issue 14): once an order is complete or delivered, its shopper rates it 1–5 (a low score
// needs a reason: "The survey answer for the reason is required"), may rate each step, and says how likely they are to
// recommend the store, 0–10 (NPS). One answer per order, kept unique by the database.

/** The steps a shopper may rate 1–5 besides the whole order. */
export const SURVEY_STEPS = ['product', 'price', 'delivery', 'packaging', 'staff'] as const;
export type SurveyStep = (typeof SURVEY_STEPS)[number];

/** Satisfaction at or below this needs a reason. */
export const REASON_REQUIRED_AT_OR_BELOW = 3;
