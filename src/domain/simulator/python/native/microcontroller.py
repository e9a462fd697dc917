"""microcontroller (circuitpython-pico.md §5): the CPU's figures and every GPIO by number."""
import _chispa
from _chispa_hw import PINS, Pin, to_int


def _sensor_celsius():
    # RP2040 datasheet: T = 27 - (V - 0.706) / 0.001721, V read by the 12-bit ADC at room temperature.
    volts = round(0.706 / 3.3 * 4096) * 3.3 / 4096
    return 27 - (volts - 0.706) / 0.001721


class Processor:
    """microcontroller.cpu."""

    frequency = 125000000
    voltage = None
    uid = bytearray(b"\xe6\x61\x38\x52\x83\x4a\x27\x2c")

    @property
    def temperature(self):
        return _sensor_celsius()


class _PinNames:
    """microcontroller.pin: GPIO0 ... GPIO29, the same objects as board's pins."""

    def __init__(self):
        for pin in PINS:
            setattr(self, "GPIO%d" % pin._number, pin)


cpu = Processor()
pin = _PinNames()


def delay_us(delay):
    _chispa.sleep(to_int(delay) / 1000)
