// The survey report's two charts (recharts): the NPS per week or month, and the average rating of each step. Each is a
// figure with a title and a description, its picture hidden from screen readers and its numbers in a table right under
// it (the same numbers, readable by everyone). Colours follow the theme: axes and labels take the text colour
// (currentColor), the marks the brand red, which reads on both the light and the dark surface.
import { useEffect, useState, type ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, XAxis, YAxis } from 'recharts';

const BRAND = '#d7263d';
const tick = { fill: 'currentColor', fontSize: 12 };

/** Charts are measured in the browser: the server sends the figure's table, the picture follows once the page runs. */
function useMounted() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

export function ChartFigure({ id, title, description, table, children }: { id: string; title: string; description: string; table: ReactNode; children: ReactNode }) {
  const mounted = useMounted();
  return (
    <figure className="min-w-0 rounded-3xl border border-line bg-surface p-4" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`} data-chart={id}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-ink">
        {title}
      </h2>
      <p id={`${id}-desc`} className="mt-1 text-sm text-ink-soft">
        {description}
      </p>
      <div className="mt-3 h-64 w-full min-w-0 text-ink-soft" aria-hidden>
        {mounted ? children : null}
      </div>
      {/* On a narrow phone the table may scroll sideways by itself: it takes the keyboard's focus then. */}
      <div className="mt-3 overflow-x-auto rounded-lg focus-visible:outline-2 focus-visible:outline-brand" tabIndex={0} role="group" aria-labelledby={`${id}-title`}>
        {table}
      </div>
    </figure>
  );
}

export function NpsLine({ data }: { data: { label: string; nps: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 300, height: 256 }}>
      <LineChart data={data} margin={{ top: 8, right: 12, bottom: 4, left: -16 }} accessibilityLayer={false}>
        <CartesianGrid stroke="currentColor" strokeOpacity={0.2} vertical={false} />
        <XAxis dataKey="label" tick={tick} stroke="currentColor" interval="preserveStartEnd" minTickGap={12} />
        <YAxis domain={[-100, 100]} ticks={[-100, -50, 0, 50, 100]} tick={tick} stroke="currentColor" />
        <ReferenceLine y={0} stroke="currentColor" strokeOpacity={0.6} />
        <Line type="linear" dataKey="nps" stroke={BRAND} strokeWidth={3} dot={{ r: 4, fill: BRAND }} isAnimationActive={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}

export function StepBars({ data }: { data: { label: string; average: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 300, height: 256 }}>
      <BarChart data={data} layout="vertical" margin={{ top: 4, right: 12, bottom: 4, left: 8 }} accessibilityLayer={false}>
        <CartesianGrid stroke="currentColor" strokeOpacity={0.2} horizontal={false} />
        <XAxis type="number" domain={[0, 5]} ticks={[0, 1, 2, 3, 4, 5]} tick={tick} stroke="currentColor" />
        <YAxis type="category" dataKey="label" width={96} tick={tick} stroke="currentColor" />
        <Bar dataKey="average" fill={BRAND} radius={[0, 6, 6, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
