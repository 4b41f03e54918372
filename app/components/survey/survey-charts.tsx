// The survey report's two charts (recharts): the NPS per week or month, and the average rating of each step, each drawn
// in a ChartFigure (app/components/chart-figure.tsx: its numbers in a table too). Colours follow the theme: axes and
// labels take the text colour (currentColor), the marks the brand red, which reads on both the light and the dark surface.
import { Bar, BarChart, CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, XAxis, YAxis } from 'recharts';

const BRAND = '#d7263d';
const tick = { fill: 'currentColor', fontSize: 12 };

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
