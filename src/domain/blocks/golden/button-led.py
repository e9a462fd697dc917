import board
import digitalio
import time

# LEDs
led_gp15 = digitalio.DigitalInOut(board.GP15)
led_gp15.direction = digitalio.Direction.OUTPUT

# Botones
button_gp14 = digitalio.DigitalInOut(board.GP14)
button_gp14.switch_to_input(pull=digitalio.Pull.UP)

while True:
    if not button_gp14.value:
        led_gp15.value = True
    else:
        led_gp15.value = False
    time.sleep(0.01)
