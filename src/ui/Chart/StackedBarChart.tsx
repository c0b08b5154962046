import { useIntl } from 'react-intl';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { BarStack } from '@visx/shape';
import { useElementWidth } from '../shared/use-element-width';
import { uiMessages } from '../messages';
import {
  StaticCell,
  StaticColumn,
  StaticRow,
  StaticTable,
  StaticTableBody,
  StaticTableHeader,
} from '../Table/StaticTable';
import { ChartFrame, ChartLegend, type ChartSeries } from './ChartFrame';
import { stackTotals } from './shares';
import { labelEvery, niceTicks } from './ticks';
import * as styles from './Chart.css';

export interface ChartCategory<K extends string> {
  key: string;
  /** The x-axis label, e.g. a short month name. */
  label: string;
  /** The table's row header when the axis label is too short to stand alone ("Jan 2026"). */
  tableLabel?: string;
  values: Record<K, number>;
}

export interface StackedBarChartProps<K extends string> {
  /** What the chart shows; the table alternative's caption. */
  label: string;
  /** The chart's accessible name: the figures in one or two sentences. */
  summary: string;
  series: readonly ChartSeries<K>[];
  categories: readonly ChartCategory<K>[];
  /** The table's first column header, naming the categories ("Month"). */
  categoryHeader: string;
  /** Axis ticks and table cells. */
  formatValue: (value: number) => string;
  /** Height of the drawing in px; the width follows the column. */
  height?: number;
}

const margin = { top: 8, right: 8, bottom: 28, left: 40 };
// Roughly the widest short month name at the axis' font size, plus a gap.
const categoryLabelWidth = 36;

/** Bars of several series stacked per category (signatures per month by level). */
export function StackedBarChart<K extends string>({
  label,
  summary,
  series,
  categories,
  categoryHeader,
  formatValue,
  height = 240,
}: StackedBarChartProps<K>) {
  const intl = useIntl();
  const [plotRef, width] = useElementWidth<HTMLDivElement>(600);
  const keys = series.map((item) => item.key);
  const totals = stackTotals(categories, keys);
  const ticks = niceTicks(Math.max(0, ...totals));

  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = height - margin.top - margin.bottom;
  const xScale = scaleBand<string>({
    domain: categories.map((category) => category.key),
    range: [0, innerWidth],
    padding: 0.3,
  });
  const yScale = scaleLinear<number>({
    domain: [0, ticks[ticks.length - 1] ?? 1],
    range: [innerHeight, 0],
  });
  const colourOf = (key: K) => series.find((item) => item.key === key)?.colour ?? 'currentColor';
  const every = labelEvery(xScale.step(), categoryLabelWidth);
  const labelOf = new Map(categories.map((category) => [category.key, category.label]));

  const chart = (
    <div ref={plotRef} className={styles.plot}>
      <svg role="img" aria-label={summary} width={width} height={height} className={styles.svg}>
        <Group left={margin.left} top={margin.top}>
          {ticks.map((tick) => (
            <line
              key={tick}
              x1={0}
              x2={innerWidth}
              y1={yScale(tick)}
              y2={yScale(tick)}
              className={styles.gridLine}
            />
          ))}
          <BarStack<ChartCategory<K>, K>
            data={[...categories]}
            keys={keys}
            value={(category, key) => category.values[key] ?? 0}
            x={(category) => category.key}
            xScale={xScale}
            yScale={yScale}
            color={(key) => colourOf(key as K)}
          >
            {(stacks) =>
              stacks.map((stack) =>
                stack.bars
                  .filter((bar) => bar.height > 0)
                  .map((bar) => (
                    <rect
                      key={`${stack.index}-${bar.index}`}
                      x={bar.x}
                      y={bar.y}
                      width={bar.width}
                      height={bar.height}
                      style={{ fill: bar.color }}
                    />
                  )),
              )
            }
          </BarStack>
          <AxisLeft
            scale={yScale}
            tickValues={ticks}
            tickFormat={(value) => formatValue(Number(value))}
            hideAxisLine
            tickLength={4}
            axisClassName={styles.axis}
          />
          <AxisBottom
            top={innerHeight}
            scale={xScale}
            tickValues={categories
              .filter((_, index) => index % every === 0)
              .map((category) => category.key)}
            tickFormat={(key) => labelOf.get(String(key)) ?? String(key)}
            tickLength={4}
            axisClassName={styles.axis}
          />
        </Group>
      </svg>
    </div>
  );

  const table = (
    <StaticTable caption={label}>
      <StaticTableHeader>
        <StaticColumn>{categoryHeader}</StaticColumn>
        {series.map((item) => (
          <StaticColumn key={item.key}>{item.label}</StaticColumn>
        ))}
        <StaticColumn>{intl.formatMessage(uiMessages.total)}</StaticColumn>
      </StaticTableHeader>
      <StaticTableBody items={categories} columnCount={series.length + 2}>
        {(category) => (
          <StaticRow key={category.key}>
            <StaticCell rowHeader>{category.tableLabel ?? category.label}</StaticCell>
            {series.map((item) => (
              <StaticCell key={item.key}>{formatValue(category.values[item.key] ?? 0)}</StaticCell>
            ))}
            <StaticCell>{formatValue(totals[categories.indexOf(category)] ?? 0)}</StaticCell>
          </StaticRow>
        )}
      </StaticTableBody>
    </StaticTable>
  );

  return (
    <ChartFrame
      label={label}
      chart={chart}
      table={table}
      legend={<ChartLegend series={series} />}
    />
  );
}
