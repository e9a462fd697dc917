import board
import digitalio
import time

# LEDs
led_gp15 = digitalio.DigitalInOut(board.GP15)
led_gp15.direction = digitalio.Direction.OUTPUT

while True:
    led_gp15.value = True
    time.sleep(0.5)
    led_gp15.value = False
    time.sleep(0.5)
