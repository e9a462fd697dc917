"""adafruit_matrixkeypad: Matrix_Keypad(row_pins, col_pins, keys) and its pressed_keys.

The pins are digitalio.DigitalInOut objects; `keys` holds the value of each key, row by row.
Every read of pressed_keys scans the matrix: all pins pulled up, each row in turn driven low,
and a column that reads low has the key of that row and column pressed.
"""
from digitalio import Direction, Pull


class Matrix_Keypad:
    """A passive key matrix of any size."""

    def __init__(self, row_pins, col_pins, keys):
        # The library's own messages, rows and columns as it words them.
        if len(keys) != len(row_pins):
            raise RuntimeError("Key name matrix doesn't match # of colums")
        for row in keys:
            if len(row) != len(col_pins):
                raise RuntimeError("Key name matrix doesn't match # of rows")
        self.row_pins = row_pins
        self.col_pins = col_pins
        self.keys = keys

    @staticmethod
    def _pull_up(pin):
        pin.direction = Direction.INPUT
        pin.pull = Pull.UP

    @property
    def pressed_keys(self):
        """The values of the keys pressed now, row by row."""
        for pin in list(self.row_pins) + list(self.col_pins):
            self._pull_up(pin)
        pressed = []
        for row, row_pin in enumerate(self.row_pins):
            row_pin.direction = Direction.OUTPUT
            row_pin.value = False
            for column, column_pin in enumerate(self.col_pins):
                if not column_pin.value:
                    pressed.append(self.keys[row][column])
            self._pull_up(row_pin)
        return pressed
