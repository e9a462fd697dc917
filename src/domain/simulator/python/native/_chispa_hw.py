"""What the native-module shims share: the Pico's pins, who holds each one, and
CircuitPython's wording for argument errors (circuitpython-pico.md, conventions).

On the real board, board, digitalio, pwmio... are written in C, so a traceback never shows
a line inside them: the simulator hides every frame from this folder (/native).
"""

import _chispa
from _chispa_common import to_int

DEINITIALIZED = "Object has been deinitialized and can no longer be used. Create a new object."


def _canonical_name(number):
    # The first `board` name of each GPIO (§1.2): it names the pin in repr() and "in use".
    special = {23: "SMPS_MODE", 24: "VBUS_SENSE", 25: "LED", 26: "GP26_A0", 27: "GP27_A1", 28: "GP28_A2", 29: "A3"}
    return special.get(number, "GP%d" % number)


class Pin:
    """microcontroller.Pin: one object per GPIO, shared by board and microcontroller.pin."""

    def __init__(self, number):
        self._number = number
        self._name = _canonical_name(number)
        # The Pico part's pin name, as in BoardDrive (GP25 is the on-board LED).
        self._id = "GP%d" % number

    def __repr__(self):
        return "board." + self._name


PINS = [Pin(n) for n in range(30)]

# GPIO numbers held by a DigitalInOut, PWMOut, AnalogIn... until deinit() or the end of the run.
_claimed = set()


def check_pin(pin, arg="pin"):
    if not isinstance(pin, Pin):
        raise TypeError("%s must be of type Pin, not %s" % (arg, type(pin).__name__))


def check_free(pin, arg="pin"):
    check_pin(pin, arg)
    if pin._number in _claimed:
        raise ValueError("%s in use" % pin._name)


def claim(pin, arg="pin"):
    check_free(pin, arg)
    _claimed.add(pin._number)


def release(pin):
    _claimed.discard(pin._number)


class PinOwner:
    """A hardware object that holds one pin until deinit() or the end of its `with` block."""

    _pin = None

    def _check(self):
        if self._pin is None:
            raise ValueError(DEINITIALIZED)

    def _free_resources(self):
        """What a subclass holds besides the pin (a PWM channel)."""

    def deinit(self):
        if self._pin is None:
            return
        self._free_resources()
        release(self._pin)
        _chispa.release(self._pin._id)
        self._pin = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.deinit()


def positional_only(args, kwargs, count):
    """Checks a C constructor's arguments: `count` positional ones, no keywords."""
    if kwargs:
        raise TypeError("function doesn't take keyword arguments")
    if len(args) != count:
        raise TypeError("function takes %d positional arguments but %d were given" % (count, len(args)))


def to_float(value):
    if isinstance(value, bool) or isinstance(value, int) or isinstance(value, float):
        return float(value)
    raise TypeError("can't convert %s to float" % type(value).__name__)
