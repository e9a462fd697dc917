"""adafruit_motor: only the servo module is simulated."""
