import adafruit_matrixkeypad
import board
import digitalio
import time

# Teclado matricial
keypad = adafruit_matrixkeypad.Matrix_Keypad(
    [digitalio.DigitalInOut(pin) for pin in (board.GP10, board.GP11, board.GP12, board.GP13)],
    [digitalio.DigitalInOut(pin) for pin in (board.GP18, board.GP19, board.GP20, board.GP21)],
    ((1, 2, 3, "A"), (4, 5, 6, "B"), (7, 8, 9, "C"), ("*", 0, "#", "D")),
)


def pressed_key():
    keys = keypad.pressed_keys
    return keys[0] if keys else None


while True:
    tecla = pressed_key()
    if tecla != None:
        print(tecla)
    print(len(keypad.pressed_keys))
    time.sleep(0.1)
