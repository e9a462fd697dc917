"""busdisplay as CircuitPython 9 has it (displayio.Display is its old name): a display on a
display bus, refreshed with what its root group shows.

A refresh finds what changed since the last one (each TileGrid remembers where it drew and
what), draws those areas bottom layer first (_displayio_render), and sends them as whole
pages over the bus, as the firmware does for a monochrome OLED (color_depth 1, pixels in a
byte sharing a column): column range, page range, then the pixels, at most 512 bytes a write.
"""
import _chispa
import _displayio_refresh as auto
import _displayio_render
import displayio
from _chispa_hw import to_float, to_int

_REQUIRED = object()
# The firmware draws into a 128-word buffer: a write carries at most this many pixels.
_PIXELS_PER_WRITE = 4096


class BusDisplay:
    """Manages updating a display over a display bus."""

    def __init__(
        self,
        display_bus,
        init_sequence,
        *args,
        width=_REQUIRED,
        height=_REQUIRED,
        colstart=0,
        rowstart=0,
        rotation=0,
        color_depth=16,
        grayscale=False,
        pixels_in_byte_share_row=True,
        bytes_per_cell=1,
        reverse_pixels_in_byte=False,
        reverse_bytes_in_word=True,
        set_column_command=0x2A,
        set_row_command=0x2B,
        write_ram_command=0x2C,
        set_vertical_scroll=0,
        backlight_pin=None,
        brightness_command=None,
        brightness=1.0,
        single_byte_bounds=False,
        data_as_commands=False,
        auto_refresh=True,
        native_frames_per_second=60,
        backlight_on_high=True,
        SH1107_addressing=False,
        backlight_pwm_frequency=50000
    ):
        if args:
            raise TypeError("extra positional arguments given")
        for name, value in (("width", width), ("height", height)):
            if value is _REQUIRED:
                raise TypeError("'%s' argument required" % name)
        rotation = to_int(rotation)
        if rotation % 90:
            raise ValueError("Display rotation must be in 90 degree increments")
        if auto.display is not None:
            raise RuntimeError("Too many displays")
        if not hasattr(display_bus, "_command"):
            raise ValueError("Unsupported display bus type")
        if to_int(color_depth) != 1 or pixels_in_byte_share_row:
            raise NotImplementedError("the simulator drives monochrome OLEDs only (color_depth=1)")
        self._bus = display_bus
        self._width = to_int(width)
        self._height = to_int(height)
        self._rotation = rotation % 360
        self._colstart = to_int(colstart)
        self._rowstart = to_int(rowstart)
        self._column_command = set_column_command
        self._row_command = set_row_command
        self._write_ram_command = write_ram_command
        self._data_as_commands = bool(data_as_commands)
        self._brightness_command = brightness_command
        self._brightness = 1.0
        self._frame_ms = 1000 // to_int(native_frames_per_second)
        self._auto_refresh = False
        self._root = None
        self._full = True
        self._uncovered = []  # areas of layers that left the screen since the last refresh
        self._refreshed_at = -1000000
        self._last_refresh_call = 0
        self._first_manual_refresh = not auto_refresh
        self._send_init_sequence(init_sequence)
        if brightness_command is not None:
            self.brightness = brightness
        auto.display = self
        self.root_group = displayio.CIRCUITPYTHON_TERMINAL
        self.auto_refresh = auto_refresh

    def _send_init_sequence(self, sequence):
        sequence = bytes(sequence)
        i = 0
        while i < len(sequence):
            command = sequence[i]
            count = sequence[i + 1] & 0x7F
            has_delay = sequence[i + 1] & 0x80
            params = sequence[i + 2 : i + 2 + count]
            took = self._bus._begin()
            try:
                self._send(bytes((command,)), params)
            finally:
                if took:
                    self._bus._end()
            delay = 10
            if has_delay:
                delay = sequence[i + 2 + count]
                delay = 500 if delay == 255 else delay
                count += 1
            _chispa.sleep(delay)
            i += 2 + count

    def _send(self, command, params):
        """A command and its parameters: all as commands, or the parameters as data."""
        if self._data_as_commands:
            self._bus._command(command + params)
        else:
            self._bus._command(command)
            if params:
                self._bus._data(params)

    # --- properties ---

    def show(self, group):
        raise AttributeError(".show(x) removed. Use .root_group = x")

    @property
    def root_group(self):
        return self._root

    @root_group.setter
    def root_group(self, group):
        if group is not None and not isinstance(group, displayio.Group):
            raise ValueError("Must be a Group subclass.")
        if group is self._root:
            return
        if group is not None and group._parent is not None:
            raise ValueError("Group already used")
        if self._root is not None:
            self._root._parent = None
            displayio._forget(self._root)
        self._root = group
        if group is not None:
            group._parent = displayio._SHOWN
        self._full = True
        auto.changed()

    @property
    def auto_refresh(self):
        return self._auto_refresh

    @auto_refresh.setter
    def auto_refresh(self, value):
        self._first_manual_refresh = not value
        self._auto_refresh = bool(value)
        if self._auto_refresh:
            auto.changed()

    @property
    def brightness(self):
        if self._brightness_command is None:
            raise RuntimeError("Brightness not adjustable")
        return self._brightness

    @brightness.setter
    def brightness(self, value):
        value = to_float(value)
        if value < 0 or value > 1.0:
            raise ValueError("brightness must be 0-1")
        if self._brightness_command is None:
            raise RuntimeError("Brightness not adjustable")
        if not self._bus._begin():
            raise RuntimeError("Brightness not adjustable")
        try:
            self._send(bytes((self._brightness_command,)), bytes((int(0xFF * value),)))
        finally:
            self._bus._end()
        self._brightness = value

    @property
    def width(self):
        return self._width

    @property
    def height(self):
        return self._height

    @property
    def bus(self):
        return self._bus

    @property
    def rotation(self):
        return self._rotation

    @rotation.setter
    def rotation(self, value):
        value = to_int(value)
        if value % 90:
            raise ValueError("Display rotation must be in 90 degree increments")
        self._set_rotation(value)
        self._full = True
        auto.changed()

    def _set_rotation(self, rotation):
        rotation %= 360
        if (rotation % 180 != 0) != (self._rotation % 180 != 0):
            self._width, self._height = self._height, self._width
        self._rotation = rotation

    def _panel_size(self):
        """Width and height of the panel itself (the display's turned by 90° or 270°)."""
        if self._rotation % 180:
            return self._height, self._width
        return self._width, self._height

    # --- refreshing ---

    def refresh(self, *args, target_frames_per_second=None, minimum_frames_per_second=0):
        if args:
            raise TypeError("extra positional arguments given")
        if not self._auto_refresh and not self._first_manual_refresh and target_frames_per_second is not None:
            now = _chispa.now()
            since_refresh = int(now - self._refreshed_at)
            minimum = to_int(minimum_frames_per_second)
            if minimum > 0 and since_refresh > 1000 // minimum:
                raise RuntimeError("Below minimum frame rate")
            frame_ms = 1000 // to_int(target_frames_per_second)
            since_call = now - self._last_refresh_call
            self._last_refresh_call = now
            if since_call > frame_ms:
                return False
            _chispa.sleep(frame_ms - since_refresh % frame_ms)
        self._first_manual_refresh = False
        self._refresh()
        return True

    def _refresh(self):
        """Sends what changed since the last refresh; False when the bus is busy."""
        if auto.display is not self or not self._bus._begin():
            return False
        auto.hold()
        try:
            self._refreshed_at = _chispa.now()
            auto.refreshed()
            areas, layers = self._changes()
            for rect in self._panel_areas(areas):
                self._send_area(rect, layers)
        finally:
            self._bus._end()
            auto.release()
        # The bridge hands devices' views to the page at most every 16 ms, and at every sleep:
        # a sleep of no time hands over the finished frame, also to a program that then spins.
        _chispa.sleep(0)
        return True

    def _changes(self):
        areas = self._uncovered
        self._uncovered = []
        layers = []
        root = self._root
        if root is not None:
            _displayio_render.walk(root, root._x, root._y, root._scale, root._hidden, areas, layers)
        for layer, _, _, _ in layers:
            layer._bitmap._dirty = None
        if self._full:
            self._full = False
            areas = [(0, 0, self._width, self._height)]
        return areas, layers

    def _to_panel(self, rect):
        """Where a rectangle (x0, y0, x1, y1) of the display is on the panel."""
        x0, y0, x1, y1 = rect
        pw, ph = self._panel_size()
        rotation = self._rotation
        if rotation == 0:
            return rect
        if rotation == 180:
            return (pw - x1, ph - y1, pw - x0, ph - y0)
        if rotation == 90:
            return (pw - y1, x0, pw - y0, x1)
        return (y0, ph - x1, y1, ph - x0)

    def _from_panel(self, rect):
        x0, y0, x1, y1 = rect
        pw, ph = self._panel_size()
        rotation = self._rotation
        if rotation == 0:
            return rect
        if rotation == 180:
            return (pw - x1, ph - y1, pw - x0, ph - y0)
        if rotation == 90:
            return (y0, pw - x1, y1, pw - x0)
        return (ph - y1, x0, ph - y0, x1)

    def _panel_areas(self, areas):
        """The changed areas on the panel, clipped, grown to whole pages, and merged."""
        pw, ph = self._panel_size()
        rects = []
        for area in areas:
            x0, y0, x1, y1 = self._to_panel(area)
            x0, y0, x1, y1 = max(0, x0), max(0, y0), min(pw, x1), min(ph, y1)
            if x0 < x1 and y0 < y1:
                rects.append((x0, y0 & ~7, x1, min(ph, (y1 + 7) & ~7)))
        return _displayio_render.merge(rects)

    def _send_area(self, rect, layers):
        x0, y0, x1, y1 = rect
        logical = self._from_panel(rect)
        width = logical[2] - logical[0]
        canvas = bytearray(width * (logical[3] - logical[1]))
        for layer, lx, ly, scale in layers:
            _displayio_render.paint(layer, lx, ly, scale, canvas, logical)
        panel_width = x1 - x0
        row = self._row_reader(canvas, rect, logical)
        pages_per_write = max(1, _PIXELS_PER_WRITE // panel_width // 8)
        page = y0 // 8
        while page < y1 // 8:
            end = min(y1 // 8, page + pages_per_write)
            rows = [[row(8 * p + bit) for bit in range(8)] for p in range(page, end)]
            data = _displayio_render.pages(rows, panel_width)
            self._send(bytes((self._column_command,)), bytes((x0 + self._colstart, x1 - 1 + self._colstart)))
            first_row = (8 * page + self._rowstart) // 8
            last_row = (8 * end + self._rowstart) // 8 - 1
            self._send(bytes((self._row_command,)), bytes((first_row, last_row)))
            if not self._data_as_commands:
                self._bus._command(bytes((self._write_ram_command,)))
            self._bus._data(data)
            page = end

    def _row_reader(self, canvas, rect, logical):
        """A function giving panel row y of the area as (bytes, byteorder) from the canvas."""
        x0, y0, x1, y1 = rect
        width = logical[2] - logical[0]
        view = memoryview(canvas)
        rotation = self._rotation
        if rotation == 0:
            return lambda y: (view[(y - y0) * width : (y - y0 + 1) * width], "little")
        if rotation == 180:
            return lambda y: (view[(y1 - 1 - y) * width : (y1 - y) * width], "big")
        # Turned by 90° or 270°, a panel row is a canvas column: gather it pixel by pixel.
        if rotation == 90:
            return lambda y: (bytes([canvas[(x1 - 1 - x) * width + y - y0] for x in range(x0, x1)]), "little")
        return lambda y: (bytes([canvas[(x - x0) * width + y1 - 1 - y] for x in range(x0, x1)]), "little")

    def _release(self):
        if self._root is not None:
            self._root._parent = None
            displayio._forget(self._root)
        self._root = None
        self._auto_refresh = False
