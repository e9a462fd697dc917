"""neopixel as MicroPython's firmware has it (frozen in the rp2 build): NeoPixel(pin, n,
bpp=3, timing=1). `np[i] = (r, g, b)` and fill() change the buffer; only write() sends it,
through machine.bitstream, in the WS2812's wire order (green, red, blue[, white]).
"""
from machine import bitstream

# Where red, green, blue and white go within a pixel's bytes on the wire.
_WIRE_ORDER = (1, 0, 2, 3)


class NeoPixel:
    def __init__(self, pin, n, bpp=3, timing=1):
        self.pin = pin
        self.n = n
        self.bpp = bpp
        self.timing = timing
        self.buf = bytearray(n * bpp)
        pin.init(pin.OUT)

    def __len__(self):
        return self.n

    def __setitem__(self, index, colour):
        start = index * self.bpp
        for i in range(self.bpp):
            self.buf[start + _WIRE_ORDER[i]] = colour[i]

    def __getitem__(self, index):
        start = index * self.bpp
        return tuple(self.buf[start + _WIRE_ORDER[i]] for i in range(self.bpp))

    def fill(self, colour):
        for index in range(self.n):
            self[index] = colour

    def write(self):
        if self.bpp == 3:
            bitstream(self.pin, 0, self.timing, self.buf)
            return
        # The canvas's pixels are RGB: a white channel is left out of what they show.
        wire = bytearray()
        for start in range(0, len(self.buf), self.bpp):
            wire += self.buf[start:start + 3]
        bitstream(self.pin, 0, self.timing, wire)
