"""adafruit_dht (parts-behaviour.md, DHT11 / DHT22): the library's documented API, our own code.

DHT11(pin) and DHT22(pin) read the sensor through a PulseIn, as the library does on
CircuitPython: hold the line low (18 ms for a DHT11, 1 ms for a DHT22), listen for a quarter of a
second, then read the 40 bits from the lengths of the high pulses. `temperature` and `humidity`
take a new reading only when the last one is more than 2 s old (the library's rule for both
sensors), so reading one after the other gives the same reading.
"""
import time

from pulseio import PulseIn

# The PulseIn keeps the last 81 pulses: each bit's low and high, and the final low.
_MAX_PULSES = 81
# A high pulse longer than this many microseconds is a 1 (26-28 us is a 0, 70 us a 1).
_ONE_FROM_US = 51
_LISTEN_S = 0.25
_READ_EVERY_S = 2


class DHTBase:
    """What DHT11 and DHT22 share; `dht11` picks how the five bytes are read."""

    def __init__(self, dht11, pin, trig_wait, use_pulseio, *, max_pulses=_MAX_PULSES):
        if not use_pulseio:
            raise ValueError("Bitbanging is not supported when using CircuitPython.")
        self._dht11 = dht11
        self._trig_wait = trig_wait
        self._last_called = None
        self._temperature = None
        self._humidity = None
        self.pulse_in = PulseIn(pin, maxlen=max_pulses, idle_state=True)
        self.pulse_in.pause()

    def exit(self):
        """Frees the pin."""
        self.pulse_in.deinit()

    def _read_pulses(self):
        self.pulse_in.clear()
        self.pulse_in.resume(self._trig_wait)
        time.sleep(_LISTEN_S)
        self.pulse_in.pause()
        pulses = []
        while self.pulse_in:
            pulses.append(self.pulse_in.popleft())
        return pulses

    def _bytes_of(self, pulses):
        # pulses[0] is the first bit's low, pulses[1] its high, and so on.
        data = bytearray(5)
        for bit in range(40):
            if pulses[2 * bit + 1] > _ONE_FROM_US:
                data[bit // 8] |= 0x80 >> (bit % 8)
        return data

    def _decode(self, data):
        if self._dht11:
            return data[2] + (data[3] & 0x0F) / 10, data[0]
        humidity = ((data[0] << 8) | data[1]) / 10
        temperature = (((data[2] & 0x7F) << 8) | data[3]) / 10
        if data[2] & 0x80:
            temperature = -temperature
        return temperature, humidity

    def measure(self):
        """Reads the sensor, unless the last reading is 2 s old or less."""
        now = time.monotonic()
        if self._last_called is not None and now - self._last_called <= _READ_EVERY_S:
            return
        self._last_called = now
        pulses = self._read_pulses()
        if len(pulses) < 10:
            raise RuntimeError("DHT sensor not found, check wiring")
        if len(pulses) < 80:
            raise RuntimeError("A full buffer was not returned. Try again.")
        data = self._bytes_of(pulses)
        if (data[0] + data[1] + data[2] + data[3]) & 0xFF != data[4]:
            raise RuntimeError("Checksum did not validate. Try again.")
        temperature, humidity = self._decode(data)
        if humidity < 0 or humidity > 100:
            raise RuntimeError("Received unplausible data. Try again.")
        self._temperature = temperature
        self._humidity = humidity

    @property
    def temperature(self):
        """Degrees Celsius."""
        self.measure()
        return self._temperature

    @property
    def humidity(self):
        """Relative humidity, percent."""
        self.measure()
        return self._humidity


class DHT11(DHTBase):
    """A DHT11 on `pin`: whole degrees and percent, a tenth of a degree in the fourth byte."""

    def __init__(self, pin, use_pulseio=True):
        super().__init__(True, pin, 18000, use_pulseio)


class DHT22(DHTBase):
    """A DHT22 (AM2302) on `pin`: tenths of a degree and of a percent."""

    def __init__(self, pin, use_pulseio=True):
        super().__init__(False, pin, 1000, use_pulseio)


class DHT21(DHT22):
    """A DHT21 (AM2301): the DHT22's protocol."""
