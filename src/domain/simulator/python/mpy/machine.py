"""machine for the Raspberry Pi Pico W (MicroPython v1.24): what the BitDogLab's lessons use.

Each class lives in its own file (_machine_*.py) and is C in the real firmware, so none of
these frames shows in a traceback. Not here: UART, SPI, RTC, WDT, Signal (nothing drawn on
the canvas needs them yet).
"""
import _chispa
from _machine_i2c import I2C, SoftI2C
from _machine_pin import Pin, gpio_of
from _machine_pwm import ADC, PWM
from _machine_timer import Timer
from _mpy_hw import sleep_ms, to_int

_freq = 125000000


def freq(*hz):
    global _freq
    if not hz:
        return _freq
    _freq = to_int(hz[0])


def unique_id():
    return b"\xe6\x61\x38\x52\x83\x4a\x27\x2c"


def idle():
    sleep_ms(1)


def lightsleep(ms=None):
    if ms is not None:
        sleep_ms(to_int(ms))


deepsleep = lightsleep


def disable_irq():
    return 0


def enable_irq(state=0):
    pass


def reset():
    # The board restarts, and would run main.py again: here the run ends there.
    raise SystemExit


soft_reset = reset


def bitstream(pin, encoding, timing, buf):
    """Sends `buf` as WS2812 bits (encoding 0, what neopixel uses); the canvas reads GRB."""
    _chispa.drive_neopixel(gpio_of(pin).id, bytes(buf).hex())
