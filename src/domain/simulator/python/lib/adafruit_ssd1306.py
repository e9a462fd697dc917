"""adafruit_ssd1306: SSD1306 OLED displays, drawn with adafruit_framebuf and sent on show().

Our implementation of the library's documented API: SSD1306_I2C(width, height, i2c, *,
addr=0x3C, external_vcc=False, reset=None, page_addressing=False) is a FrameBuffer (MVLSB)
whose bytes go to the chip's display RAM on show(); poweron(), poweroff(), contrast(),
invert(), rotate() and write_cmd() send commands as the library does, one per I2C write.
"""
import time

import adafruit_framebuf
from adafruit_bus_device import i2c_device
from micropython import const

SET_CONTRAST = const(0x81)
SET_ENTIRE_ON = const(0xA4)
SET_NORM_INV = const(0xA6)
SET_DISP = const(0xAE)
SET_MEM_ADDR = const(0x20)
SET_COL_ADDR = const(0x21)
SET_PAGE_ADDR = const(0x22)
SET_DISP_START_LINE = const(0x40)
SET_SEG_REMAP = const(0xA0)
SET_MUX_RATIO = const(0xA8)
SET_IREF_SELECT = const(0xAD)
SET_COM_OUT_DIR = const(0xC0)
SET_DISP_OFFSET = const(0xD3)
SET_COM_PIN_CFG = const(0xDA)
SET_DISP_CLK_DIV = const(0xD5)
SET_PRECHARGE = const(0xD9)
SET_VCOM_DESEL = const(0xDB)
SET_CHARGE_PUMP = const(0x8D)


class _SSD1306(adafruit_framebuf.FrameBuffer):
    def __init__(self, buffer, width, height, *, external_vcc, reset, page_addressing):
        super().__init__(buffer, width, height)
        self.width = width
        self.height = height
        self.external_vcc = external_vcc
        self.reset_pin = reset
        self.page_addressing = page_addressing
        self.pages = height // 8
        self._power = False
        if reset:
            reset.switch_to_output(value=0)
        self.poweron()
        self.init_display()

    @property
    def power(self):
        return self._power

    def init_display(self):
        # Upright on the module (segment remap, COM scan from the last row), the RAM filled
        # across then down, and the panel's timing for its size; then a blank screen.
        short = self.height in (16, 32) and self.width != 64
        commands = (
            SET_DISP,
            SET_MEM_ADDR, 0x02 if self.page_addressing else 0x00,
            SET_DISP_START_LINE,
            SET_SEG_REMAP | 0x01,
            SET_MUX_RATIO, self.height - 1,
            SET_COM_OUT_DIR | 0x08,
            SET_DISP_OFFSET, 0x00,
            SET_COM_PIN_CFG, 0x02 if short else 0x12,
            SET_DISP_CLK_DIV, 0x80,
            SET_PRECHARGE, 0x22 if self.external_vcc else 0xF1,
            SET_VCOM_DESEL, 0x30,
            SET_CONTRAST, 0xFF,
            SET_ENTIRE_ON,
            SET_NORM_INV,
            SET_CHARGE_PUMP, 0x10 if self.external_vcc else 0x14,
            SET_DISP | 0x01,
        )
        for command in commands:
            self.write_cmd(command)
        if self.width == 72:
            self.write_cmd(SET_IREF_SELECT)
            self.write_cmd(0x30)
        self.fill(0)
        self.show()

    def poweroff(self):
        self.write_cmd(SET_DISP)
        self._power = False

    def poweron(self):
        if self.reset_pin:
            self.reset_pin.value = 1
            time.sleep(0.001)
            self.reset_pin.value = 0
            time.sleep(0.010)
            self.reset_pin.value = 1
            time.sleep(0.010)
        self.write_cmd(SET_DISP | 0x01)
        self._power = True

    def contrast(self, contrast):
        self.write_cmd(SET_CONTRAST)
        self.write_cmd(contrast)

    def invert(self, invert):
        self.write_cmd(SET_NORM_INV | (invert & 1))

    def rotate(self, rotate):
        # The COM scan turns the picture at once; the segment remap applies to the next show().
        self.write_cmd(SET_COM_OUT_DIR | ((rotate & 1) << 3))
        self.write_cmd(SET_SEG_REMAP | (rotate & 1))

    def show(self):
        if not self.page_addressing:
            # Narrow panels sit in the middle of the chip's 128 columns.
            first = (128 - self.width) // 2
            for command in (SET_COL_ADDR, first, first + self.width - 1, SET_PAGE_ADDR, 0, self.pages - 1):
                self.write_cmd(command)
        self.write_framebuf()

    def write_cmd(self, cmd):
        raise NotImplementedError

    def write_framebuf(self):
        raise NotImplementedError


class SSD1306_I2C(_SSD1306):
    def __init__(self, width, height, i2c, *, addr=0x3C, external_vcc=False, reset=None,
                 page_addressing=False):
        self.i2c_device = i2c_device.I2CDevice(i2c, addr)
        self.addr = addr
        self._command = bytearray(2)
        self._command[0] = 0x80  # Co = 1, D/C# = 0: one command byte follows
        # One write sends the whole picture: the control byte 40h (data follows), then the RAM.
        self.buffer = bytearray(1 + width * (height // 8))
        self.buffer[0] = 0x40
        super().__init__(
            memoryview(self.buffer)[1:],
            width,
            height,
            external_vcc=external_vcc,
            reset=reset,
            page_addressing=page_addressing,
        )

    def write_cmd(self, cmd):
        self._command[1] = cmd
        with self.i2c_device:
            self.i2c_device.write(self._command)

    def write_framebuf(self):
        if not self.page_addressing:
            with self.i2c_device:
                self.i2c_device.write(self.buffer)
            return
        page_data = bytearray(1 + self.width)
        page_data[0] = 0x40
        first = (128 - self.width) // 2
        for page in range(self.pages):
            for command in (0xB0 | page, first & 0x0F, 0x10 | (first >> 4)):
                self.write_cmd(command)
            page_data[1:] = self.buffer[1 + page * self.width : 1 + (page + 1) * self.width]
            with self.i2c_device:
                self.i2c_device.write(page_data)


class SSD1306_SPI(_SSD1306):
    """The SPI variant: no SPI display is in the simulator's parts, so it says so at once."""

    def __init__(self, width, height, spi, dc, reset, cs, *, external_vcc=False, baudrate=8000000,
                 polarity=0, phase=0, page_addressing=False):
        raise NotImplementedError("The simulated SSD1306 talks I2C only: use SSD1306_I2C")
