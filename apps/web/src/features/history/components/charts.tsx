/**
 * The advanced statistics, drawn by hand in SVG: each chart is a figure with a caption, a
 * sentence that says what it shows at a glance, and the same numbers as a table for screen
 * readers (the drawing itself is hidden from them).
 */
import { useId, type ReactNode } from 'react';
import type { AdvancedStats } from '@pourquoi/shared';
import { countOf, formatDateTime, formatLevel, formatShortDate } from '../utils/wording';

const WIDTH = 360;
/** More answers than this are sampled evenly: the line stays readable. */
export const LEVEL_POINTS_MAX = 24;
export const TOPICS_SHOWN = 6;
const MIN_LEVEL = 1;
const MAX_LEVEL = 5;

function ChartFigure({
  title,
  summary,
  table,
  children,
}: {
  title: string;
  summary: string;
  table: ReactNode;
  children?: ReactNode;
}) {
  const captionId = useId();
  return (
    <figure className="chart" aria-labelledby={captionId}>
      <figcaption id={captionId} className="chart__title">
        {title}
      </figcaption>
      {children}
      <p className="chart__summary">{summary}</p>
      {table}
    </figure>
  );
}

function DataTable({ caption, headers, rows }: { caption: string; headers: [string, string]; rows: string[][] }) {
  if (rows.length === 0) return null;
  return (
    <table className="sr-only">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{headers[0]}</th>
          <th scope="col">{headers[1]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, value], index) => (
          <tr key={index}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The topics, most asked first: one horizontal bar each, the label above it. */
export function TopicsChart({ topics }: { topics: AdvancedStats['topics'] }) {
  const shown = [...topics]
    .filter((topic) => topic.count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, TOPICS_SHOWN);
  const title = 'Ses sujets préférés';
  const top = shown[0];
  if (!top) {
    return (
      <ChartFigure
        title={title}
        summary="Pas encore assez de questions pour voir ce qui l'intéresse le plus."
        table={null}
      />
    );
  }
  const row = 40;
  const barMax = WIDTH - 44;
  const height = shown.length * row;
  return (
    <ChartFigure
      title={title}
      summary={`Le sujet qui revient le plus : ${top.label} (${countOf(top.count, 'question')}).`}
      table={
        <DataTable
          caption={title}
          headers={['Sujet', 'Questions']}
          rows={shown.map((topic) => [topic.label, String(topic.count)])}
        />
      }
    >
      <svg
        className="chart__svg chart__svg--topics"
        viewBox={`0 0 ${WIDTH} ${height}`}
        aria-hidden="true"
        focusable="false"
      >
        {shown.map((topic, index) => {
          const y = index * row;
          const width = Math.max(4, (topic.count / top.count) * barMax);
          return (
            <g key={topic.topic}>
              <text className="chart__label" x="0" y={y + 14}>
                {topic.label}
              </text>
              <rect className="chart__track" x="0" y={y + 20} width={barMax} height="12" rx="6" />
              <rect className="chart__bar" x="0" y={y + 20} width={width} height="12" rx="6" />
              <text className="chart__value" x={width + 6} y={y + 31}>
                {topic.count}
              </text>
            </g>
          );
        })}
      </svg>
    </ChartFigure>
  );
}

/** The questions of the last 8 weeks (fewer for a newer account), oldest first: one small column a week. */
export function WeeksChart({ weeks }: { weeks: AdvancedStats['weeks'] }) {
  const title = 'Ses questions, semaine par semaine';
  const total = weeks.reduce((sum, week) => sum + week.count, 0);
  const current = weeks.at(-1);
  if (weeks.length === 0 || total === 0 || !current) {
    return <ChartFigure title={title} summary="Aucune question ces 8 dernières semaines." table={null} />;
  }
  const height = 170;
  const top = 20;
  const bottom = 140;
  const slot = WIDTH / weeks.length;
  const barWidth = Math.min(30, slot * 0.62);
  const max = Math.max(1, ...weeks.map((week) => week.count));
  return (
    <ChartFigure
      title={title}
      summary={`${countOf(total, 'question')} en ${countOf(weeks.length, 'semaine')}, dont ${countOf(current.count, 'question')} cette semaine.`}
      table={
        <DataTable
          caption={title}
          headers={['Semaine du', 'Questions']}
          rows={weeks.map((week) => [formatShortDate(week.week_start), String(week.count)])}
        />
      }
    >
      <svg
        className="chart__svg chart__svg--weeks"
        viewBox={`0 0 ${WIDTH} ${height}`}
        aria-hidden="true"
        focusable="false"
      >
        <line className="chart__axis" x1="0" x2={WIDTH} y1={bottom} y2={bottom} />
        {weeks.map((week, index) => {
          const barHeight = week.count === 0 ? 2 : Math.max(4, (week.count / max) * (bottom - top));
          const center = index * slot + slot / 2;
          return (
            <g key={week.week_start}>
              <rect
                className={index === weeks.length - 1 ? 'chart__bar chart__bar--current' : 'chart__bar'}
                x={center - barWidth / 2}
                y={bottom - barHeight}
                width={barWidth}
                height={barHeight}
                rx="4"
              />
              <text className="chart__value" x={center} y={bottom - barHeight - 5} textAnchor="middle">
                {week.count}
              </text>
              <text className="chart__tick" x={center} y={height - 10} textAnchor="middle">
                {formatShortDate(week.week_start)}
              </text>
            </g>
          );
        })}
      </svg>
    </ChartFigure>
  );
}

/** At most `max` points, the first and the last always kept. */
export function samplePoints<T>(points: readonly T[], max: number): T[] {
  if (points.length <= max) return [...points];
  const step = (points.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, index) => points[Math.round(index * step)]!);
}

function levelTrend(first: number, last: number): string {
  const change = `Son niveau est passé de ${formatLevel(first)} à ${formatLevel(last)}`;
  if (last - first >= 0.3) return `${change} : de beaux progrès !`;
  if (first - last >= 0.3) return `${change} : les réponses sont devenues plus simples.`;
  return `Son niveau reste autour de ${formatLevel(last)}.`;
}

/** The level each answer was written at (1 very simple to 5 advanced), as a line. */
export function LevelChart({ levels }: { levels: AdvancedStats['levels'] }) {
  const title = 'Le niveau de ses réponses au fil du temps';
  const points = samplePoints(levels, LEVEL_POINTS_MAX);
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last || points.length < 2) {
    return <ChartFigure title={title} summary="Le niveau apparaîtra après quelques réponses." table={null} />;
  }
  const height = 180;
  const left = 22;
  const right = WIDTH - 10;
  const top = 12;
  const bottom = 146;
  const x = (index: number) => left + (index / (points.length - 1)) * (right - left);
  const y = (level: number) =>
    bottom - ((Math.min(MAX_LEVEL, Math.max(MIN_LEVEL, level)) - MIN_LEVEL) / (MAX_LEVEL - MIN_LEVEL)) * (bottom - top);
  const line = points.map((point, index) => `${x(index).toFixed(1)},${y(point.level).toFixed(1)}`).join(' ');
  const grid = [1, 2, 3, 4, 5];
  return (
    <ChartFigure
      title={title}
      summary={`${levelTrend(first.level, last.level)} (1 : très simple, 5 : avancé)`}
      table={
        <DataTable
          caption={title}
          headers={['Réponse du', 'Niveau']}
          rows={points.map((point) => [formatDateTime(point.at), formatLevel(point.level)])}
        />
      }
    >
      <svg
        className="chart__svg chart__svg--level"
        viewBox={`0 0 ${WIDTH} ${height}`}
        aria-hidden="true"
        focusable="false"
      >
        {grid.map((level) => (
          <g key={level}>
            <line className="chart__grid" x1={left} x2={right} y1={y(level)} y2={y(level)} />
            <text className="chart__tick" x="0" y={y(level) + 4}>
              {level}
            </text>
          </g>
        ))}
        <polyline className="chart__line" points={line} />
        <circle className="chart__dot" cx={x(points.length - 1)} cy={y(last.level)} r="5" />
        <text className="chart__tick" x={left} y={height - 10}>
          {formatShortDate(first.at)}
        </text>
        <text className="chart__tick" x={right} y={height - 10} textAnchor="end">
          {formatShortDate(last.at)}
        </text>
      </svg>
    </ChartFigure>
  );
}
