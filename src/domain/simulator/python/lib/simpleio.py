"""simpleio (circuitpython-pico.md §7): tone() and map_range(), as in the Adafruit library."""
import time

import pwmio


def tone(pin, frequency, duration=1, length=100):
    """Plays a square wave on `pin` for `duration` seconds; blocks until it ends."""
    with pwmio.PWMOut(pin, frequency=int(frequency), variable_frequency=False) as pwm:
        pwm.duty_cycle = 0x8000
        time.sleep(duration)


def map_range(x, in_min, in_max, out_min, out_max):
    """Maps x from one range to another, clamped to the output range; returns a float."""
    in_range = in_max - in_min
    in_delta = x - in_min
    if in_range != 0:
        mapped = in_delta / in_range
    elif in_delta != 0:
        mapped = in_delta
    else:
        mapped = 0.5
    mapped *= out_max - out_min
    mapped += out_min
    if out_min <= out_max:
        return max(min(mapped, out_max), out_min)
    return min(max(mapped, out_max), out_min)


def constrain(x, out_min, out_max):
    return min(max(x, out_min), out_max)
