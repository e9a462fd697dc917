"""pwmio (circuitpython-pico.md §4): PWMOut with the RP2040's slices, dividers and errors.

GPIO n is slice (n >> 1) & 7, channel A (even) or B (odd). Two outputs on one slice must
share one fixed frequency; a variable-frequency output needs its slice alone.
"""
import _chispa
from _chispa_hw import PinOwner, check_free, claim, to_int

_SYSTEM_CLOCK = 125000000
_MAX_FREQUENCY = _SYSTEM_CLOCK // 2

_channels_in_use = set()  # (slice, channel)
_slice_frequency = {}  # slice -> the frequency its outputs asked for
_variable_slices = set()

_REQUIRED = object()


def _achieved_frequency(frequency):
    """The frequency the divider and counter really make, as `.frequency` reads it back."""
    if frequency <= _SYSTEM_CLOCK / 65536:
        f16 = _SYSTEM_CLOCK // 4096
        divider = f16 // frequency
        if f16 % frequency >= frequency // 2:
            divider += 1
        divider = min(divider, 4095)
        return (f16 + divider // 2) // divider
    top = _SYSTEM_CLOCK // frequency - 1
    return _SYSTEM_CLOCK // (top + 1)


def _check_frequency(frequency):
    if frequency < 1 or frequency > _MAX_FREQUENCY:
        raise ValueError("Invalid frequency")


def _allocate(slice_, channel, variable, frequency):
    if (slice_, channel) in _channels_in_use:
        raise RuntimeError("Internal resource(s) in use")
    if slice_ in _slice_frequency:
        if variable:
            raise ValueError("Invalid variable_frequency")
        if slice_ in _variable_slices:
            raise RuntimeError("Internal resource(s) in use")
        if _slice_frequency[slice_] != frequency:
            raise ValueError("Invalid frequency")
    _channels_in_use.add((slice_, channel))
    _slice_frequency[slice_] = frequency
    if variable:
        _variable_slices.add(slice_)


def _free(slice_, channel):
    _channels_in_use.discard((slice_, channel))
    if (slice_, 1 - channel) not in _channels_in_use:
        _slice_frequency.pop(slice_, None)
        _variable_slices.discard(slice_)


class PWMOut(PinOwner):
    """PWMOut(pin, *, duty_cycle=0, frequency=500, variable_frequency=False)."""

    def __init__(self, pin=_REQUIRED, *extra, duty_cycle=0, frequency=500, variable_frequency=False):
        if extra:
            raise TypeError("extra positional arguments given")
        if pin is _REQUIRED:
            raise TypeError("'pin' argument required")
        duty_cycle = to_int(duty_cycle)
        frequency = to_int(frequency)
        check_free(pin)
        _check_frequency(frequency)
        self._slice = (pin._number >> 1) & 7
        self._channel = pin._number & 1
        _allocate(self._slice, self._channel, bool(variable_frequency), frequency)
        claim(pin)
        self._pin = pin
        self._variable = bool(variable_frequency)
        self._duty = duty_cycle & 0xFFFF  # the constructor truncates, only the setter checks
        self._frequency = _achieved_frequency(frequency)
        self._send()

    def _send(self):
        _chispa.drive_pwm(self._pin._id, self._duty, self._frequency)

    def _free_resources(self):
        _free(self._slice, self._channel)

    @property
    def duty_cycle(self):
        self._check()
        return self._duty

    @duty_cycle.setter
    def duty_cycle(self, duty_cycle):
        self._check()
        duty_cycle = to_int(duty_cycle)
        if duty_cycle < 0 or duty_cycle > 65535:
            raise ValueError("duty_cycle must be 0-65535")
        self._duty = duty_cycle
        self._send()

    @property
    def frequency(self):
        self._check()
        return self._frequency

    @frequency.setter
    def frequency(self, frequency):
        self._check()
        if not self._variable:
            raise AttributeError("Invalid variable_frequency")
        frequency = to_int(frequency)
        _check_frequency(frequency)
        _slice_frequency[self._slice] = frequency
        self._frequency = _achieved_frequency(frequency)
        self._send()
