"""adafruit_framebuf: drawing into a byte buffer for small displays (SSD1306, Sharp Memory).

Our implementation of the library's documented API: FrameBuffer(buf, width, height,
buf_format=MVLSB, stride=None) draws pixels, lines, rectangles, circles and text in any of four
rotations; text() reads the 5x8 font from font5x8.bin next to code.py, as the board does.
MVLSB, MHMSB and RGB888 buffers are drawn; blit() takes MicroPython's framebuf arguments.
"""

MVLSB = 0  # one bit a pixel, 8 rows a byte, bit 0 on top (SSD1306)
RGB565 = 1
GS4_HMSB = 2
MHMSB = 3  # one bit a pixel, 8 columns a byte, bit 7 on the left (Sharp Memory)
RGB888 = 4  # three bytes a pixel: R, G, B
GS2_HMSB = 5


def _fill_bytes(buf, value):
    buf[:] = bytes((value,)) * len(buf)


class MVLSBFormat:
    @staticmethod
    def set_pixel(framebuf, x, y, color):
        index = (y >> 3) * framebuf.stride + x
        if color:
            framebuf.buf[index] |= 1 << (y & 7)
        else:
            framebuf.buf[index] &= ~(1 << (y & 7)) & 0xFF

    @staticmethod
    def get_pixel(framebuf, x, y):
        return (framebuf.buf[(y >> 3) * framebuf.stride + x] >> (y & 7)) & 1

    @staticmethod
    def fill(framebuf, color):
        _fill_bytes(framebuf.buf, 0xFF if color else 0)

    @staticmethod
    def fill_rect(framebuf, x, y, width, height, color):
        buf = framebuf.buf
        bottom = y + height
        while y < bottom:
            top = y & 7
            rows = min(8 - top, bottom - y)
            mask = ((1 << rows) - 1) << top
            start = (y >> 3) * framebuf.stride + x
            if color:
                for index in range(start, start + width):
                    buf[index] |= mask
            else:
                keep = ~mask & 0xFF
                for index in range(start, start + width):
                    buf[index] &= keep
            y += rows

    @staticmethod
    def column(framebuf, x, y, bits, color):
        """Eight rows of one column from (x, y) down, bit 0 on top (a font's column), clipped."""
        if y < 0:
            bits >>= -y
            y = 0
        if y + 8 > framebuf.height:
            bits &= (1 << max(0, framebuf.height - y)) - 1
        if not bits or x < 0 or x >= framebuf.width:
            return
        buf = framebuf.buf
        index = (y >> 3) * framebuf.stride + x
        shift = y & 7
        for part in ((bits << shift) & 0xFF, bits >> (8 - shift)):
            if part:
                if color:
                    buf[index] |= part
                else:
                    buf[index] &= ~part & 0xFF
            index += framebuf.stride

    @staticmethod
    def scroll(framebuf, columns, delta_x, delta_y):
        buf, stride, height = framebuf.buf, framebuf.stride, framebuf.height
        pages = (height + 7) >> 3
        everything = (1 << (8 * pages)) - 1
        rows = max(0, height - abs(delta_y))
        moved = ((1 << rows) - 1) << (delta_y if delta_y > 0 else 0)
        for x in columns:
            source = 0
            target = 0
            for page in range(pages):
                source |= buf[page * stride + x - delta_x] << (8 * page)
                target |= buf[page * stride + x] << (8 * page)
            source = source << delta_y if delta_y >= 0 else source >> -delta_y
            target = (target & (everything ^ moved)) | (source & moved)
            for page in range(pages):
                buf[page * stride + x] = (target >> (8 * page)) & 0xFF


class _PixelByPixel:
    """Rectangles and fills one set_pixel at a time, for the formats drawn less often."""

    @classmethod
    def fill_rect(cls, framebuf, x, y, width, height, color):
        for row in range(y, y + height):
            for column in range(x, x + width):
                cls.set_pixel(framebuf, column, row, color)

    @classmethod
    def fill(cls, framebuf, color):
        cls.fill_rect(framebuf, 0, 0, framebuf.width, framebuf.height, color)


class MHMSBFormat(_PixelByPixel):
    @staticmethod
    def set_pixel(framebuf, x, y, color):
        index = (y * framebuf.stride + x) >> 3
        if color:
            framebuf.buf[index] |= 0x80 >> (x & 7)
        else:
            framebuf.buf[index] &= ~(0x80 >> (x & 7)) & 0xFF

    @staticmethod
    def get_pixel(framebuf, x, y):
        return (framebuf.buf[(y * framebuf.stride + x) >> 3] >> (7 - (x & 7))) & 1

    @staticmethod
    def fill(framebuf, color):
        _fill_bytes(framebuf.buf, 0xFF if color else 0)


class RGB888Format(_PixelByPixel):
    @staticmethod
    def set_pixel(framebuf, x, y, color):
        if isinstance(color, tuple):
            color = (color[0] << 16) | (color[1] << 8) | color[2]
        index = (y * framebuf.stride + x) * 3
        framebuf.buf[index : index + 3] = bytes(((color >> 16) & 0xFF, (color >> 8) & 0xFF, color & 0xFF))

    @staticmethod
    def get_pixel(framebuf, x, y):
        index = (y * framebuf.stride + x) * 3
        return (framebuf.buf[index] << 16) | (framebuf.buf[index + 1] << 8) | framebuf.buf[index + 2]


_FORMATS = {MVLSB: MVLSBFormat, MHMSB: MHMSBFormat, RGB888: RGB888Format}


class FrameBuffer:
    def __init__(self, buf, width, height, buf_format=MVLSB, stride=None):
        if buf_format not in _FORMATS:
            raise ValueError("invalid format")
        self.buf = buf
        self.width = width
        self.height = height
        self.stride = width if stride is None else stride
        self.format = _FORMATS[buf_format]()
        self._rotation = 0
        self._font = None

    @property
    def rotation(self):
        return self._rotation

    @rotation.setter
    def rotation(self, value):
        if value not in (0, 1, 2, 3):
            raise RuntimeError("Bad rotation setting")
        self._rotation = value

    def fill(self, color):
        self.format.fill(self, color)

    def pixel(self, x, y, color=None):
        rotation = self._rotation
        if rotation == 1:
            x, y = self.width - 1 - y, x
        elif rotation == 2:
            x, y = self.width - 1 - x, self.height - 1 - y
        elif rotation == 3:
            x, y = y, self.height - 1 - x
        if x < 0 or x >= self.width or y < 0 or y >= self.height:
            return None
        if color is None:
            return self.format.get_pixel(self, x, y)
        self.format.set_pixel(self, x, y, color)
        return None

    def rect(self, x, y, width, height, color, *, fill=False):
        rotation = self._rotation
        if rotation == 1:
            x, y, width, height = self.width - y - height, x, height, width
        elif rotation == 2:
            x, y = self.width - x - width, self.height - y - height
        elif rotation == 3:
            x, y, width, height = y, self.height - x - width, height, width
        if width < 1 or height < 1 or x + width <= 0 or y + height <= 0:
            return
        if x >= self.width or y >= self.height:
            return
        right = min(self.width - 1, x + width - 1)
        bottom = min(self.height - 1, y + height - 1)
        x = max(x, 0)
        y = max(y, 0)
        draw = self.format.fill_rect
        if fill:
            draw(self, x, y, right - x + 1, bottom - y + 1, color)
        else:
            draw(self, x, y, right - x + 1, 1, color)
            draw(self, x, bottom, right - x + 1, 1, color)
            draw(self, x, y, 1, bottom - y + 1, color)
            draw(self, right, y, 1, bottom - y + 1, color)

    def fill_rect(self, x, y, width, height, color):
        self.rect(x, y, width, height, color, fill=True)

    def hline(self, x, y, width, color):
        self.rect(x, y, width, 1, color, fill=True)

    def vline(self, x, y, height, color):
        self.rect(x, y, 1, height, color, fill=True)

    def line(self, x_0, y_0, x_1, y_1, color):
        # Bresenham's algorithm; `error` is twice the distance from the ideal line, in whole steps.
        d_x, d_y = abs(x_1 - x_0), abs(y_1 - y_0)
        s_x = -1 if x_0 > x_1 else 1
        s_y = -1 if y_0 > y_1 else 1
        x, y = x_0, y_0
        if d_x > d_y:
            error = d_x
            while x != x_1:
                self.pixel(x, y, color)
                error -= 2 * d_y
                if error < 0:
                    y += s_y
                    error += 2 * d_x
                x += s_x
        else:
            error = d_y
            while y != y_1:
                self.pixel(x, y, color)
                error -= 2 * d_x
                if error < 0:
                    x += s_x
                    error += 2 * d_y
                y += s_y
        self.pixel(x, y, color)

    def circle(self, center_x, center_y, radius, color):
        # The midpoint circle, one octant computed and mirrored into the other seven.
        x, y = radius - 1, 0
        d_x, d_y = 1, 1
        error = d_x - 2 * radius
        while x >= y:
            for p_x, p_y in ((x, y), (y, x), (-y, x), (-x, y), (-x, -y), (-y, -x), (y, -x), (x, -y)):
                self.pixel(center_x + p_x, center_y + p_y, color)
            if error <= 0:
                y += 1
                error += d_y
                d_y += 2
            if error > 0:
                x -= 1
                d_x += 2
                error += d_x - 2 * radius

    def scroll(self, delta_x, delta_y):
        """Moves the picture by (delta_x, delta_y); what it leaves behind stays as it was."""
        width, height = self.width, self.height
        columns = range(width - 1, delta_x - 1, -1) if delta_x >= 0 else range(0, width + delta_x)
        if isinstance(self.format, MVLSBFormat):
            self.format.scroll(self, columns, delta_x, delta_y)
            return
        rows = range(height - 1, delta_y - 1, -1) if delta_y >= 0 else range(0, height + delta_y)
        get, put = self.format.get_pixel, self.format.set_pixel
        for y in rows:
            for x in columns:
                put(self, x, y, get(self, x - delta_x, y - delta_y))

    def blit(self, source, x, y, key=-1, palette=None):
        for s_y in range(source.height):
            for s_x in range(source.width):
                color = source.pixel(s_x, s_y)
                if palette is not None:
                    color = palette.pixel(color, 0)
                if color != key:
                    self.pixel(x + s_x, y + s_y, color)

    def text(self, string, x, y, color, *, font_name="font5x8.bin", size=1):
        """Draws `string` from (x, y); each "\\n" starts a line below. Nothing wraps at the edge."""
        if self._font is None or self._font.font_name != font_name:
            self._font = BitmapFont(font_name)
        font = self._font
        frame_width, frame_height = self.width, self.height
        if self._rotation in (1, 3):
            frame_width, frame_height = frame_height, frame_width
        advance = (font.font_width + 1) * size
        for line in string.split("\n"):
            if y + font.font_height * size > 0 and y < frame_height:
                for i, char in enumerate(line):
                    char_x = x + i * advance
                    if char_x + font.font_width * size > 0 and char_x < frame_width:
                        font.draw_char(char, char_x, y, self, color, size=size)
            y += font.font_height * size

    def image(self, img):
        """Copies a 1-bit PIL image of the display's size into the buffer."""
        width, height = self.width, self.height
        if self._rotation in (1, 3):
            width, height = height, width
        if isinstance(self.format, RGB888Format) and img.mode != "RGB":
            raise ValueError("Image must be in mode RGB.")
        if not isinstance(self.format, RGB888Format) and img.mode != "1":
            raise ValueError("Image must be in mode 1.")
        if tuple(img.size) != (width, height):
            raise ValueError("Image must be same dimensions as display (%dx%d)." % (width, height))
        pixels = img.load()
        _fill_bytes(self.buf, 0)
        for x in range(width):
            for y in range(height):
                if pixels[(x, y)]:
                    self.pixel(x, y, pixels[(x, y)] if img.mode == "RGB" else 1)


class BitmapFont:
    """A font file: width and height bytes, then `width` column bytes for each of 256 characters."""

    def __init__(self, font_name="font5x8.bin"):
        self.font_name = font_name
        try:
            with open(font_name, "rb") as file:
                self._data = file.read()
        except OSError:
            print("Could not find font file", font_name)
            raise
        self.font_width, self.font_height = self._data[0], self._data[1]
        if len(self._data) != 2 + 256 * self.font_width:
            raise RuntimeError("Invalid font file: " + font_name)

    def deinit(self):
        self._data = b""

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.deinit()

    def draw_char(self, char, x, y, framebuffer, color, size=1):
        code = ord(char)
        if code > 255:
            return  # past the end of the file: nothing to draw
        size = max(size, 1)
        start = 2 + code * self.font_width
        columns = self._data[start : start + self.font_width]
        fast = size == 1 and framebuffer.rotation == 0 and isinstance(framebuffer.format, MVLSBFormat)
        for c_x, bits in enumerate(columns):
            if fast:
                framebuffer.format.column(framebuffer, x + c_x, y, bits, color)
                continue
            for c_y in range(self.font_height):
                if (bits >> c_y) & 1:
                    framebuffer.fill_rect(x + c_x * size, y + c_y * size, size, size, color)

    def width(self, text):
        return len(text) * (self.font_width + 1)


class FrameBuffer1(FrameBuffer):
    """FrameBuffer1, as MicroPython names a one-bit FrameBuffer."""
