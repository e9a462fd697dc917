import { createUnionFind, LOGIC_VOLTS, type Netlist } from './netlist-model.ts';

/**
 * The netlist seen as a real board would burn it (checks.ts): which nets are one piece of copper
 * once buttons are pressed and 0 Ω resistors count as wires, the board's pins on each, and the
 * series resistance from a net to the others.
 */

/** Below this a resistor is a wire: a short stays a short through it. */
export const WIRE_OHMS = 1;

const SUPPLY_VOLTS: Readonly<Record<string, number>> = { GND: 0, '3V3': 3.3, VSYS: 5, VBUS: 5 };

export interface Roots {
  /** Net → the net standing for every net joined to it. */
  of: (net: number) => number;
}

/**
 * Nets joined by wires, 0 Ω resistors and switches: each pushbutton in `pressed` joins its legs,
 * a slide switch sits where the diagram puts it.
 */
export const joinedRoots = (netlist: Netlist, pressed: ReadonlySet<string>): Roots => {
  const sets = createUnionFind();
  for (let i = 0; i < netlist.netCount; i++) sets.add();
  for (const sw of netlist.switches) {
    const pair = sw.joins[pressed.has(sw.id) ? 1 : sw.initial];
    if (pair) sets.union(pair[0], pair[1]);
  }
  for (const r of netlist.resistors) if (r.ohms < WIRE_OHMS) sets.union(r.a, r.b);
  return { of: (net) => sets.find(net) };
};

/** The pushbuttons of the circuit, by id: pressing one is something a student will do. */
export const pushbuttonIds = (netlist: Netlist): string[] =>
  netlist.interactive.filter((p) => p.kind === 'button').map((p) => p.id);

export interface BoardEnd {
  /** `GND`, `3V3`, `VSYS`, `VBUS` or a GPIO (`GP15`). */
  pin: string;
  net: number;
  /** A supply's volts; a GPIO has none of its own. */
  supplyVolts?: number;
}

/** The board's supply pins and GPIOs that wires reach, one entry a pin (`GND.1`…`GND.8` are `GND`). */
export const boardEnds = (netlist: Netlist): BoardEnd[] => {
  const { board } = netlist;
  if (board === undefined) return [];
  const ends: BoardEnd[] = [];
  for (const [key, net] of netlist.pinNets) {
    if (!key.startsWith(`${board}:`)) continue;
    const pin = key.slice(board.length + 1).replace(/\.\d+$/, '');
    const supplyVolts = SUPPLY_VOLTS[pin];
    if (supplyVolts !== undefined) ends.push({ pin, net, supplyVolts });
    else if (/^GP\d+$/.test(pin)) ends.push({ pin, net });
  }
  return ends;
};

/** A driven GPIO swings between these: it can source 3.3 V or sink to 0 V. */
export const GPIO_HIGH_VOLTS = LOGIC_VOLTS;

/**
 * Series ohms from `start` to every net, along resistors (Dijkstra), not crossing nets in
 * `stops` (a supply or a driven pin ends a path). Parallel paths only lower the real resistance,
 * so a current computed from the shortest path is never more than what really flows: a warning
 * from it is never a false alarm, and it is exact for the single series resistor of a first lesson.
 */
export const seriesOhmsFrom = (
  netlist: Netlist,
  roots: Roots,
  start: number,
  stops: ReadonlySet<number>,
): Map<number, number> => {
  const links = new Map<number, { to: number; ohms: number }[]>();
  const link = (a: number, b: number, ohms: number) => {
    const list = links.get(a) ?? [];
    list.push({ to: b, ohms });
    links.set(a, list);
  };
  for (const r of netlist.resistors) {
    const [a, b] = [roots.of(r.a), roots.of(r.b)];
    if (a === b) continue;
    link(a, b, r.ohms);
    link(b, a, r.ohms);
  }
  const dist = new Map([[roots.of(start), 0]]);
  const done = new Set<number>();
  for (;;) {
    let best: number | undefined;
    for (const [net, d] of dist)
      if (!done.has(net) && (best === undefined || d < (dist.get(best) ?? 0))) best = net;
    if (best === undefined) return dist;
    done.add(best);
    if (stops.has(best) && best !== roots.of(start)) continue;
    const here = dist.get(best) ?? 0;
    for (const { to, ohms } of links.get(best) ?? []) {
      if (here + ohms < (dist.get(to) ?? Number.POSITIVE_INFINITY)) dist.set(to, here + ohms);
    }
  }
};
