import adafruit_character_lcd.character_lcd_i2c as character_lcd
import board
import busio
import time

# Pantalla LCD
lcd = character_lcd.Character_LCD_I2C(busio.I2C(board.GP5, board.GP4), 16, 2)

lcd.clear()
lcd.message = "Hola\nChispa"
time.sleep(2)
lcd.message = str(42)
