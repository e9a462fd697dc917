import board
import digitalio
import time

# LEDs
led_gp15 = digitalio.DigitalInOut(board.GP15)
led_gp15.direction = digitalio.Direction.OUTPUT

while True:
    led_gp15.value = not led_gp15.value
    time.sleep(0.5)
