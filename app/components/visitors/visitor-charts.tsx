// The visitor dashboard's charts (recharts), each drawn in a ChartFigure (app/components/chart-figure.tsx), which holds
// the same numbers in a table: lines for the daily series, bars for the mixes and the funnel. Colours follow the theme:
// axes, labels and one series take the text colour (currentColor), the others the brand red; lines differ by their dash
// too, so no series is told apart by colour alone.
import { Bar, BarChart, CartesianGrid, LabelList, Legend, Line, LineChart, ResponsiveContainer, XAxis, YAxis } from 'recharts';

const BRAND = '#d7263d';
const tick = { fill: 'currentColor', fontSize: 12 };
const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export type DailyPoint = { label: string; visitors: number; sessions: number; pageViews: number };

/** Visitors, sessions and page views per day; the legend names each line as drawn. */
export function DailyLines({ data, names }: { data: DailyPoint[]; names: Record<'visitors' | 'sessions' | 'pageViews', string> }) {
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 300, height: 256 }}>
      <LineChart data={data} margin={{ top: 8, right: 12, bottom: 4, left: -8 }} accessibilityLayer={false}>
        <CartesianGrid stroke="currentColor" strokeOpacity={0.2} vertical={false} />
        <XAxis dataKey="label" tick={tick} stroke="currentColor" interval="preserveStartEnd" minTickGap={16} />
        <YAxis allowDecimals={false} tick={tick} stroke="currentColor" width={48} tickFormatter={(v: number) => count.format(v)} />
        {/* The names in the text colour (recharts would write each in its line's colour: the red reads poorly on dark). */}
        <Legend wrapperStyle={{ fontSize: 12 }} formatter={(value: string) => <span className="text-ink-soft">{value}</span>} />
        <Line type="linear" dataKey="pageViews" name={names.pageViews} stroke="currentColor" strokeWidth={2} strokeDasharray="6 4" dot={false} isAnimationActive={false} />
        <Line type="linear" dataKey="sessions" name={names.sessions} stroke="currentColor" strokeWidth={2.5} dot={{ r: 3, fill: 'currentColor' }} isAnimationActive={false} />
        <Line type="linear" dataKey="visitors" name={names.visitors} stroke={BRAND} strokeWidth={3} dot={{ r: 4, fill: BRAND }} isAnimationActive={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}

/** A mix (sessions by browser, system, …) or the funnel's steps as horizontal bars, each with its count at its end. */
export function CountBars({ data, labelWidth = 112 }: { data: { label: string; value: number }[]; labelWidth?: number }) {
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 300, height: 256 }}>
      <BarChart data={data} layout="vertical" margin={{ top: 4, right: 40, bottom: 4, left: 4 }} accessibilityLayer={false}>
        <CartesianGrid stroke="currentColor" strokeOpacity={0.2} horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={tick} stroke="currentColor" tickFormatter={(v: number) => count.format(v)} />
        <YAxis type="category" dataKey="label" width={labelWidth} tick={tick} stroke="currentColor" interval={0} />
        <Bar dataKey="value" fill={BRAND} radius={[0, 6, 6, 0]} isAnimationActive={false} maxBarSize={28}>
          <LabelList dataKey="value" position="right" fill="currentColor" fontSize={12} formatter={(v: unknown) => count.format(Number(v))} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
