"""machine.I2C (the RP2040's controllers) and machine.SoftI2C (bit-banged on any pins).

The devices drawn on the canvas answer through the board bridge, as for CircuitPython's busio:
a transaction reaches the device models whose SDA and SCL share nets with the bus's pins. A
device that does not acknowledge its address gives the port's OSError: EIO from the hardware
controller, ENODEV from SoftI2C.
"""
from binascii import hexlify

import _chispa
import _mpy_hw
from _machine_pin import gpio_of
from _mpy_hw import to_int

_EIO = 5
_ENODEV = 19


def _hex(data):
    return hexlify(bytes(data)).decode()


class _Bus:
    _nack_errno = _EIO

    def _attach(self, scl, sda, freq):
        self._scl = gpio_of(scl)
        self._sda = gpio_of(sda)
        self._freq = to_int(freq)
        for gpio in (self._scl, self._sda):
            gpio.mode = None
            _chispa.drive_input(gpio.id, None)

    def _write(self, addr, data):
        _mpy_hw.service()
        if not _chispa.i2c_write(self._sda.id, self._scl.id, to_int(addr), _hex(data), self._freq):
            raise OSError(self._nack_errno)
        return len(data)

    def _read(self, addr, nbytes):
        _mpy_hw.service()
        answer = _chispa.i2c_read(self._sda.id, self._scl.id, to_int(addr), to_int(nbytes), self._freq)
        if nbytes and not answer:
            raise OSError(self._nack_errno)
        return bytes.fromhex(answer) if answer else b""

    def scan(self):
        found = _chispa.i2c_scan(self._sda.id, self._scl.id)
        return [a for a in (int(t) for t in found.split(",") if t) if 0x08 <= a <= 0x77]

    def writeto(self, addr, buf, stop=True):
        return self._write(addr, buf)

    def writevto(self, addr, vector, stop=True):
        data = b"".join(bytes(part) for part in vector)
        return self._write(addr, data)

    def readfrom(self, addr, nbytes, stop=True):
        return self._read(addr, nbytes)

    def readfrom_into(self, addr, buf, stop=True):
        buf[:] = self._read(addr, len(buf))

    @staticmethod
    def _memaddr(memaddr, addrsize):
        if addrsize % 8 or addrsize > 32:
            raise ValueError("invalid addrsize")
        return bytes((memaddr >> shift) & 0xFF for shift in range(addrsize - 8, -1, -8))

    def writeto_mem(self, addr, memaddr, buf, *, addrsize=8):
        self._write(addr, self._memaddr(memaddr, addrsize) + bytes(buf))

    def readfrom_mem(self, addr, memaddr, nbytes, *, addrsize=8):
        self._write(addr, self._memaddr(memaddr, addrsize))
        return self._read(addr, nbytes)

    def readfrom_mem_into(self, addr, memaddr, buf, *, addrsize=8):
        buf[:] = self.readfrom_mem(addr, memaddr, len(buf), addrsize=addrsize)


# Each controller's default pins (the rp2 port's, for a board without its own).
_DEFAULT_PINS = {0: (9, 8), 1: (7, 6)}


class I2C(_Bus):
    """I2C(id, freq=400000, *, scl, sda, timeout): I2C0 takes SDA on GP0/4/8…, SCL on
    GP1/5/9…; I2C1 SDA on GP2/6/10…, SCL on GP3/7/11…."""

    def __init__(self, id, freq=400000, *, scl=None, sda=None, timeout=50000):
        id = to_int(id)
        if id not in _DEFAULT_PINS:
            raise ValueError("I2C(%d) doesn't exist" % id)
        scl = _DEFAULT_PINS[id][0] if scl is None else scl
        sda = _DEFAULT_PINS[id][1] if sda is None else sda
        scl_number = gpio_of(scl).number
        sda_number = gpio_of(sda).number
        if scl_number & 1 != 1 or (scl_number & 2) >> 1 != id:
            raise ValueError("bad SCL pin")
        if sda_number & 1 != 0 or (sda_number & 2) >> 1 != id:
            raise ValueError("bad SDA pin")
        self._id = id
        self._attach(scl, sda, freq)

    def __repr__(self):
        return "I2C(%u, freq=%u, scl=%u, sda=%u, timeout=50000)" % (
            self._id, self._freq, self._scl.number, self._sda.number,
        )


class SoftI2C(_Bus):
    """SoftI2C(scl, sda, *, freq=400000, timeout=50000): any two pins."""

    _nack_errno = _ENODEV

    def __init__(self, scl, sda, *, freq=400000, timeout=50000):
        self._attach(scl, sda, freq)
