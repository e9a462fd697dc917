import board
import digitalio
import time

# LEDs
board_led = digitalio.DigitalInOut(board.LED)
board_led.direction = digitalio.Direction.OUTPUT

while True:
    board_led.value = True
    time.sleep(0.5)
    board_led.value = not board_led.value
    time.sleep(0.5)
