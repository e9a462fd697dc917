"""displayio as CircuitPython 9 has it: Bitmaps, Palettes and TileGrids in Groups, shown by a
display (busdisplay.BusDisplay; here the SSD1306's monochrome pages).

Every change a display may show calls `auto.changed()` (_displayio_refresh); each TileGrid
remembers where it drew and what (`_key`, `_area`), so that the display finds what changed.
"""
import _displayio_refresh as auto
from _chispa_hw import to_int
from _displayio_bitmap import Bitmap, ColorConverter, Colorspace, Palette, _check_range

# A root group's parent: it is shown, so it cannot join a group.
_SHOWN = object()

_REQUIRED = object()


class TileGrid:
    """A grid of tiles sourced out of one bitmap."""

    def __init__(
        self,
        bitmap,
        *args,
        pixel_shader=_REQUIRED,
        width=1,
        height=1,
        tile_width=None,
        tile_height=None,
        default_tile=0,
        x=0,
        y=0,
    ):
        if args:
            raise TypeError("extra positional arguments given")
        if pixel_shader is _REQUIRED:
            raise TypeError("'pixel_shader' argument required")
        if not isinstance(bitmap, Bitmap):
            raise TypeError("unsupported bitmap type")
        _check_shader(pixel_shader)
        tile_width = to_int(tile_width or 0) or bitmap._w
        tile_height = to_int(tile_height or 0) or bitmap._h
        if bitmap._w % tile_width:
            raise ValueError("Tile width must exactly divide bitmap width")
        if bitmap._h % tile_height:
            raise ValueError("Tile height must exactly divide bitmap height")
        self._bitmap = bitmap
        self._pixel_shader = pixel_shader
        self._width = to_int(width)
        self._height = to_int(height)
        self._tile_width = tile_width
        self._tile_height = tile_height
        self._tiles = bytearray(bytes((to_int(default_tile) & 0xFF,)) * (self._width * self._height))
        self._x = to_int(x)
        self._y = to_int(y)
        self._hidden = False
        self._flip_x = False
        self._flip_y = False
        self._transpose_xy = False
        self._parent = None
        # What the display drew last: the key of its place and content, and the area it covered.
        self._key = None
        self._area = None
        self._version = 0

    def _set(self, name, value):
        if getattr(self, name) != value:
            setattr(self, name, value)
            self._version += 1
            auto.changed()

    hidden = property(lambda self: self._hidden, lambda self, v: self._set("_hidden", bool(v)))
    x = property(lambda self: self._x, lambda self, v: self._set("_x", to_int(v)))
    y = property(lambda self: self._y, lambda self, v: self._set("_y", to_int(v)))
    flip_x = property(lambda self: self._flip_x, lambda self, v: self._set("_flip_x", bool(v)))
    flip_y = property(lambda self: self._flip_y, lambda self, v: self._set("_flip_y", bool(v)))
    transpose_xy = property(
        lambda self: self._transpose_xy, lambda self, v: self._set("_transpose_xy", bool(v))
    )
    width = property(lambda self: self._width)
    height = property(lambda self: self._height)
    tile_width = property(lambda self: self._tile_width)
    tile_height = property(lambda self: self._tile_height)

    @property
    def pixel_shader(self):
        return self._pixel_shader

    @pixel_shader.setter
    def pixel_shader(self, shader):
        _check_shader(shader)
        self._set("_pixel_shader", shader)

    @property
    def bitmap(self):
        return self._bitmap

    @bitmap.setter
    def bitmap(self, bitmap):
        if not isinstance(bitmap, Bitmap):
            raise TypeError("unsupported bitmap type")
        if bitmap._w != self._bitmap._w or bitmap._h != self._bitmap._h:
            raise ValueError("New bitmap must be same size as old bitmap")
        self._set("_bitmap", bitmap)

    def _box(self):
        """The grid's size on screen, before scaling: its pixels, turned by transpose_xy."""
        w = self._width * self._tile_width
        h = self._height * self._tile_height
        return (h, w) if self._transpose_xy else (w, h)

    def contains(self, touch_tuple):
        x, y = touch_tuple[0], touch_tuple[1]
        w, h = self._box()
        return self._x <= x < self._x + w and self._y <= y < self._y + h

    def _tile_index(self, index):
        if isinstance(index, slice):
            raise NotImplementedError("Slices not supported")
        if isinstance(index, int):
            x, y = index % self._width, index // self._width
        else:
            x, y = to_int(index[0]), to_int(index[1])
        if x < 0 or y < 0 or x >= self._width or y >= self._height:
            raise IndexError("Tile index out of bounds")
        return y * self._width + x

    def __getitem__(self, index):
        return self._tiles[self._tile_index(index)]

    def __setitem__(self, index, value):
        i = self._tile_index(index)
        value = _check_range(value, 0, 255, "tile")
        if self._tiles[i] != value:
            self._tiles[i] = value
            self._version += 1
            auto.changed()


def _check_shader(shader):
    if not isinstance(shader, Palette) and not isinstance(shader, ColorConverter):
        raise TypeError("unsupported pixel_shader type")


def _check_layer(layer):
    if not isinstance(layer, Group) and not isinstance(layer, TileGrid):
        raise ValueError("Layer must be a Group or TileGrid subclass")
    if layer._parent is not None:
        raise ValueError("Layer already in a group")


def _forget(layer):
    """A layer left the screen: what it drew must be drawn over, and drawn again if it comes back."""
    if isinstance(layer, Group):
        for child in layer._layers:
            _forget(child)
        return
    if layer._area is not None:
        auto.uncover(layer._area)
    layer._area = None
    layer._key = None


class Group:
    """Manages a group of sprites and groups and how they are inter-related."""

    def __init__(self, *args, scale=1, x=0, y=0):
        if args:
            raise TypeError("extra positional arguments given")
        self._scale = _check_range(scale, 1, 32767, "scale")
        self._x = to_int(x)
        self._y = to_int(y)
        self._hidden = False
        self._layers = []
        self._parent = None

    def _set(self, name, value):
        if getattr(self, name) != value:
            setattr(self, name, value)
            auto.changed()

    hidden = property(lambda self: self._hidden, lambda self, v: self._set("_hidden", bool(v)))
    x = property(lambda self: self._x, lambda self, v: self._set("_x", to_int(v)))
    y = property(lambda self: self._y, lambda self, v: self._set("_y", to_int(v)))

    @property
    def scale(self):
        return self._scale

    @scale.setter
    def scale(self, value):
        value = to_int(value)
        if value < 1:
            raise ValueError("scale must be >= 1")
        self._set("_scale", value)

    def _index(self, index):
        count = len(self._layers)
        index = to_int(index)
        if index < 0:
            index += count
        if index < 0 or index >= count:
            raise IndexError("Group index out of range")
        return index

    def append(self, layer):
        self.insert(len(self._layers), layer)

    def insert(self, index, layer):
        if to_int(index) != len(self._layers):
            index = self._index(index)
        _check_layer(layer)
        layer._parent = self
        self._layers.insert(index, layer)
        auto.changed()

    def index(self, layer):
        for i, item in enumerate(self._layers):
            if item is layer:
                return i
        raise ValueError("object not in sequence")

    def pop(self, i=-1):
        layer = self._layers.pop(self._index(i))
        layer._parent = None
        _forget(layer)
        auto.changed()
        return layer

    def remove(self, layer):
        self.pop(self.index(layer))

    def sort(self, key=None, reverse=False):
        self._layers.sort(key=key, reverse=reverse)
        for layer in self._layers:
            _forget(layer)
        auto.changed()

    def __len__(self):
        return len(self._layers)

    def __bool__(self):
        return len(self._layers) != 0

    def __contains__(self, layer):
        return any(item is layer for item in self._layers)

    def __iter__(self):
        return iter(list(self._layers))

    def __getitem__(self, index):
        if isinstance(index, slice):
            raise NotImplementedError("Slices not supported")
        return self._layers[self._index(index)]

    def __setitem__(self, index, layer):
        if isinstance(index, slice):
            raise NotImplementedError("Slices not supported")
        index = self._index(index)
        _check_layer(layer)
        old = self._layers[index]
        old._parent = None
        _forget(old)
        layer._parent = self
        self._layers[index] = layer
        auto.changed()

    def __delitem__(self, index):
        if isinstance(index, slice):
            raise NotImplementedError("Slices not supported")
        self.pop(index)


# The serial terminal the board shows on a display until root_group is set. Here it shows
# nothing: the console is on the page.
CIRCUITPYTHON_TERMINAL = Group()


def release_displays():
    """Releases the display and its bus, so that their pins can be used again."""
    if auto.display is not None:
        auto.display._release()
    if auto.bus is not None:
        auto.bus._deinit()
    auto.display = None
    auto.bus = None


def __getattr__(name):
    # CircuitPython 9's deprecated names for what moved to busdisplay and i2cdisplaybus.
    if name == "Display":
        import busdisplay

        return busdisplay.BusDisplay
    if name == "I2CDisplay":
        import i2cdisplaybus

        return i2cdisplaybus.I2CDisplayBus
    raise AttributeError("'module' object has no attribute '%s'" % name)
