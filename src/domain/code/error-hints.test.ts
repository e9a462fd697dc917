import { describe, expect, it } from 'vitest';
import { HINT_RULES, type HintKey, type HintVocabulary, hintForFault } from './error-hints.ts';
import { parseFault } from './program-fault.ts';

const VOCABULARY: HintVocabulary = {
  language: 'circuitpython',
  simulatedModules: ['board', 'digitalio', 'time', 'analogio'],
  boardModules: ['board', 'digitalio', 'time', 'analogio', 'busio', 'adafruit_dht'],
  members: {
    board: ['GP0', 'GP15', 'GP28', 'LED', 'A0'],
    digitalio: ['DigitalInOut', 'Direction', 'Pull', 'DriveMode'],
    Direction: ['INPUT', 'OUTPUT'],
    DigitalInOut: ['value', 'direction', 'pull', 'switch_to_output', 'switch_to_input', 'deinit'],
    time: ['sleep', 'monotonic'],
  },
};

/** A MicroPython project's: its modules, and a traceback that points at main.py. */
const MICROPYTHON: HintVocabulary = {
  language: 'micropython',
  simulatedModules: ['machine', 'time', 'neopixel'],
  boardModules: ['machine', 'time', 'neopixel', 'network'],
  members: {
    machine: ['Pin', 'PWM', 'ADC'],
    Pin: ['value', 'on', 'off', 'toggle'],
    time: ['sleep', 'sleep_ms'],
  },
};

/** The hint for a traceback's last line at a line of `code`. */
const hint = (lastLine: string, code: string, line?: number, vocabulary = VOCABULARY) => {
  const file = vocabulary.language === 'micropython' ? 'main.py' : 'code.py';
  const frame = line === undefined ? '' : `  File "${file}", line ${line}, in <module>\n`;
  const fault = parseFault(`Traceback (most recent call last):\n${frame}${lastLine}\n`);
  if (!fault) throw new Error(`no fault in ${lastLine}`);
  return hintForFault(fault, code, vocabulary);
};
const mpHint = (lastLine: string, code: string, line?: number) => hint(lastLine, code, line, MICROPYTHON);

const covered = new Set<HintKey>();
const expectHint = (
  actual: ReturnType<typeof hint>,
  key: HintKey,
  params: Record<string, string | number> = {},
) => {
  covered.add(key);
  expect(actual).toEqual({ key, params });
};

describe('parseFault', () => {
  it('reads the type, message and innermost code.py line', () => {
    expect(
      parseFault(
        'Traceback (most recent call last):\n  File "code.py", line 5, in <module>\n  File "code.py", line 4, in f\nValueError: GP15 in use\n',
      ),
    ).toEqual({ type: 'ValueError', message: 'GP15 in use', line: 4 });
  });

  it('reads a parse error frame without a function, and a message-less exception', () => {
    expect(
      parseFault(
        'Traceback (most recent call last):\n  File "code.py", line 2\nSyntaxError: invalid syntax\n',
      ),
    ).toEqual({
      type: 'SyntaxError',
      message: 'invalid syntax',
      line: 2,
    });
    expect(parseFault('KeyboardInterrupt: \n')).toEqual({ type: 'KeyboardInterrupt', message: '' });
  });

  it('has nothing to say about text that is not an error', () => {
    expect(
      parseFault('The simulator needs a cross-origin isolated page (SharedArrayBuffer).\n'),
    ).toBeUndefined();
  });
});

describe('the error-hint table', () => {
  it('a stopped program (KeyboardInterrupt)', () => {
    expectHint(hint('KeyboardInterrupt: ', 'while True:\n    pass\n', 2), 'stopped');
  });

  it('a bracket opened on an earlier line and never closed', () => {
    expectHint(hint('SyntaxError: invalid syntax', 'print((1, 2)\nx = 3\n', 2), 'unclosedBracket', {
      line: 1,
      bracket: '(',
      closing: ')',
    });
    expectHint(hint('SyntaxError: invalid syntax', 'x = [\n    1,\n    2\ny = 3\n', 4), 'unclosedBracket', {
      line: 1,
      bracket: '[',
      closing: ']',
    });
  });

  it('brackets inside text or comments do not count', () => {
    expect(hint('SyntaxError: invalid syntax', 'print("(")  # (\nwhile True\n    pass\n', 2)?.key).toBe(
      'missingColon',
    );
  });

  it('text whose quotes do not close', () => {
    expectHint(hint('SyntaxError: invalid syntax', 'print("hola)\n', 1), 'unclosedString', { line: 1 });
  });

  it('a block header without its colon', () => {
    expectHint(
      hint('SyntaxError: invalid syntax', 'import board\nwhile True\n    print(1)\n', 2),
      'missingColon',
      {
        line: 2,
        keyword: 'while',
      },
    );
    expectHint(hint('SyntaxError: invalid syntax', 'if x == 1  # sí\n    pass\n', 1), 'missingColon', {
      line: 1,
      keyword: 'if',
    });
  });

  it('= where == was meant', () => {
    expectHint(hint('SyntaxError: invalid syntax', 'x = 1\nif x = 1:\n    pass\n', 2), 'compareWithEquals', {
      line: 2,
    });
  });

  it('a block with nothing indented under it', () => {
    expectHint(hint('SyntaxError: invalid syntax', 'def f():\nreturn 1\n', 2), 'expectedIndent', { line: 1 });
    expectHint(
      hint('IndentationError: expected an indented block', 'if True:\n\nprint(1)\n', 3),
      'expectedIndent',
      { line: 1 },
    );
  });

  it('an indent where none was expected', () => {
    expectHint(hint('IndentationError: unexpected indent', 'x = 1\n    y = 2\n', 2), 'unexpectedIndent', {
      line: 2,
    });
  });

  it('an unindent to a level no block has, at the line that has it', () => {
    expectHint(
      hint(
        "IndentationError: unindent doesn't match any outer indent level",
        'if True:\n        x = 1\n    y = 2\n',
        2,
      ),
      'unindent',
      { line: 3 },
    );
  });

  it('any other syntax error names its line', () => {
    expectHint(hint('SyntaxError: invalid syntax', 'imprt board\n', 1), 'invalidSyntax', { line: 1 });
  });

  it('a NameError for a module that was not imported', () => {
    expectHint(
      hint(
        "NameError: name 'digitalio' isn't defined",
        'import board\ndigitalio.DigitalInOut(board.GP15)\n',
        2,
      ),
      'nameMissingImport',
      {
        name: 'digitalio',
      },
    );
  });

  it('a NameError close to a defined name, an import or a built-in', () => {
    expectHint(hint("NameError: name 'ledd' isn't defined", 'led = 1\nprint(ledd)\n', 2), 'nameSuggest', {
      name: 'ledd',
      suggestion: 'led',
    });
    expectHint(hint("NameError: name 'true' isn't defined", 'x = true\n', 1), 'nameSuggest', {
      name: 'true',
      suggestion: 'True',
    });
    expectHint(
      hint("NameError: name 'Board' isn't defined", 'import board\nprint(Board)\n', 2),
      'nameSuggest',
      {
        name: 'Board',
        suggestion: 'board',
      },
    );
    expectHint(
      hint(
        "NameError: name 'boton' isn't defined",
        'for botón in range(2):\n    pass\nfrom x import (a, boton2)\nprint(boton)\n',
        4,
      ),
      'nameSuggest',
      { name: 'boton', suggestion: 'boton2' },
    );
  });

  it('a NameError with nothing close', () => {
    expectHint(hint("NameError: name 'zzz' isn't defined", 'print(zzz)\n', 1), 'nameUndefined', {
      name: 'zzz',
    });
  });

  it('board.GP29: the Pico has GP0 to GP28', () => {
    expectHint(
      hint("AttributeError: 'module' object has no attribute 'GP29'", 'import board\nboard.GP29\n', 2),
      'noSuchPin',
      {
        pin: 'GP29',
      },
    );
  });

  it('a misspelt module attribute, class constant or object attribute', () => {
    expectHint(
      hint(
        "AttributeError: 'module' object has no attribute 'Directon'",
        'import digitalio\nx = digitalio.Directon.OUTPUT\n',
        2,
      ),
      'attributeSuggest',
      { owner: 'digitalio', name: 'Directon', suggestion: 'Direction' },
    );
    expectHint(
      hint(
        "AttributeError: type object 'Direction' has no attribute 'OUTPT'",
        'd = digitalio.Direction.OUTPT\n',
        1,
      ),
      'attributeSuggest',
      { owner: 'Direction', name: 'OUTPT', suggestion: 'OUTPUT' },
    );
    expectHint(
      hint("AttributeError: 'DigitalInOut' object has no attribute 'valeu'", 'led.valeu\n', 1),
      'attributeSuggest',
      {
        owner: 'DigitalInOut',
        name: 'valeu',
        suggestion: 'value',
      },
    );
  });

  it('a board pin name the Pico does not have', () => {
    expectHint(
      hint("AttributeError: 'module' object has no attribute 'D13'", 'p = board.D13\n', 1),
      'boardPinUnknown',
      {
        name: 'D13',
      },
    );
  });

  it('an attribute with nothing close', () => {
    expectHint(
      hint("AttributeError: 'module' object has no attribute 'delay'", 'import time\ntime.delay(10)\n', 2),
      'attributeUnknown',
      { owner: 'time', name: 'delay' },
    );
  });

  it('from a module import a misspelt name', () => {
    expectHint(
      hint("ImportError: can't import name Directon", 'from digitalio import Directon\n', 1),
      'importNameSuggest',
      {
        module: 'digitalio',
        name: 'Directon',
        suggestion: 'Direction',
      },
    );
  });

  it('a MicroPython module under CircuitPython', () => {
    expectHint(hint("ImportError: no module named 'machine'", 'import machine\n', 1), 'micropythonModule', {
      module: 'machine',
    });
  });

  it("under MicroPython, CircuitPython's modules point at the language, and machine is no hint", () => {
    expectHint(mpHint("ImportError: no module named 'board'", 'import board\n', 1), 'circuitpythonModule', {
      module: 'board',
    });
    expectHint(
      mpHint("ImportError: no module named 'adafruit_hcsr04'", 'import adafruit_hcsr04\n', 1),
      'circuitpythonModule',
      { module: 'adafruit_hcsr04' },
    );
    // Under CircuitPython, board missing is no language mix-up.
    expect(hint("ImportError: no module named 'board'", 'import board\n', 1)?.key).not.toBe(
      'circuitpythonModule',
    );
    // Under MicroPython, a MicroPython module the simulator lacks is just that.
    expect(mpHint("ImportError: no module named 'network'", 'import network\n', 1)).toEqual({
      key: 'moduleNotSimulated',
      params: { module: 'network', modules: 'machine, time, neopixel' },
    });
  });

  it("time.sleep_ms under CircuitPython is MicroPython's; under MicroPython a misspelling is suggested", () => {
    expectHint(
      hint(
        "AttributeError: 'module' object has no attribute 'sleep_ms'",
        'import time\ntime.sleep_ms(500)\n',
        2,
      ),
      'micropythonTime',
      { name: 'sleep_ms' },
    );
    expect(
      mpHint(
        "AttributeError: 'module' object has no attribute 'sleep_mz'",
        'import time\ntime.sleep_mz(5)\n',
        2,
      ),
    ).toEqual({
      key: 'attributeSuggest',
      params: { owner: 'time', name: 'sleep_mz', suggestion: 'sleep_ms' },
    });
  });

  it('a pin number the Pico does not have', () => {
    expectHint(
      mpHint('ValueError: invalid pin', 'from machine import Pin\nled = Pin(40, Pin.OUT)\n', 2),
      'invalidPin',
    );
  });

  it('reads the line of a main.py traceback', () => {
    expect(mpHint("NameError: name 'x' isn't defined", 'print(1)\nprint(x)\n', 2)).toEqual({
      key: 'nameUndefined',
      params: { name: 'x' },
    });
    expect(
      parseFault(
        'Traceback (most recent call last):\n  File "main.py", line 7, in <module>\nValueError: invalid pin\n',
      ),
    ).toEqual({ type: 'ValueError', message: 'invalid pin', line: 7 });
  });

  it('a module a board has that the simulator does not', () => {
    expectHint(
      hint("ImportError: no module named 'adafruit_dht'", 'import adafruit_dht\n', 1),
      'moduleNotSimulated',
      {
        module: 'adafruit_dht',
        modules: 'board, digitalio, time, analogio',
      },
    );
  });

  it('a misspelt module', () => {
    expectHint(hint("ImportError: no module named 'tiem'", 'import tiem\n', 1), 'moduleSuggest', {
      module: 'tiem',
      suggestion: 'time',
    });
  });

  it('a module nobody has', () => {
    expectHint(hint("ImportError: no module named 'pygame'", 'import pygame\n', 1), 'moduleUnknown', {
      module: 'pygame',
      modules: 'board, digitalio, time, analogio',
      language: 'CircuitPython',
    });
    // Named as the project's language: a MicroPython project's student is not told of CircuitPython.
    expectHint(mpHint("ImportError: no module named 'pygame'", 'import pygame\n', 1), 'moduleUnknown', {
      module: 'pygame',
      modules: 'machine, time, neopixel',
      language: 'MicroPython',
    });
  });

  it('a pin in use', () => {
    expectHint(hint('ValueError: GP15 in use', 'a = digitalio.DigitalInOut(board.GP15)\n', 1), 'pinInUse', {
      pin: 'GP15',
    });
  });

  it('time.sleep given something that is not a number, or a negative one', () => {
    expectHint(
      hint("TypeError: can't convert str to float", 'import time\ntime.sleep("1")\n', 2),
      'sleepType',
    );
    expectHint(hint('ValueError: seconds must be >= 0', 'time.sleep(-1)\n', 1), 'sleepNegative');
  });

  it('a division by zero', () => {
    expectHint(hint('ZeroDivisionError: divide by zero', 'x = 0\ny = 1 / x\n', 2), 'zeroDivision', {
      line: 2,
    });
  });

  it('has no hint for an error it does not know', () => {
    expect(hint('RuntimeError: Timed out', 'd = sonar.distance\n', 1)).toBeUndefined();
    expect(
      hint("TypeError: can't convert float to int", 'pwm.duty_cycle = 65535 * 0.5\n', 1),
    ).toBeUndefined();
    expect(hint("AttributeError: 'module' object has no attribute 'x'", 'y = 1\n', 1)).toBeUndefined();
  });

  it('every row of the table is tested above', () => {
    expect(HINT_RULES.map((rule) => rule.key).filter((key) => !covered.has(key))).toEqual([]);
  });
});
