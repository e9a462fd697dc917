"""ssd1306: the driver MicroPython lessons copy to the board (micropython-lib's API), written
here from the SSD1306 datasheet. The picture is a framebuf.FrameBuffer (MONO_VLSB: one byte
is 8 rows of a column, as the chip's pages are); show() sends it as display data, after
setting the column and page ranges, so the OLED on the canvas gets the real bytes.
"""
import framebuf

# Datasheet commands (section 9).
_OFF = 0xAE
_ON = 0xAF
_ADDRESSING = 0x20  # then 0: horizontal
_COLUMNS = 0x21  # then first, last
_PAGES = 0x22  # then first, last
_START_LINE = 0x40
_CONTRAST = 0x81
_CHARGE_PUMP = 0x8D
_SEGMENT_REMAP = 0xA0  # | 1: column 127 is SEG0
_FOLLOW_RAM = 0xA4
_NORMAL = 0xA6  # | 1: inverted
_MULTIPLEX = 0xA8
_COM_SCAN = 0xC0  # | 8: from COM[N-1] to COM0
_OFFSET = 0xD3
_CLOCK = 0xD5
_PRECHARGE = 0xD9
_COM_PINS = 0xDA
_VCOMH = 0xDB


class SSD1306(framebuf.FrameBuffer):
    def __init__(self, width, height, external_vcc):
        self.width = width
        self.height = height
        self.external_vcc = external_vcc
        self.pages = height // 8
        self.buffer = bytearray(self.pages * width)
        super().__init__(self.buffer, width, height, framebuf.MONO_VLSB)
        self.init_display()

    def init_display(self):
        wide = self.width > 2 * self.height  # 128x32: sequential COM pins
        for command in (
            _OFF, _ADDRESSING, 0x00, _START_LINE, _SEGMENT_REMAP | 1,
            _MULTIPLEX, self.height - 1, _COM_SCAN | 8, _OFFSET, 0x00,
            _COM_PINS, 0x02 if wide else 0x12, _CLOCK, 0x80,
            _PRECHARGE, 0x22 if self.external_vcc else 0xF1, _VCOMH, 0x30,
            _CONTRAST, 0xFF, _FOLLOW_RAM, _NORMAL,
            _CHARGE_PUMP, 0x10 if self.external_vcc else 0x14, _ON,
        ):
            self.write_cmd(command)
        self.fill(0)
        self.show()

    def poweroff(self):
        self.write_cmd(_OFF)

    def poweron(self):
        self.write_cmd(_ON)

    def contrast(self, contrast):
        self.write_cmd(_CONTRAST)
        self.write_cmd(contrast)

    def invert(self, invert):
        self.write_cmd(_NORMAL | (invert & 1))

    def rotate(self, rotate):
        self.write_cmd(_COM_SCAN | ((rotate & 1) << 3))
        self.write_cmd(_SEGMENT_REMAP | (rotate & 1))

    def show(self):
        first = 0
        if self.width != 128:
            first = (128 - self.width) // 2  # a narrower panel sits mid-way along the 128 columns
        for command in (_COLUMNS, first, first + self.width - 1, _PAGES, 0, self.pages - 1):
            self.write_cmd(command)
        self.write_data(self.buffer)


class SSD1306_I2C(SSD1306):
    def __init__(self, width, height, i2c, addr=0x3C, external_vcc=False):
        self.i2c = i2c
        self.addr = addr
        self._command = bytearray(2)
        super().__init__(width, height, external_vcc)

    def write_cmd(self, command):
        self._command[0] = 0x80  # control byte: Co=1, D/C#=0 (one command follows)
        self._command[1] = command
        self.i2c.writeto(self.addr, self._command)

    def write_data(self, data):
        self.i2c.writevto(self.addr, (b"\x40", data))  # control byte: D/C#=1, data to the end
