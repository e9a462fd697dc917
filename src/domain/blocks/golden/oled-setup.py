import adafruit_ssd1306
import board
import busio

# Pantalla OLED
oled = adafruit_ssd1306.SSD1306_I2C(128, 64, busio.I2C(board.GP1, board.GP0))

oled.text("Chispa", 0, 0, 1)
oled.show()
