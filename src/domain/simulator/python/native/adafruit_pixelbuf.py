"""adafruit_pixelbuf: the pixel buffer under the neopixel library (C on the board, so its
frames are hidden; circuitpython-pico.md §6).

Colours are kept as set (an int 0xRRGGBB or a 3/4-tuple, components truncated to 8 bits)
and sent in `byteorder`, scaled by `brightness`, by the subclass's `_transmit(buf)`.
"""
from _chispa_hw import to_float, to_int


class PixelBuf:
    def __init__(self, size, *, byteorder="BGR", brightness=1.0, auto_write=False, header=b"", trailer=b""):
        self._n = to_int(size)
        self._order = byteorder
        self._bpp = len(byteorder)
        self._pixels = [(0,) * self._bpp for _ in range(self._n)]
        self._brightness = 1.0
        self.auto_write = False
        self.brightness = brightness
        self.auto_write = auto_write

    def _color(self, value):
        """A colour as the tuple stored for one pixel: (r, g, b) or (r, g, b, w)."""
        if isinstance(value, int):
            rgb = ((value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF)
            white = 0
        elif isinstance(value, tuple) or isinstance(value, list):
            if len(value) != 3 and len(value) != 4:
                raise ValueError("color length must be 3-4")
            parts = [to_int(v) & 0xFF for v in value]
            rgb = tuple(parts[:3])
            white = parts[3] if len(parts) == 4 else 0
        else:
            raise TypeError("can't convert %s to int" % type(value).__name__)
        if self._bpp == 3:
            return rgb
        if white == 0 and rgb[0] == rgb[1] == rgb[2]:
            return (0, 0, 0, rgb[0])  # a grey on an RGBW strip lights its white LED
        return rgb + (white,)

    def _index(self, index):
        if isinstance(index, slice):
            return range(self._n)[index]
        index = to_int(index)
        if index < 0:
            index += self._n
        if index < 0 or index >= self._n:
            raise IndexError("index out of range")
        return index

    def __len__(self):
        return self._n

    def __iter__(self):
        return iter(list(self._pixels))

    def __getitem__(self, index):
        where = self._index(index)
        if isinstance(where, int):
            return self._pixels[where]
        return [self._pixels[i] for i in where]

    def __setitem__(self, index, value):
        where = self._index(index)
        if isinstance(where, int):
            self._pixels[where] = self._color(value)
        else:
            values = list(value)
            if len(values) != len(where):
                raise ValueError("Unmatched number of items on RHS (expected %d, got %d)." % (len(where), len(values)))
            for i, color in zip(where, values):
                self._pixels[i] = self._color(color)
        if self.auto_write:
            self.show()

    @property
    def bpp(self):
        return self._bpp

    @property
    def byteorder(self):
        return self._order

    @property
    def brightness(self):
        return self._brightness

    @brightness.setter
    def brightness(self, value):
        self._brightness = min(max(to_float(value), 0.0), 1.0)
        if self.auto_write:
            self.show()

    def fill(self, color):
        color = self._color(color)
        self._pixels = [color] * self._n
        if self.auto_write:
            self.show()

    def show(self):
        scale = int(self._brightness * 256)
        channels = ["RGBW".index(c) for c in self._order]
        buf = bytearray(self._n * self._bpp)
        i = 0
        for pixel in self._pixels:
            for c in channels:
                buf[i] = pixel[c] * scale // 256
                i += 1
        self._transmit(buf)
