notas = [60, 64, 67]
notas.append(72)
print(len(notas))
print(notas[0])
vacia = []
