# board for the Raspberry Pi Pico (circuitpython-pico.md §1.2): every name the firmware has,
# pointing at the shared Pin objects of microcontroller.pin. No GP29, I2C, SPI, UART or
# NEOPIXEL, as on the board. (A comment, not a docstring: dir(board) shows no __doc__.)
from _chispa_hw import PINS

board_id = "raspberry_pi_pico"

GP0 = PINS[0]
GP1 = PINS[1]
GP2 = PINS[2]
GP3 = PINS[3]
GP4 = PINS[4]
GP5 = PINS[5]
GP6 = PINS[6]
GP7 = PINS[7]
GP8 = PINS[8]
GP9 = PINS[9]
GP10 = PINS[10]
GP11 = PINS[11]
GP12 = PINS[12]
GP13 = PINS[13]
GP14 = PINS[14]
GP15 = PINS[15]
GP16 = PINS[16]
GP17 = PINS[17]
GP18 = PINS[18]
GP19 = PINS[19]
GP20 = PINS[20]
GP21 = PINS[21]
GP22 = PINS[22]
SMPS_MODE = GP23 = PINS[23]
VBUS_SENSE = GP24 = PINS[24]
LED = GP25 = PINS[25]
GP26_A0 = GP26 = A0 = PINS[26]
GP27_A1 = GP27 = A1 = PINS[27]
GP28_A2 = GP28 = A2 = PINS[28]
A3 = VOLTAGE_MONITOR = PINS[29]


del PINS


_stemma_i2c = None


def STEMMA_I2C():
    # One busio.I2C on SCL GP5, SDA GP4, made on the first call and handed out after.
    global _stemma_i2c
    if _stemma_i2c is None or _stemma_i2c._pins is None:
        import busio

        _stemma_i2c = busio.I2C(GP5, GP4)
    return _stemma_i2c
