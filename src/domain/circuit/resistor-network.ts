/**
 * Node voltages of a network of resistors and ideal voltage sources: plain nodal analysis
 * (Kirchhoff's current law at every node whose voltage is not fixed), solved by Gaussian
 * elimination. The netlist uses it to turn resistors, potentiometer tracks and pull resistors
 * into volts; circuits in lessons have tens of nodes, so a dense matrix is fine.
 */

export interface Resistor {
  a: number;
  b: number;
  ohms: number;
}

/** A 0 Ω resistor would be an infinite conductance; a milliohm behaves the same here. */
const MIN_OHMS = 1e-3;

interface Link {
  node: number;
  siemens: number;
}

const linksOf = (nodeCount: number, resistors: readonly Resistor[]): Link[][] => {
  const links: Link[][] = Array.from({ length: nodeCount }, () => []);
  for (const { a, b, ohms } of resistors) {
    if (a === b) continue;
    const siemens = 1 / Math.max(ohms, MIN_OHMS);
    links[a]?.push({ node: b, siemens });
    links[b]?.push({ node: a, siemens });
  }
  return links;
};

/** Nodes joined to a fixed node through resistors, in breadth-first order; fixed ones excluded. */
const drivenUnknowns = (fixed: ReadonlyMap<number, number>, links: Link[][]): number[] => {
  const seen = new Set(fixed.keys());
  const queue = [...fixed.keys()];
  const unknowns: number[] = [];
  for (let i = 0; i < queue.length; i++) {
    for (const { node } of links[queue[i] ?? 0] ?? []) {
      if (seen.has(node)) continue;
      seen.add(node);
      queue.push(node);
      unknowns.push(node);
    }
  }
  return unknowns;
};

/** Solves `matrix · x = rhs` in place (n × n, row-major) with partial pivoting. */
const solveLinear = (matrix: Float64Array, rhs: Float64Array, n: number): Float64Array => {
  const at = (row: number, col: number) => matrix[row * n + col] ?? 0;
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++)
      if (Math.abs(at(row, col)) > Math.abs(at(pivot, col))) pivot = row;
    if (pivot !== col) {
      for (let k = 0; k < n; k++) {
        const tmp = at(col, k);
        matrix[col * n + k] = at(pivot, k);
        matrix[pivot * n + k] = tmp;
      }
      const tmp = rhs[col] ?? 0;
      rhs[col] = rhs[pivot] ?? 0;
      rhs[pivot] = tmp;
    }
    const diagonal = at(col, col);
    for (let row = col + 1; row < n; row++) {
      const factor = at(row, col) / diagonal;
      if (factor === 0) continue;
      for (let k = col; k < n; k++) matrix[row * n + k] = at(row, k) - factor * at(col, k);
      rhs[row] = (rhs[row] ?? 0) - factor * (rhs[col] ?? 0);
    }
  }
  const x = new Float64Array(n);
  for (let row = n - 1; row >= 0; row--) {
    let sum = rhs[row] ?? 0;
    for (let k = row + 1; k < n; k++) sum -= at(row, k) * (x[k] ?? 0);
    x[row] = sum / at(row, row);
  }
  return x;
};

/**
 * Volts at every node `0 … nodeCount − 1`: fixed nodes keep theirs; a node with a resistor path
 * to a fixed node gets what a voltmeter would read; any other node is floating (`undefined`).
 * Every component solved holds a fixed node, so the system always has one solution.
 */
export const solveResistorNetwork = (
  nodeCount: number,
  fixed: ReadonlyMap<number, number>,
  resistors: readonly Resistor[],
): (number | undefined)[] => {
  const volts: (number | undefined)[] = new Array(nodeCount).fill(undefined);
  for (const [node, v] of fixed) volts[node] = v;
  const links = linksOf(nodeCount, resistors);
  const unknowns = drivenUnknowns(fixed, links);
  const n = unknowns.length;
  if (n === 0) return volts;
  const index = new Map(unknowns.map((node, i) => [node, i]));
  const matrix = new Float64Array(n * n);
  const rhs = new Float64Array(n);
  unknowns.forEach((node, i) => {
    for (const link of links[node] ?? []) {
      matrix[i * n + i] = (matrix[i * n + i] ?? 0) + link.siemens;
      const other = index.get(link.node);
      if (other === undefined) rhs[i] = (rhs[i] ?? 0) + link.siemens * (fixed.get(link.node) ?? 0);
      else matrix[i * n + other] = (matrix[i * n + other] ?? 0) - link.siemens;
    }
  });
  const x = solveLinear(matrix, rhs, n);
  unknowns.forEach((node, i) => {
    volts[node] = x[i];
  });
  return volts;
};
