"""adafruit_character_lcd.character_lcd_i2c: a character LCD behind an I2C backpack.

Our implementation of the documented API: `Character_LCD_I2C(i2c, columns, lines, address=None,
backlight_inverted=False)`, everything Character_LCD_Mono has. Adafruit's backpack is an
MCP23008 at 0x20; the LCD 16x2 on the canvas (Wokwi's) carries a PCF8574 instead, so this one
speaks PCF8574, at 0x27 unless `address` says otherwise: each byte written sets the port, P0 RS,
P1 RW, P2 E, P3 backlight, P4-P7 D4-D7, and a nibble goes to the chip as the port with E high,
then low.
"""
from adafruit_bus_device.i2c_device import I2CDevice

from adafruit_character_lcd.character_lcd import Character_LCD_Mono

_RS = 0x01
_E = 0x04
_BACKLIGHT = 0x08
_DEFAULT_ADDRESS = 0x27


class Character_LCD_I2C(Character_LCD_Mono):
    """A character LCD on a PCF8574 I2C backpack."""

    def __init__(self, i2c, columns, lines, address=None, backlight_inverted=False):
        self._device = I2CDevice(i2c, _DEFAULT_ADDRESS if address is None else address)
        self.backlight_pin = None
        self.backlight_inverted = backlight_inverted
        self.backlight = True
        self._start(columns, lines)

    def _send(self, port):
        with self._device as device:
            device.write(bytes(port))

    @property
    def backlight(self):
        return self._backlight

    @backlight.setter
    def backlight(self, enable):
        self._backlight = enable
        self._light = _BACKLIGHT if bool(enable) != self.backlight_inverted else 0
        self._send((self._light,))

    def _write8(self, value, char_mode=False):
        # Both nibbles in one transaction: the port with E high, then low.
        rest = self._light | (_RS if char_mode else 0)
        high = (value & 0xF0) | rest
        low = ((value << 4) & 0xF0) | rest
        self._send((high | _E, high, low | _E, low))
