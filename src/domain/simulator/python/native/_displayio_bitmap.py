"""displayio's Bitmap, Palette and ColorConverter (C on the board).

A Bitmap keeps one byte a value (a list past 8 bits) and the area changed since the display
last drew it; a Palette and a ColorConverter give, for a value, what a 1-bit display shows.
"""
import _displayio_refresh as auto
from _chispa_hw import to_int


def _luma_bit(color):
    """What a 1-bit grayscale display shows for an RGB888 colour: the firmware's luma, halved."""
    luma = ((color >> 16) * 19 + ((color >> 8) & 0xFF) * 182 + (color & 0xFF) * 54) // 255
    return luma >> 7


def _check_range(value, low, high, name):
    value = to_int(value)
    if value < low or value > high:
        raise ValueError("%s must be %d-%d" % (name, low, high))
    return value


class Bitmap:
    """Stores values of a certain size in a 2D array."""

    def __init__(self, width, height, value_count):
        self._w = _check_range(width, 0, 32767, "width")
        self._h = _check_range(height, 0, 32767, "height")
        count = _check_range(value_count, 1, 65536, "value_count")
        bits = 1
        while (count - 1) >> bits:
            bits = bits * 2 if bits < 8 else bits + 8
        self._bits = bits
        self._max = (1 << bits) - 1
        self._data = bytearray(self._w * self._h) if bits <= 8 else [0] * (self._w * self._h)
        # Whether a value above 1 was ever stored: only then the display draws pixel by pixel.
        self._wide = bits > 8
        # (x1, y1, x2, y2) changed since the display last drew this bitmap.
        self._dirty = None

    @property
    def width(self):
        return self._w

    @property
    def height(self):
        return self._h

    @property
    def bits_per_value(self):
        return self._bits

    def _offset(self, index):
        if type(index) is tuple:
            x, y = index
            if type(x) is int and type(y) is int and 0 <= x < self._w and 0 <= y < self._h:
                return y * self._w + x
        if isinstance(index, int) and not isinstance(index, bool):
            if index < 0 or index >= self._w * self._h:
                raise IndexError("index must be 0-%d" % (self._w * self._h - 1))
            return index
        if isinstance(index, slice):
            raise NotImplementedError("Slices not supported")
        x, y = index
        x = to_int(x)
        y = to_int(y)
        if x < 0 or x >= self._w:
            raise IndexError("x must be 0-%d" % (self._w - 1))
        if y < 0 or y >= self._h:
            raise IndexError("y must be 0-%d" % (self._h - 1))
        return y * self._w + x

    def __getitem__(self, index):
        return self._data[self._offset(index)]

    def __setitem__(self, index, value):
        auto.is_mutating = True
        offset = self._offset(index)
        if type(value) is not int:
            value = to_int(value)
        if value < 0 or value > self._max:
            raise ValueError("value must be 0-%d" % self._max)
        self._data[offset] = value
        if value > 1:
            self._wide = True
        x = offset % self._w
        y = offset // self._w
        dirty = self._dirty
        if dirty is None:
            self._dirty = (x, y, x + 1, y + 1)
        elif not (dirty[0] <= x < dirty[2] and dirty[1] <= y < dirty[3]):
            self._dirty = (min(dirty[0], x), min(dirty[1], y), max(dirty[2], x + 1), max(dirty[3], y + 1))
        auto.changed()

    def __delitem__(self, index):
        raise AttributeError("Cannot delete values")

    def fill(self, value):
        value = _check_range(value, 0, self._max, "value")
        size = self._w * self._h
        if self._bits <= 8:
            self._data[:] = bytes((value,)) * size
        else:
            self._data = [value] * size
        if value > 1:
            self._wide = True
        self.dirty()

    def dirty(self, x1=0, y1=0, x2=-1, y2=-1):
        """Marks an area as changed (the whole bitmap by default)."""
        x2 = self._w if x2 == -1 else to_int(x2)
        y2 = self._h if y2 == -1 else to_int(y2)
        area = (to_int(x1), to_int(y1), x2, y2)
        dirty = self._dirty
        if dirty is not None:
            area = (min(dirty[0], area[0]), min(dirty[1], area[1]), max(dirty[2], x2), max(dirty[3], y2))
        self._dirty = area
        auto.changed()

    def deinit(self):
        pass


def _color_of(value):
    """A Palette colour from an int 0xRRGGBB, 3 or 4 bytes, or a tuple or list of 3 ints."""
    if isinstance(value, tuple) or isinstance(value, list):
        value = bytes(value)
    if isinstance(value, (bytes, bytearray)):
        if len(value) != 3 and len(value) != 4:
            raise ValueError("color buffer must be 3 bytes (RGB) or 4 bytes (RGB + pad byte)")
        return value[0] << 16 | value[1] << 8 | value[2]
    if isinstance(value, int):
        if value < 0 or value > 0xFFFFFF:
            raise TypeError("color must be between 0x000000 and 0xffffff")
        return value
    raise TypeError("color buffer must be a buffer, tuple, list, or int")


class Palette:
    """Maps a pixel value to a full colour."""

    def __init__(self, color_count, *, dither=False):
        count = _check_range(color_count, 1, 32767, "color_count")
        self._colors = [0] * count
        self._transparent = [False] * count
        self.dither = bool(dither)
        self._version = 0
        self._mono = None

    def __len__(self):
        return len(self._colors)

    def __bool__(self):
        return True

    def _index(self, index):
        count = len(self._colors)
        index = to_int(index)
        if index < 0:
            index += count
        if index < 0 or index >= count:
            raise IndexError("Palette index out of range")
        return index

    def __getitem__(self, index):
        return self._colors[self._index(index)]

    def __setitem__(self, index, value):
        index = self._index(index)
        self._colors[index] = _color_of(value)
        self._touch()

    def _palette_index(self, index):
        if not isinstance(index, int):
            raise TypeError("palette_index must be of type int, not %s" % type(index).__name__)
        return _check_range(index, 0, len(self._colors) - 1, "palette_index")

    def make_transparent(self, palette_index):
        self._transparent[self._palette_index(palette_index)] = True
        self._touch()

    def make_opaque(self, palette_index):
        self._transparent[self._palette_index(palette_index)] = False
        self._touch()

    def is_transparent(self, palette_index):
        return self._transparent[self._palette_index(palette_index)]

    def _touch(self):
        self._version += 1
        self._mono = None
        auto.changed()

    def _shades(self):
        """Per value: 0 or 1 as the display shows it, None where transparent."""
        if self._mono is None:
            self._mono = [None if t else _luma_bit(c) for c, t in zip(self._colors, self._transparent)]
        return self._mono

    def _shade(self, value):
        shades = self._shades()
        return shades[value] if value < len(shades) else None


class Colorspace:
    RGB888 = "RGB888"
    RGB565 = "RGB565"
    RGB565_SWAPPED = "RGB565_SWAPPED"
    RGB555 = "RGB555"
    RGB555_SWAPPED = "RGB555_SWAPPED"
    BGR565 = "BGR565"
    BGR565_SWAPPED = "BGR565_SWAPPED"
    BGR555 = "BGR555"
    BGR555_SWAPPED = "BGR555_SWAPPED"
    L8 = "L8"


class ColorConverter:
    """Converts one colour format to another (here: RGB888 values to the display's pixels)."""

    def __init__(self, *, input_colorspace=Colorspace.RGB888, dither=False):
        self._input = input_colorspace
        self.dither = bool(dither)
        self._transparent = None
        self._version = 0

    def convert(self, color):
        color = to_int(color)
        return (color >> 19) << 11 | ((color >> 10) & 0x3F) << 5 | ((color >> 3) & 0x1F)

    def make_transparent(self, color):
        self._transparent = to_int(color)
        self._version += 1
        auto.changed()

    def make_opaque(self, color):
        self._transparent = None
        self._version += 1
        auto.changed()

    def _shade(self, value):
        if value == self._transparent:
            return None
        if self._input == Colorspace.L8:
            return (value & 0xFF) >> 7
        if self._input == Colorspace.RGB565:
            value = (value >> 11 & 0x1F) << 19 | (value >> 5 & 0x3F) << 10 | (value & 0x1F) << 3
        return _luma_bit(value)
