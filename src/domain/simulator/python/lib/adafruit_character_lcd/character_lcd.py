"""adafruit_character_lcd.character_lcd: an HD44780 character LCD on six digitalio pins.

Our implementation of the documented API of Adafruit's CharLCD library: `Character_LCD(rs, en,
d4, d5, d6, d7, columns, lines)` and `Character_LCD_Mono(rs, en, db4, db5, db6, db7, columns,
lines, backlight_pin=None, backlight_inverted=False)`, with `message`, `clear()`, `home()`,
`cursor`, `blink`, `display`, `cursor_position()`, `move_left()`, `move_right()`,
`text_direction`, `column_align`, `create_char()` and (Mono) `backlight`.

It speaks the chip's 4-bit protocol: RS, then each byte as two nibbles on D4-D7, high first,
each taken by the chip when E falls. The real library waits 1 ms before every byte; the chip
only needs time after clear and home (1.52 ms), so only those wait here and a message is quick.
"""
import time

import digitalio

_CLEAR = 0x01
_HOME = 0x02
_ENTRY_MODE = 0x04
_ENTRY_LEFT = 0x02
_DISPLAY_CONTROL = 0x08
_DISPLAY_ON = 0x04
_CURSOR_ON = 0x02
_BLINK_ON = 0x01
_SHIFT = 0x10
_SHIFT_DISPLAY = 0x08
_SHIFT_RIGHT = 0x04
_FUNCTION_SET = 0x20
_TWO_LINES = 0x08
_SET_CGRAM = 0x40
_SET_DDRAM = 0x80
# Clear and home take the chip 1.52 ms.
_LONG_WAIT = 0.002


class Character_LCD:
    """A character LCD on RS, E and D4-D7."""

    LEFT_TO_RIGHT = 0
    RIGHT_TO_LEFT = 1

    def __init__(self, rs, en, d4, d5, d6, d7, columns, lines):
        self.reset = rs
        self.enable = en
        self.dl4 = d4
        self.dl5 = d5
        self.dl6 = d6
        self.dl7 = d7
        for pin in (rs, en, d4, d5, d6, d7):
            pin.direction = digitalio.Direction.OUTPUT
        self._start(columns, lines)

    def _start(self, columns, lines):
        self.columns = columns
        self.lines = lines
        self.row = 0
        self.column = 0
        self._column_align = False
        self._message = None
        self._direction = None
        # Nibbles 3, 3, 3, 2 bring the chip into 4-bit mode from any state it may be in.
        self._write8(0x33)
        self._write8(0x32)
        self.displayfunction = _TWO_LINES
        self.displaycontrol = _DISPLAY_ON
        self.displaymode = _ENTRY_LEFT
        self._write8(_FUNCTION_SET | self.displayfunction)
        self._write8(_DISPLAY_CONTROL | self.displaycontrol)
        self._write8(_ENTRY_MODE | self.displaymode)
        self.clear()

    def home(self):
        """Moves the cursor to (0, 0) and undoes any scrolling."""
        self._write8(_HOME)
        time.sleep(_LONG_WAIT)

    def clear(self):
        """Clears the display and moves the cursor to (0, 0)."""
        self._write8(_CLEAR)
        time.sleep(_LONG_WAIT)

    @property
    def column_align(self):
        return self._column_align

    @column_align.setter
    def column_align(self, enable):
        if not isinstance(enable, bool):
            raise ValueError("The column_align value must be either True or False")
        self._column_align = enable

    def _control(self, flag, enable):
        if enable:
            self.displaycontrol |= flag
        else:
            self.displaycontrol &= ~flag
        self._write8(_DISPLAY_CONTROL | self.displaycontrol)

    @property
    def cursor(self):
        return self.displaycontrol & _CURSOR_ON == _CURSOR_ON

    @cursor.setter
    def cursor(self, show):
        self._control(_CURSOR_ON, show)

    @property
    def blink(self):
        return self.displaycontrol & _BLINK_ON == _BLINK_ON

    @blink.setter
    def blink(self, blink):
        self._control(_BLINK_ON, blink)

    @property
    def display(self):
        return self.displaycontrol & _DISPLAY_ON == _DISPLAY_ON

    @display.setter
    def display(self, enable):
        self._control(_DISPLAY_ON, enable)

    def cursor_position(self, column, row):
        """Where the next message starts: column and row from 0, kept on the display."""
        row = max(0, min(row, self.lines - 1))
        column = max(0, min(column, self.columns - 1))
        # Rows 3 and 4 continue rows 1 and 2 in the chip's memory.
        offset = (0x00, 0x40, self.columns, 0x40 + self.columns)[row % 4]
        self._write8(_SET_DDRAM | (offset + column))
        self.row = row
        self.column = column

    @property
    def message(self):
        return self._message

    @message.setter
    def message(self, message):
        self._message = message
        left_to_right = self.displaymode & _ENTRY_LEFT
        start = self.column
        line = self.row
        first = True
        for character in message:
            if first:
                self.cursor_position(start if left_to_right else self.columns - 1 - start, line)
                first = False
            if character == "\n":
                line += 1
                column = start if self._column_align else 0
                self.cursor_position(column if left_to_right else self.columns - 1 - column, line)
            else:
                self._write8(ord(character) & 0xFF, True)
        # The next message starts at (0, 0) again unless cursor_position() says otherwise.
        self.column = 0
        self.row = 0

    def move_left(self):
        """Scrolls the whole display one column to the left."""
        self._write8(_SHIFT | _SHIFT_DISPLAY)

    def move_right(self):
        """Scrolls the whole display one column to the right."""
        self._write8(_SHIFT | _SHIFT_DISPLAY | _SHIFT_RIGHT)

    @property
    def text_direction(self):
        return self._direction

    @text_direction.setter
    def text_direction(self, direction):
        self._direction = direction
        if direction == self.LEFT_TO_RIGHT:
            self.displaymode |= _ENTRY_LEFT
        elif direction == self.RIGHT_TO_LEFT:
            self.displaymode &= ~_ENTRY_LEFT
        else:
            return
        self._write8(_ENTRY_MODE | self.displaymode)

    def create_char(self, location, pattern):
        """Stores a 5x8 character (8 rows, top first) as code `location` 0-7: "\\x00"-"\\x07"."""
        location &= 0x7
        self._write8(_SET_CGRAM | (location << 3))
        for i in range(8):
            self._write8(pattern[i], True)

    def _write8(self, value, char_mode=False):
        _put(self.reset, char_mode)
        self._write4(value >> 4)
        self._write4(value)

    def _write4(self, nibble):
        _put(self.dl4, nibble & 0x1)
        _put(self.dl5, nibble & 0x2)
        _put(self.dl6, nibble & 0x4)
        _put(self.dl7, nibble & 0x8)
        self.enable.value = True
        self.enable.value = False


def _put(pin, level):
    # Only changes go out: a message is mostly the same levels again.
    level = bool(level)
    if pin.value != level:
        pin.value = level


class Character_LCD_Mono(Character_LCD):
    """A character LCD with one backlight, on a pin of its own if `backlight_pin` is given."""

    def __init__(
        self, rs, en, db4, db5, db6, db7, columns, lines, backlight_pin=None, backlight_inverted=False
    ):
        self.backlight_pin = backlight_pin
        self.backlight_inverted = backlight_inverted
        self._backlight = None
        if backlight_pin is not None:
            backlight_pin.direction = digitalio.Direction.OUTPUT
            self.backlight = True
        super().__init__(rs, en, db4, db5, db6, db7, columns, lines)

    @property
    def backlight(self):
        return self._backlight

    @backlight.setter
    def backlight(self, enable):
        self._backlight = enable
        self.backlight_pin.value = bool(enable) != self.backlight_inverted
