// The storefront's seasonal decorations (issue 14), rendered on the server from the root loader's season: no script.
// A band along the top of the layout (a garland for New Year, a blue khadag with a meander for Tsagaan Sar) and, for New
// Year, gentle snow over the header's strip. Decorative only: hidden from assistive technology, never catching a pointer
// (its rules in season.css, part of app/styles.css), positioned over the layout's own box so nothing moves.
import type { Season } from '../../../core/season';

function Garland() {
  return (
    <svg className="season-band" aria-hidden="true" focusable="false" height="12">
      <defs>
        <pattern id="season-garland" width="48" height="12" patternUnits="userSpaceOnUse">
          <path className="season-wire" d="M0 2 Q12 9 24 2 T48 2" fill="none" strokeWidth="1.2" />
          <circle cx="12" cy="7.5" r="2.6" fill="#e63946" />
          <circle cx="36" cy="7.5" r="2.6" fill="#f4c430" />
          <circle cx="0" cy="3" r="1.8" fill="#3fa7d6" />
          <circle cx="48" cy="3" r="1.8" fill="#3fa7d6" />
        </pattern>
      </defs>
      <rect width="100%" height="12" fill="url(#season-garland)" />
    </svg>
  );
}

function Khadag() {
  return (
    <svg className="season-band" aria-hidden="true" focusable="false" height="12">
      <defs>
        {/* A small meander (алхан хээ) in a lighter blue on the khadag's blue. */}
        <pattern id="season-khadag" width="16" height="12" patternUnits="userSpaceOnUse">
          <rect className="season-khadag" width="16" height="12" />
          <path className="season-khadag-light" d="M1 9 V3 H7 V7 H4 M9 3 V9 H15 V5 H12" fill="none" strokeWidth="1.1" />
        </pattern>
      </defs>
      <rect width="100%" height="12" fill="url(#season-khadag)" />
    </svg>
  );
}

/** The decorations of a season, or nothing. Put inside a positioned box (the layout's shell). */
export function SeasonDecor({ season }: { season: Season | null }) {
  if (!season) return null;
  return (
    <div className="season-decor" data-season={season} aria-hidden="true">
      {season === 'new_year' ? <div className="season-snow" /> : null}
      {season === 'new_year' ? <Garland /> : <Khadag />}
    </div>
  );
}
