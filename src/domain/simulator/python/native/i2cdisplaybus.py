"""i2cdisplaybus as CircuitPython 9 has it (displayio.I2CDisplay is its old name).

Each I2C write starts with a control byte, as an SSD1306 expects: commands go as pairs
(0x80, command byte), display data as 0x40 followed by the pixels.
"""
import _chispa
import _displayio_refresh as auto
from _chispa_hw import Pin, claim, release, to_int
from busio import I2C

_REQUIRED = object()


class I2CDisplayBus:
    """Manages updating a display over I2C in the background while Python code runs."""

    def __init__(self, i2c_bus, *args, device_address=_REQUIRED, reset=None):
        if args:
            raise TypeError("extra positional arguments given")
        if device_address is _REQUIRED:
            raise TypeError("'device_address' argument required")
        address = to_int(device_address)
        if reset is not None:
            if not isinstance(reset, Pin):
                raise TypeError("reset must be of type Pin or None, not %s" % type(reset).__name__)
            claim(reset, "reset")
        if not isinstance(i2c_bus, I2C):
            if reset is not None:
                release(reset)
            raise TypeError("i2c_bus must be of type I2C, not %s" % type(i2c_bus).__name__)
        try:
            auto.claim_bus(self)
        except RuntimeError:
            if reset is not None:
                release(reset)
            raise
        self._i2c = i2c_bus
        self._address = address
        self._reset_pin = reset
        if reset is not None:
            _chispa.drive_output(reset._id, True, False)
            self.reset()
        if not self._probe():
            self._deinit()
            raise ValueError("Unable to find I2C Display at %x" % address)

    def _probe(self):
        """Whether a device acknowledges the address (a write of no bytes), as the firmware asks."""
        took = self._i2c.try_lock()
        try:
            return self._i2c.probe(self._address)
        finally:
            if took:
                self._i2c.unlock()

    def reset(self):
        """Pulses the reset pin low; raises when there is none."""
        if self._reset_pin is None:
            raise RuntimeError("No reset pin")
        _chispa.drive_output(self._reset_pin._id, False, False)
        _chispa.sleep(0.004)
        _chispa.drive_output(self._reset_pin._id, True, False)

    def send(self, command, data):
        """Sends a command byte and its parameters, all as commands."""
        command = to_int(command)
        if command < 0 or command > 255:
            raise ValueError("command must be 0-255")
        took = self._begin()
        try:
            self._command(bytes((command,)) + bytes(data))
        finally:
            if took:
                self._end()

    # What busdisplay uses: a transaction holds the I2C lock, as the firmware's does.

    def _begin(self):
        return self._i2c is not None and self._i2c.try_lock()

    def _end(self):
        self._i2c.unlock()

    def _command(self, commands):
        out = bytearray(2 * len(commands))
        for i, byte in enumerate(commands):
            out[2 * i] = 0x80
            out[2 * i + 1] = byte
        self._write(out)

    def _data(self, data):
        self._write(b"\x40" + data)

    def _write(self, buffer):
        try:
            self._i2c.writeto(self._address, buffer)
        except OSError:
            pass  # the firmware ignores a display that stops answering

    def _deinit(self):
        auto.free_bus(self)
        if self._reset_pin is not None:
            release(self._reset_pin)
            _chispa.release(self._reset_pin._id)
            self._reset_pin = None
        self._i2c = None
