import board
import digitalio

# LEDs
led_gp15 = digitalio.DigitalInOut(board.GP15)
led_gp15.direction = digitalio.Direction.OUTPUT

led_gp15.value = True
led_gp15.value = False
