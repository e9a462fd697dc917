import adafruit_ssd1306
import board
import busio
import time

# Pantalla OLED
oled = adafruit_ssd1306.SSD1306_I2C(128, 64, busio.I2C(board.GP5, board.GP4))

cuenta = 0
while True:
    oled.fill(0)
    oled.text("Hola", 0, 0, 1)
    oled.text(str(cuenta), 0, 16, 1)
    oled.pixel(64, 32, 1)
    oled.show()
    cuenta += 1
    time.sleep(1)
