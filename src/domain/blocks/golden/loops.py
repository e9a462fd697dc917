for _ in range(3):
    print("hola")
n = 0
while n < 5:
    n += 1
while not (n == 0):
    n -= 1
for nota in [1, 2, 3]:
    if nota == 2:
        continue
    if nota == 3:
        break
    print(nota)
for i in range(1, 11):
    print(i)
for i in range(n):
    pass
