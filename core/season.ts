// Seasonal decorations (issue 14): staff choose a mode in the console; the storefront asks which season is on today.
//   auto: New Year (Шинэ жил) from 15 December to 5 January, Tsagaan Sar around its date, else none;
//   new_year / tsagaan_sar: that season, whatever the date; off: none.
export const SEASON_MODES = ['auto', 'new_year', 'tsagaan_sar', 'off'] as const;
export type SeasonMode = (typeof SEASON_MODES)[number];

export type Season = 'new_year' | 'tsagaan_sar';
