"""neopixel_write: the native call the neopixel library makes to send its bytes."""
import _chispa
import digitalio


def neopixel_write(digitalinout, buf):
    if not isinstance(digitalinout, digitalio.DigitalInOut):
        raise TypeError("digitalinout must be of type DigitalInOut, not %s" % type(digitalinout).__name__)
    digitalinout._check()
    # The bytes as they leave the pin; the part on the canvas reads them as GRB.
    _chispa.drive_neopixel(digitalinout._pin._id, bytes(buf).hex())
