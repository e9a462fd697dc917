import { FONT_5X8_BIN } from './font5x8.ts';
import characterLcd from './lib/adafruit_character_lcd/__init__.py?raw';
import characterLcdParallel from './lib/adafruit_character_lcd/character_lcd.py?raw';
import characterLcdI2c from './lib/adafruit_character_lcd/character_lcd_i2c.py?raw';
import dht from './lib/adafruit_dht.py?raw';
import displayText from './lib/adafruit_display_text/__init__.py?raw';
import bitmapLabel from './lib/adafruit_display_text/bitmap_label.py?raw';
import label from './lib/adafruit_display_text/label.py?raw';
import displayioSsd1306 from './lib/adafruit_displayio_ssd1306.py?raw';
import framebuf from './lib/adafruit_framebuf.py?raw';
import hcsr04 from './lib/adafruit_hcsr04.py?raw';
import matrixKeypad from './lib/adafruit_matrixkeypad.py?raw';
import motor from './lib/adafruit_motor/__init__.py?raw';
import servo from './lib/adafruit_motor/servo.py?raw';
import ssd1306 from './lib/adafruit_ssd1306.py?raw';
import neopixel from './lib/neopixel.py?raw';
import simpleio from './lib/simpleio.py?raw';
import hardwareShared from './native/_chispa_hw.py?raw';
import main from './native/_chispa_main.py?raw';
import displayioBitmap from './native/_displayio_bitmap.py?raw';
import displayioRefresh from './native/_displayio_refresh.py?raw';
import displayioRender from './native/_displayio_render.py?raw';
import busDevice from './native/adafruit_bus_device/__init__.py?raw';
import i2cDevice from './native/adafruit_bus_device/i2c_device.py?raw';
import spiDevice from './native/adafruit_bus_device/spi_device.py?raw';
import pixelbuf from './native/adafruit_pixelbuf.py?raw';
import analogio from './native/analogio.py?raw';
import board from './native/board.py?raw';
import busdisplay from './native/busdisplay.py?raw';
import busio from './native/busio.py?raw';
import digitalio from './native/digitalio.py?raw';
import displayio from './native/displayio.py?raw';
import i2cdisplaybus from './native/i2cdisplaybus.py?raw';
import keypad from './native/keypad.py?raw';
import microcontroller from './native/microcontroller.py?raw';
import neopixelWrite from './native/neopixel_write.py?raw';
import pulseio from './native/pulseio.py?raw';
import pwmio from './native/pwmio.py?raw';
import rainbowio from './native/rainbowio.py?raw';
import rotaryio from './native/rotaryio.py?raw';
import supervisor from './native/supervisor.py?raw';
import terminalio from './native/terminalio.py?raw';
import time from './native/time.py?raw';
import common from './shared/_chispa_common.py?raw';

/**
 * Where the shims go in MicroPython's file system. `/native` holds what the real firmware
 * has in C (its frames never show in a traceback); `/lib` holds what is a Python library on
 * the board, shown in tracebacks as `File "neopixel.py"`, as the board prints it.
 */
export const NATIVE_DIR = '/native';
export const LIB_DIR = '/lib';

export const SHIM_FILES: Readonly<Record<string, string>> = {
  [`${NATIVE_DIR}/_chispa_common.py`]: common,
  [`${NATIVE_DIR}/_chispa_hw.py`]: hardwareShared,
  [`${NATIVE_DIR}/_chispa_main.py`]: main,
  [`${NATIVE_DIR}/_displayio_bitmap.py`]: displayioBitmap,
  [`${NATIVE_DIR}/_displayio_refresh.py`]: displayioRefresh,
  [`${NATIVE_DIR}/_displayio_render.py`]: displayioRender,
  [`${NATIVE_DIR}/adafruit_pixelbuf.py`]: pixelbuf,
  [`${NATIVE_DIR}/analogio.py`]: analogio,
  [`${NATIVE_DIR}/board.py`]: board,
  [`${NATIVE_DIR}/busdisplay.py`]: busdisplay,
  [`${NATIVE_DIR}/busio.py`]: busio,
  [`${NATIVE_DIR}/digitalio.py`]: digitalio,
  [`${NATIVE_DIR}/displayio.py`]: displayio,
  [`${NATIVE_DIR}/i2cdisplaybus.py`]: i2cdisplaybus,
  [`${NATIVE_DIR}/microcontroller.py`]: microcontroller,
  [`${NATIVE_DIR}/neopixel_write.py`]: neopixelWrite,
  [`${NATIVE_DIR}/keypad.py`]: keypad,
  [`${NATIVE_DIR}/pulseio.py`]: pulseio,
  [`${NATIVE_DIR}/pwmio.py`]: pwmio,
  [`${NATIVE_DIR}/rainbowio.py`]: rainbowio,
  [`${NATIVE_DIR}/rotaryio.py`]: rotaryio,
  [`${NATIVE_DIR}/supervisor.py`]: supervisor,
  [`${NATIVE_DIR}/terminalio.py`]: terminalio,
  [`${NATIVE_DIR}/time.py`]: time,
  [`${NATIVE_DIR}/adafruit_bus_device/__init__.py`]: busDevice,
  [`${NATIVE_DIR}/adafruit_bus_device/i2c_device.py`]: i2cDevice,
  [`${NATIVE_DIR}/adafruit_bus_device/spi_device.py`]: spiDevice,
  [`${LIB_DIR}/adafruit_character_lcd/__init__.py`]: characterLcd,
  [`${LIB_DIR}/adafruit_character_lcd/character_lcd.py`]: characterLcdParallel,
  [`${LIB_DIR}/adafruit_character_lcd/character_lcd_i2c.py`]: characterLcdI2c,
  [`${LIB_DIR}/adafruit_dht.py`]: dht,
  [`${LIB_DIR}/adafruit_display_text/__init__.py`]: displayText,
  [`${LIB_DIR}/adafruit_display_text/bitmap_label.py`]: bitmapLabel,
  [`${LIB_DIR}/adafruit_display_text/label.py`]: label,
  [`${LIB_DIR}/adafruit_displayio_ssd1306.py`]: displayioSsd1306,
  [`${LIB_DIR}/adafruit_framebuf.py`]: framebuf,
  [`${LIB_DIR}/adafruit_hcsr04.py`]: hcsr04,
  [`${LIB_DIR}/adafruit_matrixkeypad.py`]: matrixKeypad,
  [`${LIB_DIR}/adafruit_motor/__init__.py`]: motor,
  [`${LIB_DIR}/adafruit_motor/servo.py`]: servo,
  [`${LIB_DIR}/adafruit_ssd1306.py`]: ssd1306,
  [`${LIB_DIR}/neopixel.py`]: neopixel,
  [`${LIB_DIR}/simpleio.py`]: simpleio,
};

/** Files a student keeps on CIRCUITPY beside code.py that our libraries read: text()'s font. */
export const DRIVE_FILES: Readonly<Record<string, Uint8Array>> = {
  '/font5x8.bin': FONT_5X8_BIN,
};
