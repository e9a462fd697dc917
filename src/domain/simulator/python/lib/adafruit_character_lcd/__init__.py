"""adafruit_character_lcd: HD44780 character LCDs, on digitalio pins (character_lcd) or on an
I2C backpack (character_lcd_i2c)."""
