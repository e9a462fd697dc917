import { describe, expect, it } from 'vitest';
import { HINT_VOCABULARY, hintForTraceback, STOPPED_HINT } from './error-vocabulary.ts';

const traceback = (line: number, last: string) =>
  `Traceback (most recent call last):\n  File "code.py", line ${line}, in <module>\n${last}\n`;

describe('hints with the simulator’s vocabulary', () => {
  it('knows the CircuitPython API the editor completes', () => {
    expect(HINT_VOCABULARY.circuitpython.members.digitalio).toContain('Direction');
    expect(HINT_VOCABULARY.circuitpython.members.Direction).toEqual(['INPUT', 'OUTPUT']);
    expect(HINT_VOCABULARY.circuitpython.members.DigitalInOut).toContain('switch_to_output');
    expect(HINT_VOCABULARY.circuitpython.members.board).toContain('GP28');
  });

  it('suggests Direction for digitalio.Directon', () => {
    expect(
      hintForTraceback(
        traceback(2, "AttributeError: 'module' object has no attribute 'Directon'"),
        'import digitalio\nd = digitalio.Directon.OUTPUT\n',
      ),
    ).toEqual({
      key: 'attributeSuggest',
      params: { owner: 'digitalio', name: 'Directon', suggestion: 'Direction' },
    });
  });

  it('says a board library is not simulated, and lists the ones that drive the parts', () => {
    const hint = hintForTraceback(
      traceback(1, "ImportError: no module named 'adafruit_bme280'"),
      'import adafruit_bme280\n',
    );
    expect(hint?.key).toBe('moduleNotSimulated');
    expect(String(hint?.params.modules)).toContain('adafruit_hcsr04');
    expect(String(hint?.params.modules)).toContain('busio');
    expect(hintForTraceback(traceback(1, "ImportError: no module named 'wifi'"), 'import wifi\n')?.key).toBe(
      'moduleNotSimulated',
    );
  });

  it("follows the project's language: MicroPython's API, and the other language's modules", () => {
    const mainPy = (line: number, last: string) => traceback(line, last).replace('code.py', 'main.py');
    expect(HINT_VOCABULARY.micropython.members.Pin).toEqual(
      expect.arrayContaining(['value', 'on', 'toggle']),
    );
    expect(HINT_VOCABULARY.micropython.members.SSD1306_I2C).toContain('show');
    expect(
      hintForTraceback(
        mainPy(1, "ImportError: no module named 'digitalio'"),
        'import digitalio\n',
        'micropython',
      ),
    ).toEqual({ key: 'circuitpythonModule', params: { module: 'digitalio' } });
    expect(
      hintForTraceback(traceback(1, "ImportError: no module named 'machine'"), 'import machine\n'),
    ).toEqual({
      key: 'micropythonModule',
      params: { module: 'machine' },
    });
    expect(
      hintForTraceback(
        mainPy(3, "AttributeError: 'Pin' object has no attribute 'tooggle'"),
        'from machine import Pin\nled = Pin(13, Pin.OUT)\nled.tooggle()\n',
        'micropython',
      ),
    ).toEqual({ key: 'attributeSuggest', params: { owner: 'Pin', name: 'tooggle', suggestion: 'toggle' } });
  });

  it('has a Stop hint, and none for text that is no traceback', () => {
    expect(STOPPED_HINT).toEqual({ key: 'stopped', params: {} });
    expect(hintForTraceback('The simulator needs a cross-origin isolated page.\n', '')).toBeUndefined();
  });
});
