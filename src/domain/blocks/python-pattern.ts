import type { SyntaxNode } from '@lezer/common';
import { parser } from '@lezer/python';
import { PRECEDENCE } from './python-text.ts';

/**
 * Python written with holes (`__dev__.angle = __ANGLE__`, `board.__PIN__`) read as a pattern: the
 * generator fills the holes with text, the parser matches the pattern's syntax tree against the
 * code's and gets each hole's node back. One line of Python says a block's form both ways.
 */

export interface Source {
  text: string;
}

export const HOLE = /^__(\w+?)__$/;

/** A node's children, without the comments lezer puts between tokens. */
export const childrenOf = (node: SyntaxNode): SyntaxNode[] => {
  const out: SyntaxNode[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.name !== 'Comment') out.push(child);
  }
  return out;
};

export const textOf = (source: Source, node: SyntaxNode) => source.text.slice(node.from, node.to);

export const hasError = (node: SyntaxNode): boolean => {
  if (node.type.isError) return true;
  for (let child = node.firstChild; child; child = child.nextSibling) if (hasError(child)) return true;
  return false;
};

/** The lines (from 0) of `text` that start inside a string: their leading spaces are the string's, not indentation. */
export const linesInStrings = (text: string): Set<number> => {
  const inside = new Set<number>();
  if (!text.includes('\n')) return inside;
  const starts: number[] = [];
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
  parser.parse(text).iterate({
    enter: (node) => {
      if (node.name !== 'String' && node.name !== 'FormatString') return true;
      starts.forEach((start, line) => {
        if (start > node.from && start < node.to) inside.add(line + 1);
      });
      return false;
    },
  });
  return inside;
};

interface Pattern {
  source: Source;
  /** The statement nodes of the pattern, in order. */
  statements: SyntaxNode[];
}

const patterns = new Map<string, Pattern>();

/** The pattern's statements (an expression pattern is one ExpressionStatement). */
export const patternOf = (text: string): Pattern => {
  const known = patterns.get(text);
  if (known) return known;
  const source = { text };
  const statements = childrenOf(parser.parse(text).topNode);
  const pattern = { source, statements };
  patterns.set(text, pattern);
  return pattern;
};

/** The expression node of a one-expression pattern (`not __dev__.value`). */
export const expressionPatternOf = (text: string): { source: Source; node: SyntaxNode } => {
  const { source, statements } = patternOf(text);
  const statement = statements[0];
  const node = statement?.firstChild ?? statement;
  if (!node) throw new Error(`empty pattern ${text}`);
  return { source, node };
};

export type Bindings = Record<string, SyntaxNode>;

const matchNode = (
  pattern: Source,
  p: SyntaxNode,
  code: Source,
  t: SyntaxNode,
  bindings: Bindings,
): boolean => {
  if ((p.name === 'VariableName' || p.name === 'PropertyName') && HOLE.test(textOf(pattern, p))) {
    const name = textOf(pattern, p).replace(HOLE, '$1');
    const bound = bindings[name];
    if (bound) return textOf(code, bound) === textOf(code, t);
    // A property hole takes a property name only; a variable hole takes any expression.
    if (p.name === 'PropertyName' && t.name !== 'PropertyName') return false;
    bindings[name] = t;
    return true;
  }
  if (p.name !== t.name) return false;
  const pKids = childrenOf(p);
  const tKids = childrenOf(t);
  if (pKids.length !== tKids.length) return false;
  if (pKids.length === 0) return textOf(pattern, p) === textOf(code, t);
  return pKids.every((kid, index) => {
    const other = tKids[index];
    return other !== undefined && matchNode(pattern, kid, code, other, bindings);
  });
};

/** The holes' nodes when `node` has the pattern's shape (an expression, or one statement). */
export const matchExpression = (text: string, code: Source, node: SyntaxNode): Bindings | null => {
  const { source, node: pattern } = expressionPatternOf(text);
  const bindings: Bindings = {};
  return matchNode(source, pattern, code, node, bindings) ? bindings : null;
};

/** The holes' nodes when the statements from `at` have the pattern's statements' shapes. */
export const matchStatements = (
  text: string,
  code: Source,
  statements: readonly SyntaxNode[],
  at: number,
  bindings: Bindings = {},
): Bindings | null => {
  const pattern = patternOf(text);
  const found = { ...bindings };
  const all = pattern.statements.every((p, index) => {
    const t = statements[at + index];
    return t !== undefined && matchNode(pattern.source, p, code, t, found);
  });
  return all ? found : null;
};

/** Fills a pattern's holes with text (`__PIN__` → `GP15`). */
export const fillPattern = (text: string, values: Record<string, string>): string =>
  text.replace(/__(\w+?)__/g, (hole, name: string) => values[name] ?? hole);

const BINARY: Record<string, number> = {
  or: PRECEDENCE.or,
  and: PRECEDENCE.and,
  '+': PRECEDENCE.additive,
  '-': PRECEDENCE.additive,
  '*': PRECEDENCE.multiplicative,
  '/': PRECEDENCE.multiplicative,
  '//': PRECEDENCE.multiplicative,
  '%': PRECEDENCE.multiplicative,
  '@': PRECEDENCE.multiplicative,
  '**': PRECEDENCE.power,
  '|': 5,
  '^': 5,
  '&': 5,
  '<<': 5,
  '>>': 5,
};

/** How tightly the expression `node` binds (see PRECEDENCE). */
export const precedenceOfNode = (source: Source, node: SyntaxNode): number => {
  switch (node.name) {
    case 'ConditionalExpression':
    case 'LambdaExpression':
    case 'NamedExpression':
      return PRECEDENCE.conditional;
    case 'UnaryExpression': {
      const op = textOf(source, node.firstChild ?? node);
      return op === 'not' ? PRECEDENCE.not : PRECEDENCE.unary;
    }
    case 'BinaryExpression': {
      const op = childrenOf(node)[1];
      if (!op) return PRECEDENCE.conditional;
      if (op.name === 'CompareOp' || ['in', 'not', 'is'].includes(op.name)) return PRECEDENCE.compare;
      return BINARY[textOf(source, op)] ?? PRECEDENCE.conditional;
    }
    case 'AwaitExpression':
      return PRECEDENCE.power;
    case 'TupleExpression':
      // `a, b` without brackets binds loosest of all; `(a, b)` is an atom.
      return textOf(source, node).startsWith('(') ? PRECEDENCE.atom : PRECEDENCE.conditional - 1;
    default:
      return PRECEDENCE.atom;
  }
};

/** The precedence of text that is no expression of its own (an unclosed string): put back as it is. */
export const UNPARSED = -2;

const precedences = new Map<string, number>();

/** How tightly a piece of Python text binds when put into an expression. */
export const precedenceOfText = (text: string): number => {
  const known = precedences.get(text);
  if (known !== undefined) return known;
  const source = { text };
  const top = parser.parse(text).topNode;
  const statements = childrenOf(top);
  const statement = statements[0];
  const expression = statement?.firstChild;
  const precedence =
    statements.length === 1 && statement?.name === 'ExpressionStatement' && expression && !hasError(top)
      ? precedenceOfNode(source, expression)
      : UNPARSED;
  precedences.set(text, precedence);
  return precedence;
};
