"""neopixel, as the Adafruit library (circuitpython-pico.md §6).

NeoPixel(pin, n, *, bpp=3, brightness=1.0, auto_write=True, pixel_order=None): the pixel
buffer does the colours (adafruit_pixelbuf); this class claims the pin and sends the bytes.
"""
import digitalio
from adafruit_pixelbuf import PixelBuf
from neopixel_write import neopixel_write

RGB = "RGB"
GRB = "GRB"
RGBW = "RGBW"
GRBW = "GRBW"
BGR = "BGR"


class NeoPixel(PixelBuf):
    def __init__(self, pin, n, *, bpp=3, brightness=1.0, auto_write=True, pixel_order=None):
        if not pixel_order:
            pixel_order = GRB if bpp == 3 else GRBW
        elif isinstance(pixel_order, tuple):
            pixel_order = "".join(RGBW[i] for i in pixel_order)
        super().__init__(n, brightness=brightness, byteorder=pixel_order, auto_write=auto_write)
        self.pin = digitalio.DigitalInOut(pin)
        self.pin.direction = digitalio.Direction.OUTPUT

    def deinit(self):
        self.fill(0)
        self.show()
        self.pin.deinit()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.deinit()

    def __repr__(self):
        return "[" + ", ".join([str(x) for x in self]) + "]"

    @property
    def n(self):
        return len(self)

    def write(self):
        self.show()

    def _transmit(self, buffer):
        neopixel_write(self.pin, buffer)
