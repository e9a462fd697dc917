"""digitalio (circuitpython-pico.md §2): DigitalInOut and its Direction, Pull, DriveMode."""
import _chispa
from _chispa_hw import PinOwner, claim, positional_only


class Direction:
    def __init__(self, name):
        self._name = name

    def __repr__(self):
        return "digitalio.Direction." + self._name


class Pull:
    def __init__(self, name):
        self._name = name

    def __repr__(self):
        return "digitalio.Pull." + self._name


class DriveMode:
    def __init__(self, name):
        self._name = name

    def __repr__(self):
        return "digitalio.DriveMode." + self._name


Direction.INPUT = Direction("INPUT")
Direction.OUTPUT = Direction("OUTPUT")
Pull.UP = Pull("UP")
Pull.DOWN = Pull("DOWN")
DriveMode.PUSH_PULL = DriveMode("PUSH_PULL")
DriveMode.OPEN_DRAIN = DriveMode("OPEN_DRAIN")

_PULL_NAMES = {Pull.UP: "up", Pull.DOWN: "down"}


def _check_pull(pull):
    if pull is not None and not isinstance(pull, Pull):
        raise TypeError("pull must be of type Pull or None, not %s" % type(pull).__name__)


class DigitalInOut(PinOwner):
    """A GPIO as a digital input or output. Starts as an input without pull."""

    def __init__(self, *args, **kwargs):
        positional_only(args, kwargs, 1)
        pin = args[0]
        claim(pin)
        self._pin = pin
        self._value = False
        self._drive_mode = DriveMode.PUSH_PULL
        self.switch_to_input()

    def switch_to_output(self, value=False, drive_mode=DriveMode.PUSH_PULL):
        self._check()
        self._direction = Direction.OUTPUT
        self._pull = None
        self._drive_mode = DriveMode.OPEN_DRAIN if drive_mode is DriveMode.OPEN_DRAIN else DriveMode.PUSH_PULL
        self._set(value)

    def switch_to_input(self, pull=None):
        self._check()
        _check_pull(pull)
        self._direction = Direction.INPUT
        self._pull = pull
        _chispa.drive_input(self._pin._id, _PULL_NAMES.get(pull))

    def _set(self, value):
        self._value = bool(value)
        _chispa.drive_output(self._pin._id, self._value, self._drive_mode is DriveMode.OPEN_DRAIN)

    @property
    def direction(self):
        self._check()
        return self._direction

    @direction.setter
    def direction(self, direction):
        self._check()
        if direction is Direction.INPUT:
            self.switch_to_input()
        elif direction is Direction.OUTPUT:
            self.switch_to_output()
        else:
            raise ValueError("Invalid direction")

    @property
    def value(self):
        self._check()
        if self._direction is Direction.OUTPUT and self._drive_mode is DriveMode.PUSH_PULL:
            return self._value
        # An input, or an open-drain output let go: the level the circuit puts on the pin.
        return _chispa.read_digital(self._pin._id)

    @value.setter
    def value(self, value):
        self._check()
        if self._direction is Direction.INPUT:
            raise AttributeError("Cannot set value when direction is input.")
        self._set(value)

    @property
    def pull(self):
        self._check()
        if self._direction is Direction.OUTPUT:
            raise AttributeError("Pull not used when direction is output.")
        return self._pull

    @pull.setter
    def pull(self, pull):
        self._check()
        if self._direction is Direction.OUTPUT:
            raise AttributeError("Pull not used when direction is output.")
        self.switch_to_input(pull)

    @property
    def drive_mode(self):
        self._check()
        if self._direction is Direction.INPUT:
            raise AttributeError("Drive mode not used when direction is input.")
        return self._drive_mode

    @drive_mode.setter
    def drive_mode(self, drive_mode):
        self._check()
        if self._direction is Direction.INPUT:
            raise AttributeError("Drive mode not used when direction is input.")
        self._drive_mode = DriveMode.OPEN_DRAIN if drive_mode is DriveMode.OPEN_DRAIN else DriveMode.PUSH_PULL
        self._set(self._value)
