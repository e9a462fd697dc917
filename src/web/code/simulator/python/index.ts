import motor from './lib/adafruit_motor/__init__.py?raw';
import servo from './lib/adafruit_motor/servo.py?raw';
import neopixel from './lib/neopixel.py?raw';
import simpleio from './lib/simpleio.py?raw';
import hardwareShared from './native/_chispa_hw.py?raw';
import main from './native/_chispa_main.py?raw';
import pixelbuf from './native/adafruit_pixelbuf.py?raw';
import analogio from './native/analogio.py?raw';
import board from './native/board.py?raw';
import digitalio from './native/digitalio.py?raw';
import microcontroller from './native/microcontroller.py?raw';
import neopixelWrite from './native/neopixel_write.py?raw';
import pwmio from './native/pwmio.py?raw';
import rainbowio from './native/rainbowio.py?raw';
import supervisor from './native/supervisor.py?raw';
import time from './native/time.py?raw';

/**
 * Where the shims go in MicroPython's file system. `/native` holds what the real firmware
 * has in C (its frames never show in a traceback); `/lib` holds what is a Python library on
 * the board, shown in tracebacks as `File "neopixel.py"`, as the board prints it.
 */
export const NATIVE_DIR = '/native';
export const LIB_DIR = '/lib';

export const SHIM_FILES: Readonly<Record<string, string>> = {
  [`${NATIVE_DIR}/_chispa_hw.py`]: hardwareShared,
  [`${NATIVE_DIR}/_chispa_main.py`]: main,
  [`${NATIVE_DIR}/adafruit_pixelbuf.py`]: pixelbuf,
  [`${NATIVE_DIR}/analogio.py`]: analogio,
  [`${NATIVE_DIR}/board.py`]: board,
  [`${NATIVE_DIR}/digitalio.py`]: digitalio,
  [`${NATIVE_DIR}/microcontroller.py`]: microcontroller,
  [`${NATIVE_DIR}/neopixel_write.py`]: neopixelWrite,
  [`${NATIVE_DIR}/pwmio.py`]: pwmio,
  [`${NATIVE_DIR}/rainbowio.py`]: rainbowio,
  [`${NATIVE_DIR}/supervisor.py`]: supervisor,
  [`${NATIVE_DIR}/time.py`]: time,
  [`${LIB_DIR}/adafruit_motor/__init__.py`]: motor,
  [`${LIB_DIR}/adafruit_motor/servo.py`]: servo,
  [`${LIB_DIR}/neopixel.py`]: neopixel,
  [`${LIB_DIR}/simpleio.py`]: simpleio,
};
