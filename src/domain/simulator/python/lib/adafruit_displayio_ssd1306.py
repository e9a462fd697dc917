"""adafruit_displayio_ssd1306: the SSD1306 OLED as a displayio display.

SSD1306(bus, *, width, height, rotation=0, ...) sends the controller's start-up commands and
then refreshes like any displayio display (busdisplay.BusDisplay): monochrome, eight rows a
byte, column and page ranges set by commands 21h and 22h, contrast by 81h.
"""
import displayio

try:
    from busdisplay import BusDisplay
except ImportError:
    BusDisplay = displayio.Display

# Start-up, as the SSD1306 datasheet's application note orders it, in BusDisplay's format:
# command, number of parameters, parameters.
_INIT_SEQUENCE = (
    b"\xae\x00"  # display off
    b"\xd5\x01\x80"  # clock divide ratio and oscillator frequency
    b"\xa8\x01\x3f"  # multiplex ratio: rows - 1 (set below)
    b"\xd3\x01\x00"  # no display offset
    b"\x40\x00"  # start at line 0
    b"\x8d\x01\x14"  # charge pump on
    b"\x20\x01\x00"  # horizontal addressing, as displayio sends pixels
    b"\xa1\x00"  # column 127 is SEG0: the module shows column 0 on the left
    b"\xc8\x00"  # scan from COM[N-1]: page 0 on top
    b"\xda\x01\x12"  # COM pins: alternative (0x02 for 32 rows)
    b"\x81\x01\xcf"  # contrast
    b"\xd9\x01\xf1"  # pre-charge period
    b"\xdb\x01\x40"  # VCOMH deselect level
    b"\xa4\x00"  # show GDDRAM
    b"\xa6\x00"  # not inverted
    b"\xaf\x00"  # display on
)
_MULTIPLEX = 7  # where the multiplex ratio's parameter is
_COM_PINS = 25


class SSD1306(BusDisplay):
    """SSD1306 driver.

    :param int width: The width of the display
    :param int height: The height of the display
    :param int rotation: The rotation of the display in degrees: 0, 90, 180 or 270
    """

    def __init__(self, bus, **kwargs):
        init_sequence = bytearray(_INIT_SEQUENCE)
        rows = kwargs["width"] if kwargs.get("rotation", 0) % 180 else kwargs["height"]
        init_sequence[_MULTIPLEX] = rows - 1
        if rows == 32:
            init_sequence[_COM_PINS] = 0x02
        kwargs.update(
            color_depth=1,
            grayscale=True,
            pixels_in_byte_share_row=False,
            set_column_command=0x21,
            set_row_command=0x22,
            data_as_commands=True,
            brightness_command=0x81,
            single_byte_bounds=True,
        )
        super().__init__(bus, init_sequence, **kwargs)
        self._is_awake = True

    @property
    def is_awake(self):
        """True while the display is on, False in sleep mode (read-only)."""
        return self._is_awake

    def sleep(self):
        """Puts the display to sleep (command AEh); it keeps its memory, and takes updates."""
        if self._is_awake:
            self.bus.send(0xAE, b"")
            self._is_awake = False

    def wake(self):
        """Wakes the display (command AFh)."""
        if not self._is_awake:
            self.bus.send(0xAF, b"")
            self._is_awake = True
