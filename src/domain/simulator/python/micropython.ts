import machineI2c from './mpy/_machine_i2c.py?raw';
import machinePin from './mpy/_machine_pin.py?raw';
import machinePwm from './mpy/_machine_pwm.py?raw';
import machineTimer from './mpy/_machine_timer.py?raw';
import hardwareShared from './mpy/_mpy_hw.py?raw';
import main from './mpy/_mpy_main.py?raw';
import machine from './mpy/machine.py?raw';
import time from './mpy/time.py?raw';
import neopixel from './mpy-lib/neopixel.py?raw';
import ssd1306 from './mpy-lib/ssd1306.py?raw';
import common from './shared/_chispa_common.py?raw';

/**
 * The MicroPython shims (issue 29), apart from the CircuitPython ones so that a MicroPython
 * program can import none of those (`import board` fails as on a Pico W). `/mpy` holds what is
 * C in the board's firmware (its frames never show in a traceback); `/mpy-lib` what is a
 * Python file on the board (frozen neopixel, the ssd1306 driver a lesson copies over), shown
 * in tracebacks as `File "ssd1306.py"`. framebuf is the interpreter's own C module, the same
 * MicroPython has on the Pico.
 */
export const MPY_NATIVE_DIR = '/mpy';
export const MPY_LIB_DIR = '/mpy-lib';

export const MPY_SHIM_FILES: Readonly<Record<string, string>> = {
  [`${MPY_NATIVE_DIR}/_chispa_common.py`]: common,
  [`${MPY_NATIVE_DIR}/_machine_i2c.py`]: machineI2c,
  [`${MPY_NATIVE_DIR}/_machine_pin.py`]: machinePin,
  [`${MPY_NATIVE_DIR}/_machine_pwm.py`]: machinePwm,
  [`${MPY_NATIVE_DIR}/_machine_timer.py`]: machineTimer,
  [`${MPY_NATIVE_DIR}/_mpy_hw.py`]: hardwareShared,
  [`${MPY_NATIVE_DIR}/_mpy_main.py`]: main,
  [`${MPY_NATIVE_DIR}/machine.py`]: machine,
  [`${MPY_NATIVE_DIR}/time.py`]: time,
  [`${MPY_LIB_DIR}/neopixel.py`]: neopixel,
  [`${MPY_LIB_DIR}/ssd1306.py`]: ssd1306,
};
