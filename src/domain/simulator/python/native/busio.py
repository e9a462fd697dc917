"""busio: I2C, SPI and UART on the RP2040's peripherals (issue 24).

The devices drawn on the canvas answer through the board bridge: a transaction goes to the
device models whose SDA and SCL share nets with the bus's pins (domain/devices), and takes the
time it takes on the wire at the bus's frequency.
"""
from binascii import hexlify

import _chispa
from _chispa_hw import DEINITIALIZED, check_pin, claim, release, to_int

# errno 19, as the board prints it: "[Errno 19] No such device".
_ENODEV = 19


def _slice(buffer, start, end):
    length = len(buffer)
    if end is None:
        end = length
    if start < 0:
        start += length
    if end < 0:
        end += length
    start = min(max(start, 0), length)
    end = min(max(end, start), length)
    return start, end


def _hex(buffer, start, end):
    return hexlify(bytes(buffer[start:end])).decode()


class _Lockable:
    _locked = False
    _pins = None

    def _check(self):
        if self._pins is None:
            raise ValueError(DEINITIALIZED)

    def _check_lock(self):
        self._check()
        if not self._locked:
            raise RuntimeError("Function requires lock")

    def try_lock(self):
        self._check()
        if self._locked:
            return False
        self._locked = True
        return True

    def unlock(self):
        self._check()
        self._locked = False

    def deinit(self):
        if self._pins is None:
            return
        for pin in self._pins:
            release(pin)
            _chispa.release(pin._id)
        self._pins = None
        self._locked = False

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.deinit()


def _claim_all(pins):
    for pin, arg in pins:
        claim(pin, arg)


class I2C(_Lockable):
    """busio.I2C(scl, sda, *, frequency=100000, timeout=255)."""

    def __init__(self, scl, sda, *, frequency=100000, timeout=255):
        check_pin(scl, "scl")
        check_pin(sda, "sda")
        frequency = to_int(frequency)
        # The RP2040's I2C pins: SDA on an even GPIO, SCL on an odd one, both of the same
        # peripheral (I2C0 on GP0/1, 4/5, 8/9…; I2C1 on GP2/3, 6/7, 10/11…).
        if not (
            scl._number % 2 == 1
            and sda._number % 2 == 0
            and (scl._number // 2) % 2 == (sda._number // 2) % 2
            and scl._number < 28
        ):
            raise ValueError("Invalid pins")
        _claim_all(((scl, "scl"), (sda, "sda")))
        _chispa.drive_input(sda._id, None)
        _chispa.drive_input(scl._id, None)
        if not _chispa.i2c_pulled_up(sda._id, scl._id):
            release(scl)
            release(sda)
            _chispa.release(sda._id)
            _chispa.release(scl._id)
            raise RuntimeError("No pull up found on SDA or SCL; check your wiring")
        self._scl = scl
        self._sda = sda
        self._pins = (scl, sda)
        self._frequency = frequency
        self._locked = False

    @property
    def frequency(self):
        self._check()
        return self._frequency

    def probe(self, address):
        self._check_lock()
        return _chispa.i2c_write(self._sda._id, self._scl._id, to_int(address), "", self._frequency)

    def scan(self):
        self._check_lock()
        found = _chispa.i2c_scan(self._sda._id, self._scl._id)
        return [int(a) for a in found.split(",")] if found else []

    def writeto(self, address, buffer, *, start=0, end=None):
        self._check_lock()
        start, end = _slice(buffer, start, end)
        if not _chispa.i2c_write(
            self._sda._id, self._scl._id, to_int(address), _hex(buffer, start, end), self._frequency
        ):
            raise OSError(_ENODEV)

    def readfrom_into(self, address, buffer, *, start=0, end=None):
        self._check_lock()
        start, end = _slice(buffer, start, end)
        if end == start:
            raise ValueError("Buffer must be at least length 1")
        data = _chispa.i2c_read(self._sda._id, self._scl._id, to_int(address), end - start, self._frequency)
        if not data:
            raise OSError(_ENODEV)
        for i in range(end - start):
            buffer[start + i] = int(data[2 * i : 2 * i + 2], 16)

    def writeto_then_readfrom(
        self, address, out_buffer, in_buffer, *, out_start=0, out_end=None, in_start=0, in_end=None
    ):
        self._check_lock()
        out_start, out_end = _slice(out_buffer, out_start, out_end)
        if not _chispa.i2c_write(
            self._sda._id,
            self._scl._id,
            to_int(address),
            _hex(out_buffer, out_start, out_end),
            self._frequency,
        ):
            raise OSError(_ENODEV)
        self.readfrom_into(address, in_buffer, start=in_start, end=in_end)


# SPI0 and SPI1 pins by function: GPIO n is SPI (n // 8) % 2; n % 4 gives RX, CSn, SCK, TX.
def _spi_role(pin):
    return (pin._number // 8) % 2, ("MISO", "CS", "SCK", "MOSI")[pin._number % 4]


class SPI(_Lockable):
    """busio.SPI(clock, MOSI=None, MISO=None, half_duplex=False).

    No SPI device is in the palette yet: what is written goes out on the wire, and what is read
    is the level on MISO (0x00 or 0xFF), as a bus with nothing answering gives.
    """

    def __init__(self, clock, MOSI=None, MISO=None, half_duplex=False):
        check_pin(clock, "clock")
        pins = [(clock, "clock")]
        instance, role = _spi_role(clock)
        valid = clock._number < 28 and role == "SCK"
        for pin, name, wanted in ((MOSI, "MOSI", "MOSI"), (MISO, "MISO", "MISO")):
            if pin is None:
                continue
            check_pin(pin, name)
            pin_instance, pin_role = _spi_role(pin)
            valid = valid and pin._number < 29 and pin_role == wanted and pin_instance == instance
            pins.append((pin, name))
        if MOSI is None and MISO is None:
            raise ValueError("Must provide MISO or MOSI pin")
        if half_duplex:
            raise NotImplementedError("Half duplex SPI is not implemented")
        if not valid:
            raise ValueError("Invalid pins")
        _claim_all(pins)
        self._clock = clock
        self._mosi = MOSI
        self._miso = MISO
        self._pins = tuple(pin for pin, _ in pins)
        _chispa.drive_output(clock._id, False, False)
        if MOSI is not None:
            _chispa.drive_output(MOSI._id, False, False)
        if MISO is not None:
            _chispa.drive_input(MISO._id, None)
        self._baudrate = 250000
        self._polarity = 0
        self._phase = 0
        self._bits = 8

    def configure(self, *, baudrate=100000, polarity=0, phase=0, bits=8):
        self._check_lock()
        if polarity not in (0, 1):
            raise ValueError("polarity must be 0-1")
        if phase not in (0, 1):
            raise ValueError("phase must be 0-1")
        if bits < 8 or bits > 16:
            raise ValueError("bits must be 8-16")
        self._baudrate = to_int(baudrate)
        self._polarity = polarity
        self._phase = phase
        self._bits = bits
        _chispa.drive_output(self._clock._id, bool(polarity), False)

    @property
    def frequency(self):
        self._check()
        return self._baudrate

    def _spend(self, count):
        _chispa.sleep(count * self._bits * 1000 / max(1, self._baudrate))

    def _miso_byte(self):
        if self._miso is None:
            return 0
        return 0xFF if _chispa.read_digital(self._miso._id) else 0

    def write(self, buffer, *, start=0, end=None):
        self._check_lock()
        if self._mosi is None:
            raise ValueError("No MOSI pin")
        start, end = _slice(buffer, start, end)
        self._spend(end - start)

    def readinto(self, buffer, *, start=0, end=None, write_value=0):
        self._check_lock()
        if self._miso is None:
            raise ValueError("No MISO pin")
        start, end = _slice(buffer, start, end)
        self._spend(end - start)
        value = self._miso_byte()
        for i in range(start, end):
            buffer[i] = value

    def write_readinto(self, out_buffer, in_buffer, *, out_start=0, out_end=None, in_start=0, in_end=None):
        self._check_lock()
        if self._mosi is None:
            raise ValueError("No MOSI pin")
        if self._miso is None:
            raise ValueError("No MISO pin")
        out_start, out_end = _slice(out_buffer, out_start, out_end)
        in_start, in_end = _slice(in_buffer, in_start, in_end)
        if out_end - out_start != in_end - in_start:
            raise ValueError("buffer slices must be of equal length")
        self.readinto(in_buffer, start=in_start, end=in_end)


class Parity:
    def __init__(self, name):
        self._name = name

    def __repr__(self):
        return "busio.Parity." + self._name


Parity.ODD = Parity("ODD")
Parity.EVEN = Parity("EVEN")

# UART0 TX on GP0/12/16/28, RX on GP1/13/17/29; UART1 TX on GP4/8/20/24, RX on GP5/9/21/25.
def _uart_role(pin):
    return ((pin._number + 4) // 8) % 2, pin._number % 4


# Open UARTs, so that bytes written on one TX reach the RX wired to it (a loopback, two boards' worth).
_open_uarts = []


class UART:
    """busio.UART(tx=None, rx=None, *, baudrate=9600, bits=8, parity=None, stop=1, timeout=1,
    receiver_buffer_size=64)."""

    Parity = Parity

    def __init__(
        self,
        tx=None,
        rx=None,
        *,
        rts=None,
        cts=None,
        rs485_dir=None,
        rs485_invert=False,
        baudrate=9600,
        bits=8,
        parity=None,
        stop=1,
        timeout=1,
        receiver_buffer_size=64
    ):
        if tx is None and rx is None:
            raise ValueError("tx and rx cannot both be None")
        pins = []
        instance = None
        valid = True
        for pin, name, wanted in ((tx, "tx", 0), (rx, "rx", 1)):
            if pin is None:
                continue
            check_pin(pin, name)
            pin_instance, role = _uart_role(pin)
            valid = valid and role == wanted and (instance is None or instance == pin_instance)
            instance = pin_instance
            pins.append((pin, name))
        if not valid:
            raise ValueError("Invalid pins")
        if bits < 5 or bits > 8:
            raise ValueError("bits must be 5-8")
        if stop not in (1, 2):
            raise ValueError("stop must be 1 or 2")
        _claim_all(pins)
        self._tx = tx
        self._rx = rx
        self._pins = tuple(pin for pin, _ in pins)
        self._baudrate = to_int(baudrate)
        self._bits = bits
        self._parity = parity
        self._stop = stop
        self._timeout = float(timeout)
        self._size = receiver_buffer_size
        self._received = bytearray()
        if tx is not None:
            _chispa.drive_output(tx._id, True, False)  # a UART line idles high
        if rx is not None:
            _chispa.drive_input(rx._id, "up")
        _open_uarts.append(self)

    def _check(self):
        if self._pins is None:
            raise ValueError(DEINITIALIZED)

    def deinit(self):
        if self._pins is None:
            return
        for pin in self._pins:
            release(pin)
            _chispa.release(pin._id)
        self._pins = None
        if self in _open_uarts:
            _open_uarts.remove(self)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.deinit()

    def _frame_ms(self, count):
        bits = 1 + self._bits + (0 if self._parity is None else 1) + self._stop
        return count * bits * 1000 / max(1, self._baudrate)

    @property
    def baudrate(self):
        self._check()
        return self._baudrate

    @baudrate.setter
    def baudrate(self, value):
        self._check()
        self._baudrate = to_int(value)

    @property
    def timeout(self):
        self._check()
        return self._timeout

    @timeout.setter
    def timeout(self, value):
        self._check()
        self._timeout = float(value)

    @property
    def in_waiting(self):
        self._check()
        return len(self._received)

    def reset_input_buffer(self):
        self._check()
        self._received = bytearray()

    def write(self, buffer):
        self._check()
        if self._tx is None:
            raise ValueError("No TX pin")
        if isinstance(buffer, str):
            raise TypeError("object with buffer protocol required")
        data = bytes(buffer)
        _chispa.sleep(self._frame_ms(len(data)))
        for other in _open_uarts:
            if other._rx is not None and _chispa.same_net(self._tx._id, other._rx._id):
                room = other._size - len(other._received)
                other._received.extend(data[: max(0, room)])
        return len(data)

    def _wait_for(self, count):
        # Bytes arrive only from another UART here: wait out the timeout unless they are in.
        if len(self._received) >= count or self._timeout <= 0:
            return
        _chispa.sleep(self._timeout * 1000)

    def read(self, nbytes=None):
        self._check()
        if self._rx is None:
            raise ValueError("No RX pin")
        self._wait_for(1 if nbytes is None else nbytes)
        if not self._received:
            return None
        count = len(self._received) if nbytes is None else min(nbytes, len(self._received))
        data = bytes(self._received[:count])
        self._received = self._received[count:]
        return data

    def readinto(self, buf):
        data = self.read(len(buf))
        if data is None:
            return None
        for i, b in enumerate(data):
            buf[i] = b
        return len(data)

    def readline(self):
        self._check()
        if self._rx is None:
            raise ValueError("No RX pin")
        end = self._received.find(b"\n")
        if end < 0:
            self._wait_for(len(self._received) + 1)
            end = self._received.find(b"\n")
        if not self._received:
            return None
        count = len(self._received) if end < 0 else end + 1
        data = bytes(self._received[:count])
        self._received = self._received[count:]
        return data
