"""adafruit_hcsr04 (parts-behaviour.md, HC-SR04): the library's documented API, our own code.

HCSR04(trigger_pin, echo_pin, *, timeout=0.1): a 10 us pulse on TRIG starts a measurement and
a PulseIn times the ECHO pulse, as the library does on CircuitPython; `distance` is its length in
cm (us x 0.017), or RuntimeError("Timed out") when no pulse comes back within `timeout` seconds.
"""
import time

import microcontroller
from digitalio import DigitalInOut, Direction
from pulseio import PulseIn

# The sound's round trip: 340 m/s over twice the distance, per microsecond, in centimetres.
_CM_PER_US = 0.017
# How often the wait looks at the PulseIn (the board spins; the simulated clock must move).
_POLL_US = 100


class HCSR04:
    """An HC-SR04 on two pins: `trigger_pin` to TRIG, `echo_pin` to ECHO."""

    def __init__(self, trigger_pin, echo_pin, *, timeout=0.1):
        self._timeout = timeout
        self._trig = DigitalInOut(trigger_pin)
        self._trig.direction = Direction.OUTPUT
        self._echo = PulseIn(echo_pin)
        self._echo.pause()
        self._echo.clear()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.deinit()

    def deinit(self):
        """Frees both pins."""
        self._trig.deinit()
        self._echo.deinit()

    @property
    def distance(self):
        """The distance to the nearest object, in cm (a float)."""
        self._echo.clear()
        # Listening before the trigger: ECHO stays low until half a millisecond after TRIG falls,
        # so nothing is recorded early, and a slow page can never start listening after it rose.
        self._echo.resume()
        self._trig.value = True
        microcontroller.delay_us(10)
        self._trig.value = False
        started = time.monotonic()
        while not self._echo:
            if time.monotonic() - started > self._timeout:
                self._echo.pause()
                raise RuntimeError("Timed out")
            microcontroller.delay_us(_POLL_US)
        self._echo.pause()
        length = self._echo[0]
        if length >= 65535:
            raise RuntimeError("Timed out")
        return length * _CM_PER_US
