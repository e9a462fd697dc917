import type { SyntaxNode } from '@lezer/common';
import {
  argumentsOf,
  block,
  expressionBlock,
  Foreign,
  formBlock,
  joinBlock,
  plug,
  type Reader,
  variableField,
} from './from-python-expressions.ts';
import type { BlockJson } from './json.ts';
import { childrenOf, textOf } from './python-pattern.ts';
import { isTakenName, numberValue } from './python-text.ts';

/** Python → blocks, the statements inside the program: loops, ifs, assignments, calls. */

/** Reads a body's statements into a chain (the caller knows how to keep what the blocks cannot say). */
export type BodyReader = (body: SyntaxNode) => BlockJson | undefined;

const number = (value: number) => block('math_number', { NUM: value });

/** The blocks a statement reads as ([] for `pass`); Foreign when the blocks cannot say it. */
export const statementBlocks = (reader: Reader, node: SyntaxNode, readBody: BodyReader): BlockJson[] => {
  const kids = childrenOf(node);
  const text = (child: SyntaxNode | undefined) => (child ? textOf(reader.source, child) : '');
  switch (node.name) {
    case 'PassStatement':
      return [];
    case 'BreakStatement':
      return [block('controls_flow_statements', { FLOW: 'BREAK' })];
    case 'ContinueStatement':
      return [block('controls_flow_statements', { FLOW: 'CONTINUE' })];
    case 'ExpressionStatement': {
      const own = formBlock(reader, node, 'statement');
      if (own) return [own];
      const call = kids[0];
      if (call?.name === 'CallExpression' && text(call.firstChild ?? undefined) === 'print')
        return [print(reader, call)];
      throw new Foreign();
    }
    case 'AssignStatement': {
      const own = formBlock(reader, node, 'statement');
      if (own) return [own];
      const [target, op, value] = kids;
      if (kids.length !== 3 || target?.name !== 'VariableName' || text(op) !== '=' || !value)
        throw new Foreign();
      if (reader.devices.has(text(target)) || isTakenName(text(target))) throw new Foreign();
      return [
        block(
          'variables_set',
          { VAR: variableField(reader, text(target)) },
          { VALUE: expressionBlock(reader, value) },
        ),
      ];
    }
    case 'UpdateStatement': {
      const [target, op, value] = kids;
      if (kids.length !== 3 || target?.name !== 'VariableName' || !value) throw new Foreign();
      if (reader.devices.has(text(target)) || isTakenName(text(target))) throw new Foreign();
      const literal = value.name === 'Number' ? numberValue(text(value)) : null;
      let delta: BlockJson;
      if (text(op) === '+=') delta = expressionBlock(reader, value);
      else if (text(op) === '-=' && literal !== null) delta = number(0 - literal);
      else throw new Foreign();
      return [block('math_change', { VAR: variableField(reader, text(target)) }, { DELTA: delta })];
    }
    case 'IfStatement':
      return [ifBlock(reader, node, readBody)];
    case 'WhileStatement':
      return [whileBlock(reader, node, readBody)];
    case 'ForStatement':
      return [forBlock(reader, node, readBody)];
    default:
      throw new Foreign();
  }
};

/** `print(a, b)` prints them with a space between: a text join with the space in it. */
const print = (reader: Reader, call: SyntaxNode): BlockJson => {
  const args = argumentsOf(call);
  if (!args) throw new Foreign();
  if (args.length === 0) return block('text_print');
  if (args.length === 1)
    return block('text_print', {}, { TEXT: expressionBlock(reader, args[0] as SyntaxNode) });
  const items: BlockJson[] = [];
  args.forEach((arg, at) => {
    const item = expressionBlock(reader, arg);
    const last = items.at(-1);
    if (at > 0) {
      if (last?.type === 'text') last.fields = { TEXT: `${last.fields?.TEXT ?? ''} ` };
      else if (item.type === 'text') item.fields = { TEXT: ` ${item.fields?.TEXT ?? ''}` };
      else items.push(block('text', { TEXT: ' ' }));
    }
    items.push(item);
  });
  return block('text_print', {}, { TEXT: joinBlock(items) });
};

/** A compound statement's body must start on a line of its own (`if x: y` stays Python). */
const bodyOf = (reader: Reader, body: SyntaxNode | undefined, readBody: BodyReader) => {
  if (!body) throw new Foreign();
  const first = childrenOf(body)[1];
  if (first && !reader.source.text.slice(body.from, first.from).includes('\n')) throw new Foreign();
  return readBody(body);
};

const withBody = (built: BlockJson, name: string, body: BlockJson | undefined) => {
  if (body) built.inputs = { ...built.inputs, [name]: { block: body } };
  return built;
};

const ifBlock = (reader: Reader, node: SyntaxNode, readBody: BodyReader): BlockJson => {
  const kids = childrenOf(node);
  const tests: Array<[SyntaxNode, SyntaxNode]> = [];
  let otherwise: SyntaxNode | undefined;
  for (let at = 0; at < kids.length; at += 1) {
    const kid = kids[at] as SyntaxNode;
    if (kid.name === 'if' || kid.name === 'elif') {
      const test = kids[at + 1];
      const body = kids[at + 2];
      if (!test || body?.name !== 'Body') throw new Foreign();
      tests.push([test, body]);
      at += 2;
    } else if (kid.name === 'else') {
      otherwise = kids[at + 1];
      at += 1;
    } else throw new Foreign();
  }
  const elseIfCount = tests.length - 1;
  const extraState =
    elseIfCount > 0 || otherwise
      ? { ...(elseIfCount > 0 && { elseIfCount }), ...(otherwise && { hasElse: true }) }
      : undefined;
  const built = block('controls_if', {}, {}, extraState);
  tests.forEach(([test, body], at) => {
    built.inputs = {
      ...built.inputs,
      [`IF${at}`]: { block: plug('controls_if', `IF${at}`, expressionBlock(reader, test)) },
    };
    withBody(built, `DO${at}`, bodyOf(reader, body, readBody));
  });
  if (otherwise) withBody(built, 'ELSE', bodyOf(reader, otherwise, readBody));
  return built;
};

const whileBlock = (reader: Reader, node: SyntaxNode, readBody: BodyReader): BlockJson => {
  const kids = childrenOf(node);
  const [, test, body] = kids;
  if (kids.length !== 3 || !test) throw new Foreign();
  const text = textOf(reader.source, test);
  if (text === 'True') return withBody(block('chispa_forever'), 'DO', bodyOf(reader, body, readBody));
  const until =
    test.name === 'UnaryExpression' &&
    text.startsWith('not') &&
    childrenOf(test)[1]?.name === 'ParenthesizedExpression';
  const condition = until ? (childrenOf(childrenOf(test)[1] as SyntaxNode)[1] as SyntaxNode) : test;
  const built = block(
    'controls_whileUntil',
    { MODE: until ? 'UNTIL' : 'WHILE' },
    { BOOL: expressionBlock(reader, condition) },
  );
  return withBody(built, 'DO', bodyOf(reader, body, readBody));
};

/** `n` as a number when it is one (`3`, `-1`). */
const literal = (reader: Reader, node: SyntaxNode | undefined): number | null => {
  if (node?.name === 'Number') return numberValue(textOf(reader.source, node));
  const [op, operand] = node?.name === 'UnaryExpression' ? childrenOf(node) : [];
  if (op && operand?.name === 'Number' && textOf(reader.source, op) === '-') {
    const value = numberValue(textOf(reader.source, operand));
    return value === null ? null : 0 - value;
  }
  return null;
};

/** Blockly's inclusive end from `range`'s stop: `11` → 10, `n + 1` → n, anything else → stop - 1. */
const endOf = (reader: Reader, stop: SyntaxNode, direction: 1 | -1): BlockJson => {
  const value = literal(reader, stop);
  if (value !== null && Number.isInteger(value)) return number(value - direction);
  const kids = childrenOf(stop);
  const op = stop.name === 'BinaryExpression' ? textOf(reader.source, kids[1] as SyntaxNode) : '';
  if (op === (direction === 1 ? '+' : '-') && literal(reader, kids[2]) === 1)
    return expressionBlock(reader, kids[0] as SyntaxNode);
  return block(
    'math_arithmetic',
    { OP: direction === 1 ? 'MINUS' : 'ADD' },
    { A: expressionBlock(reader, stop), B: number(1) },
  );
};

const forBlock = (reader: Reader, node: SyntaxNode, readBody: BodyReader): BlockJson => {
  const kids = childrenOf(node);
  const [, variable, inWord, iterable, body] = kids;
  if (kids.length !== 5 || variable?.name !== 'VariableName' || inWord?.name !== 'in' || !iterable)
    throw new Foreign();
  const name = textOf(reader.source, variable);
  if (reader.devices.has(name) || (isTakenName(name) && name !== '_')) throw new Foreign();
  const range =
    iterable.name === 'CallExpression' && textOf(reader.source, iterable.firstChild ?? iterable) === 'range'
      ? argumentsOf(iterable)
      : null;
  if (!range) {
    const built = block(
      'controls_forEach',
      { VAR: variableField(reader, name) },
      { LIST: expressionBlock(reader, iterable) },
    );
    return withBody(built, 'DO', bodyOf(reader, body, readBody));
  }
  // `range(0.5)` is no count the repeat block keeps (the generator writes its whole part): it stays Python.
  const times = range.length === 1 ? literal(reader, range[0]) : null;
  if (times !== null && !Number.isInteger(times)) throw new Foreign();
  if (name === '_' && range.length === 1) {
    const built = block(
      'controls_repeat_ext',
      {},
      { TIMES: expressionBlock(reader, range[0] as SyntaxNode) },
    );
    return withBody(built, 'DO', bodyOf(reader, body, readBody));
  }
  const [start, stop, step] = range.length === 1 ? [undefined, range[0], undefined] : range;
  if (!stop || range.length > 3) throw new Foreign();
  const by = step ? literal(reader, step) : 1;
  if (by === null || by === 0 || !Number.isInteger(by)) throw new Foreign();
  const built = block(
    'controls_for',
    { VAR: variableField(reader, name) },
    {
      FROM: start ? expressionBlock(reader, start) : number(0),
      TO: endOf(reader, stop, by > 0 ? 1 : -1),
      BY: number(Math.abs(by)),
    },
  );
  return withBody(built, 'DO', bodyOf(reader, body, readBody));
};
