"""adafruit_display_text: text labels for displayio, and helpers to wrap text.

Our own implementation of the library's documented API. A label is a Group at (x, y) holding
a scaled Group with one TileGrid: a Bitmap the text is drawn into (value 1) on its background
(value 0), through a two-colour Palette. As in the library, (x, y) is the left edge of the
text, halfway down the first line's ascent (at the baseline with base_alignment=True).
"""
import _displayio_refresh as auto
import displayio


def wrap_text_to_lines(string, max_chars):
    """Splits `string` into lines of at most `max_chars` characters, breaking between words
    and hyphenating words that do not fit on a line of their own."""
    lines = []
    line = ""
    for word in string.replace("\r", "").replace("\n", " ").split(" "):
        while len(word) > max_chars:
            if line:
                lines.append(line)
                line = ""
            lines.append(word[: max_chars - 1] + "-")
            word = word[max_chars - 1 :]
        if not line:
            line = word
        elif len(line) + 1 + len(word) <= max_chars:
            line += " " + word
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    return [text for text in lines if text] or [""]


def wrap_text_to_pixels(string, max_width, font=None, indent0="", indent1=""):
    """Splits `string` into lines at most `max_width` pixels wide in `font` (characters when
    there is no font), breaking between words, keeping the input's own line breaks."""

    def measure(text):
        if font is None:
            return len(text)
        total = 0
        for character in text:
            glyph = font.get_glyph(ord(character))
            if glyph:
                total += glyph.shift_x
        return total

    lines = []
    for paragraph in string.split("\n"):
        line = indent0 if not lines else indent1
        fresh = True
        for word in paragraph.split(" "):
            candidate = line + ("" if fresh else " ") + word
            if fresh or measure(candidate) <= max_width:
                line = candidate
                fresh = False
                continue
            lines.append(line)
            line = indent1 + word
        lines.append(line)
    return lines


class LabelBase(displayio.Group):
    """What every label shares: font, colours, position by anchor, scale, bounding box."""

    def __init__(
        self,
        font,
        x=0,
        y=0,
        text="",
        color=0xFFFFFF,
        background_color=None,
        line_spacing=1.25,
        background_tight=False,
        padding_top=0,
        padding_bottom=0,
        padding_left=0,
        padding_right=0,
        anchor_point=None,
        anchored_position=None,
        scale=1,
        base_alignment=False,
        tab_replacement=(4, " "),
        label_direction="LTR",
        verbose=False,
    ):
        auto.hold()
        try:
            super().__init__(x=x, y=y, scale=1)
            self._font = font
            self._text = ""
            self._palette = displayio.Palette(2)
            self._color = None
            self._background_color = None
            self._line_spacing = line_spacing
            self._background_tight = background_tight
            self._padding = (padding_top, padding_bottom, padding_left, padding_right)
            self._anchor_point = anchor_point
            self._anchored_position = anchored_position
            self._base_alignment = base_alignment
            self._tab_text = tab_replacement[1] * tab_replacement[0]
            self._label_direction = label_direction
            self._bounding_box = (0, 0, 0, 0)
            self._tilegrid = None
            self._local_group = displayio.Group(scale=scale)
            self.append(self._local_group)
            self.color = color
            self._set_background_color(background_color)
            self._set_text(_checked(text))
        finally:
            auto.release()

    def _ascent_descent(self):
        if hasattr(self._font, "ascent") and hasattr(self._font, "descent"):
            return self._font.ascent, self._font.descent
        ascent = descent = 0
        for character in "M j'":
            glyph = self._font.get_glyph(ord(character))
            if glyph:
                ascent = max(ascent, glyph.height + glyph.dy)
                descent = max(descent, -glyph.dy)
        return ascent, descent

    @property
    def font(self):
        return self._font

    @font.setter
    def font(self, new_font):
        self._font = new_font
        self._update()

    @property
    def color(self):
        return self._color

    @color.setter
    def color(self, new_color):
        self._color = new_color
        if new_color is None:
            self._palette[1] = 0
            self._palette.make_transparent(1)
        else:
            self._palette[1] = new_color
            self._palette.make_opaque(1)

    @property
    def background_color(self):
        return self._background_color

    @background_color.setter
    def background_color(self, new_color):
        self._set_background_color(new_color)
        self._update()

    def _set_background_color(self, new_color):
        self._background_color = new_color
        if new_color is None:
            self._palette[0] = 0
            self._palette.make_transparent(0)
        else:
            self._palette[0] = new_color
            self._palette.make_opaque(0)

    @property
    def text(self):
        return self._text

    @text.setter
    def text(self, new_text):
        new_text = _checked(new_text)
        if new_text != self._text:
            self._set_text(new_text)

    def _set_text(self, new_text):
        self._text = new_text
        self._update()

    @property
    def scale(self):
        return self._local_group.scale

    @scale.setter
    def scale(self, new_scale):
        self._local_group.scale = new_scale
        self.anchored_position = self._anchored_position

    @property
    def line_spacing(self):
        return self._line_spacing

    @line_spacing.setter
    def line_spacing(self, new_spacing):
        self._line_spacing = new_spacing
        self._update()

    @property
    def label_direction(self):
        return self._label_direction

    @label_direction.setter
    def label_direction(self, new_direction):
        if new_direction not in ("LTR", "RTL"):
            raise RuntimeError("Please provide a valid text direction")
        self._label_direction = new_direction
        self._update()

    @property
    def bounding_box(self):
        """(x, y, width, height) of the text, from the label's (x, y), before scaling."""
        return tuple(self._bounding_box)

    @property
    def width(self):
        return self._bounding_box[2]

    @property
    def height(self):
        return self._bounding_box[3]

    @property
    def anchor_point(self):
        return self._anchor_point

    @anchor_point.setter
    def anchor_point(self, new_anchor_point):
        self._anchor_point = new_anchor_point
        self.anchored_position = self._anchored_position

    @property
    def anchored_position(self):
        return self._anchored_position

    @anchored_position.setter
    def anchored_position(self, new_position):
        self._anchored_position = new_position
        if self._anchor_point is None or new_position is None:
            return
        box_x, box_y, box_w, box_h = self._bounding_box
        scale = self.scale
        self.x = int(new_position[0] - box_x * scale - round(self._anchor_point[0] * box_w * scale))
        self.y = int(new_position[1] - box_y * scale - round(self._anchor_point[1] * box_h * scale))

    # --- drawing the text ---

    def _update(self):
        auto.hold()
        try:
            self._draw()
            self.anchored_position = self._anchored_position
        finally:
            auto.release()

    def _lines(self):
        text = self._text.replace("\t", self._tab_text)
        lines = text.split("\n")
        if self._label_direction == "RTL":
            lines = ["".join(reversed(line)) for line in lines]
        return lines

    def _draw(self):
        """Draws the text into a Bitmap the size of its box (and background padding)."""
        font = self._font
        ascent, descent = self._ascent_descent()
        line_height = int(self._line_spacing * font.get_bounding_box()[1])
        lines = self._lines()
        glyphs = [[font.get_glyph(ord(c)) for c in line] for line in lines]
        glyphs = [[g for g in line if g] for line in glyphs]
        text_w = 0
        for line in glyphs:
            x = right = 0
            for glyph in line:
                right = max(right, x + glyph.dx + glyph.width)
                x += glyph.shift_x
            text_w = max(text_w, x, right)
        text_h = (len(lines) - 1) * line_height + ascent + descent
        top = -ascent if self._base_alignment else -(ascent // 2)
        if text_w == 0:
            self._bounding_box = (0, top, 0, text_h) if self._text else (0, 0, 0, 0)
            self._set_bitmap(None, 0, 0)
            return
        pad_top, pad_bottom, pad_left, pad_right = self._padding
        if self._background_color is None or self._background_tight:
            pad_top = pad_bottom = pad_left = pad_right = 0
        bitmap = displayio.Bitmap(text_w + pad_left + pad_right, text_h + pad_top + pad_bottom, 2)
        for row, line in enumerate(glyphs):
            x = pad_left
            baseline = pad_top + row * line_height + ascent
            for glyph in line:
                _blit(bitmap, glyph, x + glyph.dx, baseline - glyph.height - glyph.dy)
                x += glyph.shift_x
        self._bounding_box = (0, top, text_w, text_h)
        self._set_bitmap(bitmap, -pad_left, top - pad_top)

    def _set_bitmap(self, bitmap, x, y):
        old = self._tilegrid
        if bitmap is None:
            if old is not None:
                self._local_group.remove(old)
                self._tilegrid = None
            return
        if old is not None and (old.bitmap.width, old.bitmap.height) == (bitmap.width, bitmap.height):
            old.x = x
            old.y = y
            old.bitmap = bitmap
            return
        tilegrid = displayio.TileGrid(bitmap, pixel_shader=self._palette, x=x, y=y)
        if old is not None:
            self._local_group.remove(old)
        self._local_group.append(tilegrid)
        self._tilegrid = tilegrid


def _checked(text):
    # The library handles text as a str: anything else fails where it first looks for tabs.
    if not isinstance(text, str):
        raise AttributeError("'%s' object has no attribute 'find'" % type(text).__name__)
    return text


def _blit(bitmap, glyph, x, y):
    """Copies a glyph's lit pixels into `bitmap` at (x, y), row by row where the font allows."""
    source = glyph.bitmap
    tiles_across = source.width // glyph.width
    sx = (glyph.tile_index % tiles_across) * glyph.width
    sy = (glyph.tile_index // tiles_across) * glyph.height
    data = getattr(source, "_data", None)
    for row in range(glyph.height):
        ty = y + row
        if ty < 0 or ty >= bitmap.height:
            continue
        if isinstance(data, bytearray) and 0 <= x and x + glyph.width <= bitmap.width:
            start = (sy + row) * source.width + sx
            target = ty * bitmap.width + x
            bitmap._data[target : target + glyph.width] = data[start : start + glyph.width]
            continue
        for column in range(glyph.width):
            tx = x + column
            if 0 <= tx < bitmap.width and source[sx + column, sy + row]:
                bitmap[tx, ty] = 1
