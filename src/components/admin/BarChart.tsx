import type { Bar } from '@domain/charts'

type Props = {
  /** Names the chart for screen readers (the SVG's title) and heads its table. */
  title: string
  /** One sentence of what the chart shows, e.g. the total. */
  summary: string
  bars: Bar[]
  /** How a bar's label reads in the table and the tooltip. */
  formatLabel?: (label: string) => string
  valueHeading: string
}

const HEIGHT = 120
const GAP = 2

/**
 * A small bar chart drawn as SVG on the server: no chart library, nothing sent to the browser
 * but markup. Screen readers get the title and summary from the SVG and the numbers from a
 * table that is visually hidden; the SVG scales to its panel's width, so it never overflows.
 */
export function BarChart({ title, summary, bars, formatLabel = (l) => l, valueHeading }: Props) {
  const max = Math.max(1, ...bars.map((b) => b.value))
  const width = bars.length * 10
  const id = `chart-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
  return (
    <figure className="team-admin__chart">
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="team-admin__chart-svg"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        <line
          x1="0"
          y1={HEIGHT - 0.5}
          x2={width}
          y2={HEIGHT - 0.5}
          className="team-admin__chart-axis"
        />
        {bars.map((bar, i) => {
          const h = bar.value === 0 ? 0 : Math.max(2, (bar.value / max) * (HEIGHT - 4))
          return (
            <rect
              key={bar.label}
              x={i * 10 + GAP / 2}
              y={HEIGHT - h}
              width={10 - GAP}
              height={h}
              className="team-admin__chart-bar"
            >
              <title>{`${formatLabel(bar.label)}: ${bar.value}`}</title>
            </rect>
          )
        })}
      </svg>
      <figcaption className="team-admin__muted">{summary}</figcaption>
      <table className="team-admin__sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">{valueHeading}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.label}>
              <th scope="row">{formatLabel(bar.label)}</th>
              <td>{bar.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
