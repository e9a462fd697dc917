import time

inicio = time.monotonic()
while True:
    print("Segundos: " + str(int(time.monotonic() - inicio)))
    time.sleep(1)
