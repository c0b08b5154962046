import { useIntl } from 'react-intl';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { vars } from '../../../design-tokens';
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
import { ChartFrame } from './ChartFrame';
import { shareOf } from './shares';
import * as styles from './Chart.css';

export interface FunnelStage {
  key: string;
  label: string;
  value: number;
}

export interface FunnelChartProps {
  /** What the chart shows; the table alternative's caption. */
  label: string;
  /** The chart's accessible name: the figures in one or two sentences. */
  summary: string;
  /** First stage first; each bar's percentage is of the first stage. */
  stages: readonly FunnelStage[];
  /** The table's first column header, naming the stages ("Stage"). */
  stageHeader: string;
  /** The table's value column header ("Requests"). */
  valueHeader: string;
  formatValue: (value: number) => string;
  /** A colour from the tokens; the brand colour by default. */
  colour?: string;
}

// Each stage: its name and figures on one line, the bar under it.
const textHeight = 20;
const barHeight = 16;
const stageGap = 12;
const stageHeight = textHeight + barHeight + stageGap;

/** How many of the first stage's items reached each later stage (sent → completed). */
export function FunnelChart({
  label,
  summary,
  stages,
  stageHeader,
  valueHeader,
  formatValue,
  colour = vars.color.brand.solid,
}: FunnelChartProps) {
  const intl = useIntl();
  const [plotRef, width] = useElementWidth<HTMLDivElement>(600);
  const first = stages[0]?.value ?? 0;
  const percent = (value: number) =>
    intl.formatNumber(shareOf(value, first), { style: 'percent', maximumFractionDigits: 0 });
  const xScale = scaleLinear<number>({
    domain: [0, Math.max(1, ...stages.map((stage) => stage.value))],
    range: [0, width],
  });
  const height = stages.length * stageHeight - stageGap;

  const chart = (
    <div ref={plotRef} className={styles.plot}>
      <svg role="img" aria-label={summary} width={width} height={height} className={styles.svg}>
        {stages.map((stage, index) => (
          <Group key={stage.key} top={index * stageHeight}>
            <text x={0} y={textHeight - 6} className={styles.stageText}>
              {stage.label}
            </text>
            <text x={width} y={textHeight - 6} textAnchor="end" className={styles.stageFigure}>
              {`${formatValue(stage.value)} · ${percent(stage.value)}`}
            </text>
            <Bar
              x={0}
              y={textHeight}
              width={width}
              height={barHeight}
              rx={3}
              className={styles.track}
            />
            <Bar
              x={0}
              y={textHeight}
              width={xScale(stage.value)}
              height={barHeight}
              rx={3}
              style={{ fill: colour }}
            />
          </Group>
        ))}
      </svg>
    </div>
  );

  const table = (
    <StaticTable caption={label}>
      <StaticTableHeader>
        <StaticColumn>{stageHeader}</StaticColumn>
        <StaticColumn>{valueHeader}</StaticColumn>
        <StaticColumn>{intl.formatMessage(uiMessages.share)}</StaticColumn>
      </StaticTableHeader>
      <StaticTableBody items={stages} columnCount={3}>
        {(stage) => (
          <StaticRow key={stage.key}>
            <StaticCell rowHeader>{stage.label}</StaticCell>
            <StaticCell>{formatValue(stage.value)}</StaticCell>
            <StaticCell>{percent(stage.value)}</StaticCell>
          </StaticRow>
        )}
      </StaticTableBody>
    </StaticTable>
  );

  return <ChartFrame label={label} chart={chart} table={table} />;
}
