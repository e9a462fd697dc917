"""machine.Pin for the rp2 port (MicroPython v1.24, Pico W).

One state per GPIO, shared by every Pin object made for it, as the firmware's Pin objects
are the GPIOs themselves. Nothing claims a pin: MicroPython lets a program remake a Pin or
put PWM on it at any time. `Pin("LED")` is the Pico W's LED, which sits on the WiFi chip
(WL_GPIO0); the simulator's Pico draws its LED on GP25, so it drives that.
"""
import _chispa
import _mpy_hw
from _mpy_hw import to_int

IN = 0
OUT = 1
OPEN_DRAIN = 2
ALT = 3
PULL_UP = 1
PULL_DOWN = 2
IRQ_FALLING = 4  # the RP2040's GPIO_IRQ_EDGE_FALL
IRQ_RISING = 8  # GPIO_IRQ_EDGE_RISE

# Names Pin() takes: the Pico W's board names (GP0-GP22, GP26-GP28, LED, WL_GPIO0) and the
# RP2040's (GPIO0-GPIO29). A Pin prints with the chip's name.
_NAMES = {"LED": (25, "WL_GPIO0"), "WL_GPIO0": (25, "WL_GPIO0")}
for _n in range(30):
    _NAMES["GPIO%d" % _n] = (_n, "GPIO%d" % _n)
    if _n < 23 or 25 < _n < 29:
        _NAMES["GP%d" % _n] = (_n, "GPIO%d" % _n)
_PULL_NAMES = {PULL_UP: "up", PULL_DOWN: "down"}


class _Gpio:
    def __init__(self, number, name):
        self.number = number
        self.name = name
        self.id = "GP%d" % number  # the Pico part's pin name, as in the BoardDrive
        self.mode = None  # not yet set by the program: reads the pin
        self.pull = 0
        self.out = 0
        self.handler = None
        self.trigger = 0
        self.level = 0  # the level the last IRQ check saw


_gpios = {}


def gpio_of(pin):
    """The GPIO a Pin, a number or a name stands for (machine_pin_find's rules)."""
    if isinstance(pin, Pin):
        return pin._gpio
    if isinstance(pin, str):
        if pin not in _NAMES:
            raise ValueError('unknown named pin "%s"' % pin)
        number, name = _NAMES[pin]
    elif isinstance(pin, int) and not isinstance(pin, bool) and 0 <= pin < 30:
        number, name = pin, "GPIO%d" % pin
    else:
        raise ValueError("invalid pin")
    if name not in _gpios:
        _gpios[name] = _Gpio(number, name)
    return _gpios[name]


class _Irq:
    def __init__(self, gpio):
        self._gpio = gpio

    def trigger(self):
        return self._gpio.trigger

    def flags(self):
        return 0


class Pin:
    IN = IN
    OUT = OUT
    OPEN_DRAIN = OPEN_DRAIN
    ALT = ALT
    PULL_UP = PULL_UP
    PULL_DOWN = PULL_DOWN
    IRQ_FALLING = IRQ_FALLING
    IRQ_RISING = IRQ_RISING

    def __init__(self, id, *args, **kwargs):
        self._gpio = gpio_of(id)
        if args or kwargs:
            self.init(*args, **kwargs)

    def init(self, mode=None, pull=None, *, value=None, alt=None):
        gpio = self._gpio
        if value is not None:
            gpio.out = 1 if value else 0
        if mode is not None:
            mode = to_int(mode)
            if mode == OPEN_DRAIN and value is None:
                gpio.out = 1
            gpio.mode = mode
        gpio.pull = 0 if pull is None else to_int(pull)  # None means no pull, as on the rp2
        self._send()

    def _send(self):
        gpio = self._gpio
        if gpio.mode in (OUT, OPEN_DRAIN):
            _chispa.drive_output(gpio.id, bool(gpio.out), gpio.mode == OPEN_DRAIN)
        else:
            _chispa.drive_input(gpio.id, _PULL_NAMES.get(gpio.pull & 3))

    def value(self, *args):
        _mpy_hw.service()
        gpio = self._gpio
        if not args:
            if gpio.mode == OUT:
                return gpio.out
            return 1 if _chispa.read_digital(gpio.id) else 0
        if len(args) > 1:
            raise TypeError("function takes at most 2 positional arguments")
        gpio.out = 1 if args[0] else 0
        if gpio.mode in (OUT, OPEN_DRAIN):
            self._send()

    def __call__(self, *args):
        return self.value(*args)

    def on(self):
        self.value(1)

    def off(self):
        self.value(0)

    high = on
    low = off

    def toggle(self):
        self.value(1 - self._gpio.out)

    def irq(self, handler=None, trigger=IRQ_FALLING | IRQ_RISING, hard=False):
        gpio = self._gpio
        gpio.handler = handler
        gpio.trigger = to_int(trigger)
        gpio.level = 1 if _chispa.read_digital(gpio.id) else 0
        if self in _mpy_hw.watched:
            _mpy_hw.watched.remove(self)
        for pin in list(_mpy_hw.watched):
            if pin._gpio is gpio:
                _mpy_hw.watched.remove(pin)
        if handler is not None and gpio.trigger:
            _mpy_hw.watched.append(self)
        return _Irq(gpio)

    def _watch(self):
        gpio = self._gpio
        level = 1 if _chispa.read_digital(gpio.id) else 0
        if level == gpio.level:
            return
        gpio.level = level
        edge = IRQ_RISING if level else IRQ_FALLING
        if gpio.trigger & edge and gpio.handler is not None:
            gpio.handler(self)

    def __repr__(self):
        gpio = self._gpio
        mode = {OUT: "OUT", OPEN_DRAIN: "OPEN_DRAIN", ALT: "ALT"}.get(gpio.mode, "IN")
        pull = {PULL_UP: ", pull=PULL_UP", PULL_DOWN: ", pull=PULL_DOWN"}.get(gpio.pull & 3, "")
        return "Pin(%s, mode=%s%s)" % (gpio.name, mode, pull)
