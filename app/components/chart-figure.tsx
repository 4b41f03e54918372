// A console figure (the survey report, the visitor dashboard): a title and a description, the chart as a picture hidden
// from screen readers, and the same numbers in a table right under it, readable by everyone. A figure may offer its
// numbers as a file (a link under the title), and a ranked list may be a table alone.
import { useEffect, useState, type ReactNode } from 'react';

/** Charts are measured in the browser: the server sends the figure's table, the picture follows once the page runs. */
function useMounted() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

export function ChartFigure({
  id,
  title,
  description,
  table,
  children,
  download,
  chartHeight = 256,
}: {
  id: string;
  title: string;
  description: string;
  table: ReactNode;
  /** The chart; none for a figure that is a table. */
  children?: ReactNode;
  download?: { href: string; label: string };
  /** The chart's height in px (a bar per row: taller with more rows). */
  chartHeight?: number;
}) {
  const mounted = useMounted();
  return (
    <figure className="min-w-0 rounded-3xl border border-line bg-surface p-4" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`} data-chart={id}>
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <h2 id={`${id}-title`} className="min-w-0 text-lg font-bold text-ink">
          {title}
        </h2>
        {download ? (
          // A file, not a page: the browser saves it. The link's name says which figure's numbers it holds.
          <a href={download.href} download aria-label={`${download.label}: ${title}`} className="chip h-8 shrink-0 px-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand">
            {download.label}
          </a>
        ) : null}
      </div>
      <p id={`${id}-desc`} className="mt-1 text-sm text-ink-soft">
        {description}
      </p>
      {children ? (
        // Inert as well as hidden: the picture holds nothing to reach (Chromium would stop the Tab key on recharts' layers).
        <div className="mt-3 w-full min-w-0 text-ink-soft" style={{ height: chartHeight }} aria-hidden inert>
          {mounted ? children : null}
        </div>
      ) : null}
      {/* On a narrow phone the table may scroll sideways by itself: it takes the keyboard's focus then. Positioned, so
          that visually hidden words in its cells (absolutely placed) scroll with it instead of widening the page. */}
      <div className="relative mt-3 overflow-x-auto rounded-lg focus-visible:outline-2 focus-visible:outline-brand" tabIndex={0} role="group" aria-labelledby={`${id}-title`}>
        {table}
      </div>
    </figure>
  );
}
