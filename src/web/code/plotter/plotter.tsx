import { Group } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconClearAll } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { IconButton } from '../../ui/icon-button.tsx';
import type { PlotBuffer } from './plot-buffer.ts';
import { formatTick, plotGeometry } from './plot-geometry.ts';
import classes from './plotter.module.css';

/** Series colours, each at least 3:1 against white (graphics contrast). */
const COLORS = ['#1971c2', '#e8590c', '#2f9e44', '#9c36b5', '#c2255c', '#0c8599'];
const colorOf = (series: number) => COLORS[series % COLORS.length];

const valueText = (value: number | undefined) => (value === undefined ? '–' : formatTick(value));

/** Room for the y labels, and above and below the lines; the rest is the panel's size in pixels. */
const MARGINS = { left: 64, pad: 10 };

/** The buffer's version, read at most once a frame however fast the program prints. */
const useVersionPerFrame = (buffer: PlotBuffer) => {
  const [version, setVersion] = useState(buffer.version);
  useEffect(() => {
    let frame = 0;
    const unsubscribe = buffer.subscribe(() => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        setVersion(buffer.version);
      });
    });
    setVersion(buffer.version);
    return () => {
      unsubscribe();
      cancelAnimationFrame(frame);
    };
  }, [buffer]);
  return version;
};

/** A live line chart of the tuples the program prints (`print((value,))`), as Mu's plotter. */
export const Plotter = ({ buffer }: { buffer: PlotBuffer }) => {
  const { t } = useTranslation();
  const version = useVersionPerFrame(buffer);
  const { ref, width, height } = useElementSize<HTMLDivElement>();
  const box = {
    ...MARGINS,
    width: Math.max(width, MARGINS.left + 10),
    height: Math.max(height, 2 * MARGINS.pad + 10),
  };
  const rows = buffer.rows;
  const seriesCount = buffer.seriesCount;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the buffer changes in place; its version says when
  const geometry = useMemo(
    () => plotGeometry(rows, seriesCount, buffer.capacity, box),
    [version, box.width, box.height],
  );
  const latest = rows.at(-1) ?? [];

  return (
    <div className={classes.plotter}>
      <div className={classes.chart} ref={ref}>
        {rows.length === 0 ? (
          <p className={classes.empty}>{t('run.plot.empty')}</p>
        ) : (
          <svg viewBox={`0 0 ${box.width} ${box.height}`} role="img" aria-label={t('run.plot.label')}>
            {geometry.ticks.map((tick) => (
              <g key={tick.y}>
                <line className={classes.grid} x1={box.left} x2={box.width} y1={tick.y} y2={tick.y} />
                <text
                  className={classes.tick}
                  x={box.left - 6}
                  y={tick.y}
                  textAnchor="end"
                  dominantBaseline="middle"
                >
                  {tick.label}
                </text>
              </g>
            ))}
            {geometry.lines.map((points, series) => (
              <polyline
                // biome-ignore lint/suspicious/noArrayIndexKey: a series is its position in the tuple
                key={series}
                className={classes.line}
                points={points}
                stroke={colorOf(series)}
                data-series={series}
              />
            ))}
          </svg>
        )}
      </div>
      <Group gap={4} className={classes.bar} wrap="nowrap">
        <ul className={classes.legend} aria-label={t('run.plot.label')}>
          {Array.from({ length: seriesCount }, (_, series) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a series is its position in the tuple
            <li key={series}>
              <span className={classes.swatch} style={{ background: colorOf(series) }} aria-hidden="true" />
              {t('run.plot.series', { n: series + 1 })}: {valueText(latest[series])}
            </li>
          ))}
        </ul>
        <IconButton
          label={t('run.plot.clear')}
          icon={<IconClearAll size={16} aria-hidden="true" />}
          onClick={() => buffer.clear()}
        />
      </Group>
    </div>
  );
};
