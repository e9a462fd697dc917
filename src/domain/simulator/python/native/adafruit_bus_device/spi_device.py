"""adafruit_bus_device.spi_device: one device behind a chip select on a shared busio.SPI.

Our implementation of the library's documented API: `SPIDevice(spi, chip_select=None, *,
cs_active_value=False, baudrate=100000, polarity=0, phase=0, extra_clocks=0)`; `with device as
spi:` locks and configures the bus and selects the device for the block.
"""


class SPIDevice:
    def __init__(
        self, spi, chip_select=None, *, cs_active_value=False, baudrate=100000, polarity=0, phase=0, extra_clocks=0
    ):
        self.spi = spi
        self.baudrate = baudrate
        self.polarity = polarity
        self.phase = phase
        self.extra_clocks = extra_clocks
        self.chip_select = chip_select
        self.cs_active_value = cs_active_value
        if self.chip_select:
            self.chip_select.switch_to_output(value=not self.cs_active_value)

    def __enter__(self):
        while not self.spi.try_lock():
            pass
        self.spi.configure(baudrate=self.baudrate, polarity=self.polarity, phase=self.phase)
        if self.chip_select:
            self.chip_select.value = self.cs_active_value
        return self.spi

    def __exit__(self, *exc):
        if self.chip_select:
            self.chip_select.value = not self.cs_active_value
        if self.extra_clocks > 0:
            clocks = bytearray(1)
            clocks[0] = 0xFF
            for _ in range((self.extra_clocks + 7) // 8):
                self.spi.write(clocks)
        self.spi.unlock()
        return False
