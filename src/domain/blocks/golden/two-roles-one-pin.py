import board
import digitalio

# LEDs
led_gp15 = digitalio.DigitalInOut(board.GP15)
led_gp15.direction = digitalio.Direction.OUTPUT

# Botones
button_gp15 = digitalio.DigitalInOut(board.GP15)
button_gp15.switch_to_input(pull=digitalio.Pull.UP)

led_gp15.value = True
print(not button_gp15.value)
