import adafruit_dht
import board
import time

# Sensores de temperatura y humedad DHT22
dht_gp15 = adafruit_dht.DHT22(board.GP15)

while True:
    print("Temperatura: " + str(dht_gp15.temperature))
    print("Humedad: " + str(dht_gp15.humidity))
    time.sleep(2)
