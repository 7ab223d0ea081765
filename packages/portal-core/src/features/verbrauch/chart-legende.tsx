import { cx, focusRing } from '@ekp/ui';
import type { ChartDataset } from 'chart.js';

import * as texts from '../../texts.ts';
import type { Datensatz, Konfiguration } from './diagramme.ts';

/** A colour option as chart.js takes it; the charts give plain strings (brand colours, the page's text colour). */
function farbe(wert: unknown): string | undefined {
  return typeof wert === 'string' ? wert : undefined;
}

/** A width or radius as chart.js takes it; the charts give plain numbers, none means none drawn. */
function zahl(wert: unknown): number {
  return typeof wert === 'number' ? wert : 0;
}

function Balken({ datensatz }: { datensatz: Datensatz }) {
  const randBreite = zahl(datensatz.borderWidth);
  return (
    <rect
      x={7}
      y={1}
      width={14}
      height={14}
      fill={farbe(datensatz.backgroundColor)}
      stroke={randBreite > 0 ? farbe(datensatz.borderColor) : undefined}
      strokeWidth={Math.min(randBreite, 2)}
    />
  );
}

function Linie({ datensatz }: { datensatz: ChartDataset<'line'> }) {
  const fuellung = farbe(datensatz.backgroundColor);
  const rand = farbe(datensatz.borderColor);
  if (datensatz.showLine === false) return <polygon points="14,1 22,15 6,15" fill={fuellung} />;
  const radius = Math.min(zahl(datensatz.pointRadius), 5);
  return (
    <>
      <line x1={0} y1={8} x2={28} y2={8} stroke={rand} strokeWidth={zahl(datensatz.borderWidth) || 2} />
      {radius > 0 && datensatz.pointStyle === undefined && (
        <circle
          cx={14}
          cy={8}
          r={radius}
          fill={farbe(datensatz.pointBackgroundColor) ?? fuellung}
          stroke={farbe(datensatz.pointBorderColor) ?? rand}
          strokeWidth={zahl(datensatz.pointBorderWidth) || 1}
        />
      )}
    </>
  );
}

/**
 * The mark of a series as the chart draws it, so it is told apart by shape and not by colour alone: a bar as a
 * filled square, a line as a line (with its point where the line has round points; the window as its thick line),
 * a mark without a line (now) as its triangle.
 */
function Zeichen({ datensatz, diagrammTyp }: { datensatz: Datensatz; diagrammTyp: Konfiguration['type'] }) {
  return (
    <svg aria-hidden="true" width={28} height={16} viewBox="0 0 28 16" className="shrink-0">
      {(datensatz.type ?? diagrammTyp) === 'bar' ? (
        <Balken datensatz={datensatz} />
      ) : (
        // Every other series is a line; chart.js's types do not narrow by `type`.
        <Linie datensatz={datensatz as ChartDataset<'line'>} />
      )}
    </svg>
  );
}

export interface ChartLegendeProps {
  konfiguration: Konfiguration;
  /** Labels of the series the customer has hidden. */
  verborgen: ReadonlySet<string>;
  umschalten: (label: string) => void;
}

/**
 * The legend under a chart as toggle buttons (issue 17): each shows or hides its series, by mouse, touch or keyboard,
 * and says which by aria-pressed. chart.js's own legend is drawn into the canvas, where a keyboard cannot reach it,
 * and building it took 98–133 ms of the chart's task on a slow phone.
 */
export function ChartLegende({ konfiguration, verborgen, umschalten }: ChartLegendeProps) {
  const eintraege = konfiguration.data.datasets.filter(
    (datensatz, index) => datensatz.label && !konfiguration.ohneLegende?.includes(index),
  );
  if (eintraege.length === 0) return null;
  return (
    <div role="group" aria-label={texts.verbrauch.legende} className="flex flex-wrap justify-center gap-x-4">
      {eintraege.map((datensatz) => {
        const label = datensatz.label ?? '';
        const sichtbar = !verborgen.has(label);
        return (
          <button
            key={label}
            type="button"
            aria-pressed={sichtbar}
            onClick={() => umschalten(label)}
            className={cx(
              'inline-flex min-h-8 cursor-pointer items-center gap-2 rounded-sm px-1 text-sm',
              !sichtbar && 'line-through',
              focusRing,
            )}
          >
            <Zeichen datensatz={datensatz} diagrammTyp={konfiguration.type} />
            {label}
          </button>
        );
      })}
    </div>
  );
}
