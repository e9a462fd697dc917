"""analogio (circuitpython-pico.md §3): AnalogIn on GP26-GP29; the RP2040 has no DAC."""
import _chispa
from _chispa_hw import PinOwner, check_free, claim, positional_only

_ADC_GPIOS = (26, 27, 28, 29)


class AnalogIn(PinOwner):
    """Reads 0-65535: the 12-bit ADC stretched to 16 bits as the firmware does."""

    def __init__(self, *args, **kwargs):
        positional_only(args, kwargs, 1)
        pin = args[0]
        check_free(pin)
        if pin._number not in _ADC_GPIOS:
            raise ValueError("Invalid pin")
        claim(pin)
        self._pin = pin
        _chispa.drive_input(pin._id, None)

    @property
    def value(self):
        self._check()
        volts = _chispa.read_voltage(self._pin._id)
        raw12 = min(max(round(volts / 3.3 * 4095), 0), 4095)
        return (raw12 << 4) | (raw12 >> 8)

    @value.setter
    def value(self, value):
        raise AttributeError("can't set attribute 'value'")

    @property
    def reference_voltage(self):
        self._check()
        return 3.3


class AnalogOut:
    def __init__(self, *args, **kwargs):
        positional_only(args, kwargs, 1)
        check_free(args[0])
        raise NotImplementedError("AnalogOut")
