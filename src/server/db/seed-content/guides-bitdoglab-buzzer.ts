import { bitdoglab, diagram, step, translation } from './helpers.ts';
import type { SeedGuide } from './types.ts';

/** BitDogLab 3: a melody on buzzer A (GP21), each note a PWM frequency. */

const codePt = `from machine import Pin, PWM
import time

# Buzzer A no GP21 (o buzzer B fica no GP10)
buzzer = PWM(Pin(21))

# A frequência de cada nota, em Hz (vibrações por segundo)
NOTAS = {
    "do": 523,
    "re": 587,
    "mi": 659,
    "fa": 698,
    "sol": 784,
    "la": 880,
    "pausa": 0,
}

# Brilha, brilha, estrelinha: (nota, duração em ms)
melodia = [
    ("do", 400), ("do", 400), ("sol", 400), ("sol", 400),
    ("la", 400), ("la", 400), ("sol", 800), ("pausa", 200),
    ("fa", 400), ("fa", 400), ("mi", 400), ("mi", 400),
    ("re", 400), ("re", 400), ("do", 800), ("pausa", 200),
]


def tocar(nota, duracao):
    frequencia = NOTAS[nota]
    if frequencia == 0:
        buzzer.duty_u16(0)  # silêncio
    else:
        buzzer.freq(frequencia)
        buzzer.duty_u16(32768)  # metade do tempo ligado: som mais forte
    time.sleep_ms(duracao * 9 // 10)
    # Um silêncio curtinho separa duas notas iguais
    buzzer.duty_u16(0)
    time.sleep_ms(duracao // 10)


while True:
    print("Tocando: Brilha, brilha, estrelinha")
    for nota, duracao in melodia:
        tocar(nota, duracao)
    time.sleep_ms(1000)
`;

const codeEs = `from machine import Pin, PWM
import time

# Zumbador A en GP21 (el zumbador B está en GP10)
zumbador = PWM(Pin(21))

# La frecuencia de cada nota, en Hz (vibraciones por segundo)
NOTAS = {
    "do": 523,
    "re": 587,
    "mi": 659,
    "fa": 698,
    "sol": 784,
    "la": 880,
    "pausa": 0,
}

# Estrellita, ¿dónde estás?: (nota, duración en ms)
melodia = [
    ("do", 400), ("do", 400), ("sol", 400), ("sol", 400),
    ("la", 400), ("la", 400), ("sol", 800), ("pausa", 200),
    ("fa", 400), ("fa", 400), ("mi", 400), ("mi", 400),
    ("re", 400), ("re", 400), ("do", 800), ("pausa", 200),
]


def tocar(nota, duracion):
    frecuencia = NOTAS[nota]
    if frecuencia == 0:
        zumbador.duty_u16(0)  # silencio
    else:
        zumbador.freq(frecuencia)
        zumbador.duty_u16(32768)  # la mitad del tiempo encendido: sonido más fuerte
    time.sleep_ms(duracion * 9 // 10)
    # Un silencio cortito separa dos notas iguales
    zumbador.duty_u16(0)
    time.sleep_ms(duracion // 10)


while True:
    print("Tocando: Estrellita, ¿dónde estás?")
    for nota, duracion in melodia:
        tocar(nota, duracion)
    time.sleep_ms(1000)
`;

const codeEn = `from machine import Pin, PWM
import time

# Buzzer A on GP21 (buzzer B is on GP10)
buzzer = PWM(Pin(21))

# The frequency of each note, in Hz (vibrations per second)
NOTES = {
    "C": 523,
    "D": 587,
    "E": 659,
    "F": 698,
    "G": 784,
    "A": 880,
    "rest": 0,
}

# Twinkle, Twinkle, Little Star: (note, length in ms)
melody = [
    ("C", 400), ("C", 400), ("G", 400), ("G", 400),
    ("A", 400), ("A", 400), ("G", 800), ("rest", 200),
    ("F", 400), ("F", 400), ("E", 400), ("E", 400),
    ("D", 400), ("D", 400), ("C", 800), ("rest", 200),
]


def play(note, length):
    frequency = NOTES[note]
    if frequency == 0:
        buzzer.duty_u16(0)  # silence
    else:
        buzzer.freq(frequency)
        buzzer.duty_u16(32768)  # on half the time: the loudest sound
    time.sleep_ms(length * 9 // 10)
    # A tiny silence keeps two equal notes apart
    buzzer.duty_u16(0)
    time.sleep_ms(length // 10)


while True:
    print("Playing: Twinkle, Twinkle, Little Star")
    for note, length in melody:
        play(note, length)
    time.sleep_ms(1000)
`;

export const bitDogLabBuzzer: SeedGuide = {
  id: 'practical_bitdoglab_melodia',
  language: 'pt',
  name: 'BitDogLab: melodia no buzzer',
  description: 'Toque "Brilha, brilha, estrelinha" no buzzer da BitDogLab, nota por nota, com PWM.',
  category: 'bitdoglab',
  difficulty: 'beginner',
  estimatedTime: 30,
  isPublished: true,
  titleIntroduction: 'Sua placa canta',
  introduction: [
    'A BitDogLab tem dois buzzers passivos: o A no GP21 e o B no GP10.',
    'Um buzzer passivo só faz som se o pino ligar e desligar muitas vezes por segundo. Quanto mais rápido, mais aguda a nota: é exatamente o que o PWM sabe fazer.',
  ],
  tags: ['bitdoglab', 'micropython', 'buzzer', 'música'],
  diagram: diagram([bitdoglab()], []),
  code: codePt,
  steps: [
    step(
      'Frequência é a nota',
      '`buzzer.freq(523)` faz o pino vibrar 523 vezes por segundo: é o Dó. O dicionário `NOTAS` guarda a frequência de cada nota para não precisarmos decorar números.',
      [
        'Cada nota da escala tem uma frequência própria; o Lá de 880 Hz é o dobro do Lá de 440 Hz, uma oitava acima.',
        'Experimente: acrescente `"si": 988` ao dicionário e use essa nota na melodia.',
      ],
      'O som é o ar vibrando. O buzzer empurra o ar a cada pulso do PWM, e a frequência desses empurrões é a altura do som.',
    ),
    step(
      'O volume está no duty',
      '`duty_u16(32768)` deixa o pino ligado metade do tempo, o que dá o som mais forte. `duty_u16(0)` deixa o pino sempre desligado: silêncio.',
      ['Experimente: troque 32768 por 3000 e ouça a melodia mais baixinha.'],
      'Num buzzer, a frequência decide a nota e o duty decide a força de cada empurrão.',
    ),
    step(
      'A melodia é uma lista',
      'Cada item de `melodia` é um par (nota, duração em milissegundos). O laço `for` toca um par de cada vez; a "pausa" tem frequência 0, então fica em silêncio.',
      [
        'Uma semínima aqui dura 400 ms; a mínima, 800 ms.',
        'Experimente: escreva a próxima parte da música ("sol, sol, fa, fa, mi, mi, re") ou crie a sua própria.',
      ],
      'Separar os dados (as notas) do código que toca (a função `tocar`) deixa trocar de música sem mexer no resto.',
    ),
    step(
      'Separe as notas iguais',
      'A função `tocar` toca 90% da duração e fica em silêncio nos 10% finais. Sem isso, os dois "Dó" do começo virariam uma nota só, comprida.',
      ['Experimente: apague as duas últimas linhas de `tocar` e ouça a diferença.'],
      'Músicos chamam isso de articulação: o pequeno respiro entre as notas.',
    ),
    step(
      'Use o segundo buzzer',
      'O buzzer B está no GP10. Com dois buzzers a placa pode tocar duas vozes ao mesmo tempo, como uma melodia e um ritmo.',
      ['Experimente: troque `Pin(21)` por `Pin(10)` e toque a melodia no buzzer B.'],
      'Cada buzzer tem o seu próprio pino e o seu próprio PWM, por isso um não atrapalha o outro.',
    ),
  ],
};

export const bitDogLabBuzzerTranslations: SeedGuide[] = [
  translation(bitDogLabBuzzer, 'es', {
    name: 'BitDogLab: melodía en el zumbador',
    description: 'Toca "Estrellita, ¿dónde estás?" en el zumbador de la BitDogLab, nota por nota, con PWM.',
    titleIntroduction: 'Tu placa canta',
    introduction: [
      'La BitDogLab tiene dos zumbadores pasivos: el A en GP21 y el B en GP10.',
      'Un zumbador pasivo solo suena si el pin se enciende y apaga muchas veces por segundo. Cuanto más rápido, más aguda la nota: justo lo que sabe hacer el PWM.',
    ],
    tags: ['bitdoglab', 'micropython', 'zumbador', 'música'],
    code: codeEs,
    steps: [
      step(
        'La frecuencia es la nota',
        '`zumbador.freq(523)` hace vibrar el pin 523 veces por segundo: es el Do. El diccionario `NOTAS` guarda la frecuencia de cada nota para no tener que memorizar números.',
        [
          'Cada nota de la escala tiene su propia frecuencia; el La de 880 Hz es el doble del La de 440 Hz, una octava más arriba.',
          'Prueba: agrega `"si": 988` al diccionario y usa esa nota en la melodía.',
        ],
        'El sonido es aire que vibra. El zumbador empuja el aire en cada pulso del PWM, y la frecuencia de esos empujones es la altura del sonido.',
      ),
      step(
        'El volumen está en el duty',
        '`duty_u16(32768)` deja el pin encendido la mitad del tiempo, lo que da el sonido más fuerte. `duty_u16(0)` lo deja siempre apagado: silencio.',
        ['Prueba: cambia 32768 por 3000 y escucha la melodía más bajito.'],
        'En un zumbador, la frecuencia decide la nota y el duty decide la fuerza de cada empujón.',
      ),
      step(
        'La melodía es una lista',
        'Cada elemento de `melodia` es un par (nota, duración en milisegundos). El bucle `for` toca un par a la vez; la "pausa" tiene frecuencia 0, así que queda en silencio.',
        [
          'Aquí una negra dura 400 ms; una blanca, 800 ms.',
          'Prueba: escribe la parte siguiente de la canción ("sol, sol, fa, fa, mi, mi, re") o inventa la tuya.',
        ],
        'Separar los datos (las notas) del código que toca (la función `tocar`) permite cambiar de canción sin tocar lo demás.',
      ),
      step(
        'Separa las notas iguales',
        'La función `tocar` suena el 90 % de la duración y calla el 10 % final. Sin eso, los dos "Do" del comienzo serían una sola nota larga.',
        ['Prueba: borra las dos últimas líneas de `tocar` y escucha la diferencia.'],
        'Los músicos lo llaman articulación: la pequeña respiración entre notas.',
      ),
      step(
        'Usa el segundo zumbador',
        'El zumbador B está en GP10. Con dos zumbadores la placa puede tocar dos voces a la vez, como una melodía y un ritmo.',
        ['Prueba: cambia `Pin(21)` por `Pin(10)` y toca la melodía en el zumbador B.'],
        'Cada zumbador tiene su propio pin y su propio PWM, por eso uno no estorba al otro.',
      ),
    ],
  }),
  translation(bitDogLabBuzzer, 'en', {
    name: 'BitDogLab: a tune on the buzzer',
    description: 'Play "Twinkle, Twinkle, Little Star" on the BitDogLab\'s buzzer, note by note, with PWM.',
    titleIntroduction: 'Your board sings',
    introduction: [
      'The BitDogLab has two passive buzzers: A on GP21 and B on GP10.',
      'A passive buzzer only makes a sound if its pin switches on and off many times a second. The faster, the higher the note: exactly what PWM does.',
    ],
    tags: ['bitdoglab', 'micropython', 'buzzer', 'music'],
    code: codeEn,
    steps: [
      step(
        'Frequency is the note',
        '`buzzer.freq(523)` makes the pin vibrate 523 times a second: that is a C. The `NOTES` dictionary keeps the frequency of each note so we need not remember numbers.',
        [
          'Each note of the scale has its own frequency; the 880 Hz A is twice the 440 Hz A, an octave higher.',
          'Try it: add `"B": 988` to the dictionary and use that note in the melody.',
        ],
        'Sound is air vibrating. The buzzer pushes the air at each PWM pulse, and how often it pushes is the pitch.',
      ),
      step(
        'The volume is in the duty',
        '`duty_u16(32768)` keeps the pin on half the time, which gives the loudest sound. `duty_u16(0)` keeps it always off: silence.',
        ['Try it: change 32768 to 3000 and hear the melody more softly.'],
        'On a buzzer, the frequency chooses the note and the duty chooses how hard each push is.',
      ),
      step(
        'The melody is a list',
        'Each item of `melody` is a pair (note, length in milliseconds). The `for` loop plays one pair at a time; the "rest" has frequency 0, so it stays silent.',
        [
          'Here a quarter note lasts 400 ms; a half note, 800 ms.',
          'Try it: write the next part of the song ("G, G, F, F, E, E, D") or make up your own.',
        ],
        'Keeping the data (the notes) apart from the code that plays it (the `play` function) lets you change the song without touching the rest.',
      ),
      step(
        'Keep equal notes apart',
        'The `play` function sounds for 90% of the length and stays silent for the last 10%. Without that, the two Cs at the start would merge into one long note.',
        ['Try it: delete the last two lines of `play` and hear the difference.'],
        'Musicians call this articulation: the small breath between notes.',
      ),
      step(
        'Use the second buzzer',
        'Buzzer B is on GP10. With two buzzers the board can play two voices at once, such as a melody and a beat.',
        ['Try it: change `Pin(21)` to `Pin(10)` and play the melody on buzzer B.'],
        'Each buzzer has its own pin and its own PWM, so one does not get in the way of the other.',
      ),
    ],
  }),
];
