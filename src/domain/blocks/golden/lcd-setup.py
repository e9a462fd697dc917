import adafruit_character_lcd.character_lcd_i2c as character_lcd
import board
import busio

# Pantalla LCD
lcd = character_lcd.Character_LCD_I2C(busio.I2C(board.GP7, board.GP6), 16, 2)

lcd.message = "Hola"
