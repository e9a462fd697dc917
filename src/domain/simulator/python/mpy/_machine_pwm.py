"""machine.PWM and machine.ADC for the rp2 port (MicroPython v1.24).

PWM: GPIO n is slice (n >> 1) & 7, channel n & 1. A slice has one frequency (its divider and
TOP, worked out as the port does, so freq() reads back what the hardware makes), and the
output starts only once both the slice's frequency and the channel's duty are set. The bridge
gets the duty as duty_u16 reads it back, 0-65535.
"""
import _chispa
import _mpy_hw
from _machine_pin import ALT, gpio_of
from _mpy_hw import to_int

_SYSTEM_HZ = 125000000
_TOP_MAX = 65534
_slices = {}  # slice -> (div16, top), once its frequency is set
_channels = {}  # (slice, channel) -> the PWM driving it
_deferring = False  # init() sends once, after all its arguments, as the port starts PWM then


def _divider(freq):
    """(div16, top) for `freq`, or the port's ValueError."""
    if freq <= 0:
        raise ValueError("freq too small")
    if (_SYSTEM_HZ + freq // 2) // freq < _TOP_MAX:
        div16 = 16
        top = (_SYSTEM_HZ + freq // 2) // freq - 1
    else:
        div16 = (16 * _SYSTEM_HZ + _TOP_MAX * freq - 1) // (_TOP_MAX * freq)
        top = (16 * _SYSTEM_HZ + div16 * freq // 2) // (div16 * freq) - 1
    if div16 < 16:
        raise ValueError("freq too large")
    if div16 >= 256 * 16:
        raise ValueError("freq too small")
    return div16, top


class PWM:
    def __init__(self, dest, *args, **kwargs):
        self._gpio = gpio_of(dest)
        self._gpio.mode = ALT  # the pin's function is PWM until a Pin or another use takes it back
        number = self._gpio.number
        self._key = ((number >> 1) & 7, number & 1)
        self._cc = None  # the channel's compare level, once a duty is set
        self._invert = False
        _channels[self._key] = self
        self.init(*args, **kwargs)

    def init(self, freq=None, *, duty_u16=None, duty_ns=None, invert=None):
        global _deferring
        _deferring = True
        try:
            self._configure(freq, duty_u16, duty_ns, invert)
        finally:
            _deferring = False
        self._send()

    def _configure(self, freq, duty_u16, duty_ns, invert):
        if freq is not None:
            self.freq(freq)
        if duty_u16 is not None:
            self.duty_u16(duty_u16)
        if duty_ns is not None:
            self.duty_ns(duty_ns)
        if invert is not None:
            self._invert = bool(invert)

    def _send(self):
        if _deferring or self._gpio.mode != ALT:
            return
        pin = self._gpio.id
        slice_ = _slices.get(self._key[0])
        if slice_ is None or self._cc is None:
            _chispa.drive_output(pin, self._invert, False)  # not started: the pin idles
            return
        duty = self._duty_u16()
        _chispa.drive_pwm(pin, 65535 - duty if self._invert else duty, self.freq())

    def _duty_u16(self):
        top = _slices[self._key[0]][1]
        return min((self._cc * 65535 + (top + 1) // 2) // (top + 1), 65535)

    def freq(self, *value):
        _mpy_hw.service()
        slice_ = self._key[0]
        if not value:
            if slice_ not in _slices:
                return 0
            div16, top = _slices[slice_]
            return (16 * _SYSTEM_HZ + div16 * (top + 1) // 2) // (div16 * (top + 1))
        kept = [(pwm, pwm._kept) for pwm in self._slice_pwms() if pwm._cc is not None]
        _slices[slice_] = _divider(to_int(value[0]))
        # The slice's channels keep their duty as a fraction (or in ns) at the new frequency.
        for pwm, duty in kept:
            pwm._set_level(duty)
        for pwm in self._slice_pwms():
            pwm._send()

    def _slice_pwms(self):
        return [pwm for key, pwm in _channels.items() if key[0] == self._key[0]]

    def _set_level(self, kept):
        kind, amount = kept
        if kind == "u16":
            self.duty_u16(amount)
        else:
            self.duty_ns(amount)

    _kept = ("u16", 0)  # the duty as last set, in its own unit

    def duty_u16(self, *value):
        if not value:
            return self._duty_u16() if self._cc is not None and self._key[0] in _slices else 0
        duty = min(to_int(value[0]), 65535)
        top = _slices[self._key[0]][1] if self._key[0] in _slices else 65535
        self._cc = (duty * (top + 1) + 65535 // 2) // 65535
        self._kept = ("u16", duty)
        self._send()

    def _slice_hz(self):
        div16 = _slices[self._key[0]][0] if self._key[0] in _slices else 16
        return (16 * _SYSTEM_HZ + div16 // 2) // div16

    def duty_ns(self, *value):
        if not value:
            if self._cc is None or self._key[0] not in _slices:
                return 0
            hz = self._slice_hz()
            return (self._cc * 1000000000 + hz // 2) // hz
        ns = to_int(value[0])
        top = _slices[self._key[0]][1] if self._key[0] in _slices else 65535
        self._cc = min((ns * self._slice_hz() + 500000000) // 1000000000, top + 1)
        self._kept = ("ns", ns)
        self._send()

    def deinit(self):
        # The port stops the whole slice: both its channels go quiet.
        for pwm in self._slice_pwms():
            if pwm._gpio.mode == ALT:
                _chispa.drive_output(pwm._gpio.id, False, False)

    def __repr__(self):
        return "<PWM slice=%u channel=%u invert=%u>" % (self._key[0], self._key[1], self._invert)


_ADC_GPIOS = (26, 27, 28, 29)
_TEMPERATURE_CHANNEL = 4
_SENSOR_VOLTS = 0.706  # the RP2040's sensor at 27 °C (datasheet)


class ADC:
    """ADC(channel 0-4 or pin GP26-GP29). read_u16: the 12-bit reading stretched to 16 bits."""

    CORE_TEMP = _TEMPERATURE_CHANNEL

    def __init__(self, source):
        self._gpio = None
        if isinstance(source, int) and not isinstance(source, bool) and 0 <= source <= 4:
            self._channel = source
            if source < 4:
                self._gpio = gpio_of(26 + source)
        else:
            self._gpio = gpio_of(source)
            if self._gpio.number not in _ADC_GPIOS or self._gpio.name == "WL_GPIO0":
                raise ValueError("Pin doesn't have ADC capabilities")
            self._channel = self._gpio.number - 26
        if self._gpio is not None:
            self._gpio.mode = None
            _chispa.drive_input(self._gpio.id, None)

    def read_u16(self):
        _mpy_hw.service()
        if self._gpio is None:
            volts = _SENSOR_VOLTS
        else:
            volts = _chispa.read_voltage(self._gpio.id)
        raw = min(max(round(volts / 3.3 * 4095), 0), 4095)
        return (raw << 4) | (raw >> 8)

    def __repr__(self):
        return "<ADC channel=%u>" % self._channel
