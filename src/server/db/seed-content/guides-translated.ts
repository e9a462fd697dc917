import { cpuTemperature } from './guides-iot.ts';
import { servoDoor } from './guides-robotics.ts';
import { lightTheremin } from './guides-sensors.ts';
import { step, translation as version } from './helpers.ts';
import type { SeedGuide } from './types.ts';

/**
 * Portuguese and English versions of three guides, so a student reading in pt or en is not met
 * by Spanish only. Same circuit; texts, code comments and printed messages in the language.
 */
const doorCode = (names: { button: string; door: string; open: string }) => `import time
import board
import digitalio
import pwmio
from adafruit_motor import servo

${names.button} = digitalio.DigitalInOut(board.GP14)
${names.button}.switch_to_input(pull=digitalio.Pull.UP)
${names.door} = servo.Servo(pwmio.PWMOut(board.GP16, duty_cycle=0, frequency=50))
${names.open} = False
${names.door}.angle = 0

while True:
    if not ${names.button}.value:
        ${names.open} = not ${names.open}
        ${names.door}.angle = 90 if ${names.open} else 0
        while not ${names.button}.value:
            time.sleep(0.01)
    time.sleep(0.01)
`;

const thereminCode = (light: string, frequency: string) => `import board
import analogio
import simpleio

${light} = analogio.AnalogIn(board.A0)

while True:
    ${frequency} = simpleio.map_range(${light}.value, 0, 65535, 220, 1760)
    simpleio.tone(board.GP18, ${frequency}, duration=0.08)
`;

const temperatureCode = (variable: string) => `import time
import microcontroller

while True:
    ${variable} = microcontroller.cpu.temperature
    print("CPU: {:.1f} °C".format(${variable}))
    time.sleep(1)
`;

export const translatedGuides: SeedGuide[] = [
  version(servoDoor, 'pt', {
    name: 'Porta automática com servo',
    description: 'Abra uma pequena porta com um servomotor cada vez que apertar um botão.',
    titleIntroduction: 'Seu primeiro mecanismo',
    introduction: [
      'Um servomotor gira até um ângulo exato entre 0° e 180°.',
      'Com um botão vamos decidir quando a porta abre e fecha.',
    ],
    tags: ['servo', 'botão', 'pwm'],
    code: doorCode({ button: 'botao', door: 'porta', open: 'aberta' }),
    steps: [
      step(
        'Monte o circuito',
        'Servo no GP16 alimentado pelo VBUS e botão entre GP14 e GND.',
        ['O fio laranja é o sinal.'],
        'O servo precisa de 5 V; o sinal pode ser de 3,3 V.',
      ),
      step(
        'Guarde o estado',
        'A variável aberta lembra se a porta está aberta.',
        ['Cada apertada inverte o seu valor.'],
        'Um botão que alterna entre dois estados se chama "toggle".',
      ),
      step(
        'Espere soltar o botão',
        'O laço interno evita que um aperto longo abra e feche muitas vezes.',
        [],
        'Detectar a borda, e não o nível, é fundamental com botões.',
      ),
    ],
  }),
  version(servoDoor, 'en', {
    name: 'Automatic door with a servo',
    description: 'Open a small door with a servo motor every time you press a button.',
    titleIntroduction: 'Your first mechanism',
    introduction: [
      'A servo motor turns to an exact angle between 0° and 180°.',
      'A push button decides when the door opens and closes.',
    ],
    tags: ['servo', 'button', 'pwm'],
    code: doorCode({ button: 'button', door: 'door', open: 'is_open' }),
    steps: [
      step(
        'Build the circuit',
        'Servo on GP16 powered from VBUS, and a button between GP14 and GND.',
        ['The orange wire is the signal.'],
        'The servo needs 5 V; the signal can be 3.3 V.',
      ),
      step(
        'Remember the state',
        'The is_open variable remembers whether the door is open.',
        ['Each press flips its value.'],
        'A button that switches between two states is called a "toggle".',
      ),
      step(
        'Wait for the button to be released',
        'The inner loop keeps a long press from opening and closing the door many times.',
        [],
        'With buttons, detecting the edge rather than the level is what matters.',
      ),
    ],
  }),
  version(lightTheremin, 'pt', {
    name: 'Teremim de luz',
    description: 'Um instrumento musical que muda de nota conforme a luz que chega a uma fotorresistência.',
    titleIntroduction: 'Música com sensores',
    introduction: [
      'O teremim original é tocado sem encostar, movendo as mãos perto de duas antenas.',
      'O nosso usa a sombra da sua mão sobre um sensor de luz.',
    ],
    tags: ['som', 'fotorresistência', 'analógico'],
    code: thereminCode('luz', 'frequencia'),
    steps: [
      step(
        'Ligue o sensor e o buzzer',
        'A fotorresistência no A0 e o buzzer entre GP18 e GND.',
        [],
        'O buzzer passivo precisa de um sinal que oscile para soar.',
      ),
      step(
        'Transforme luz em notas',
        'map_range leva a leitura para frequências entre 220 Hz (Lá3) e 1760 Hz (Lá6).',
        ['Cubra o sensor com a mão para a nota ficar mais grave.'],
        'Três oitavas dão espaço para tocar melodias simples.',
      ),
    ],
  }),
  version(lightTheremin, 'en', {
    name: 'Light theremin',
    description: 'A musical instrument that changes its note with the light reaching a photoresistor.',
    titleIntroduction: 'Music with sensors',
    introduction: [
      'The original theremin is played without touching it, by moving your hands near two antennas.',
      'Ours uses the shadow of your hand over a light sensor.',
    ],
    tags: ['sound', 'photoresistor', 'analog'],
    code: thereminCode('light', 'frequency'),
    steps: [
      step(
        'Connect the sensor and the buzzer',
        'The photoresistor to A0, and the buzzer between GP18 and GND.',
        [],
        'A passive buzzer needs an oscillating signal to make a sound.',
      ),
      step(
        'Turn light into notes',
        'map_range turns the reading into frequencies between 220 Hz (A3) and 1760 Hz (A6).',
        ['Cover the sensor with your hand to lower the note.'],
        'Three octaves leave room to play simple tunes.',
      ),
    ],
  }),
  version(cpuTemperature, 'pt', {
    name: 'Monitor de temperatura do processador',
    description: 'Leia o sensor de temperatura interno do RP2040 e envie os dados pelo console serial.',
    titleIntroduction: 'Dados sem fios',
    introduction: [
      'O chip da Pico tem o seu próprio sensor de temperatura.',
      'Vamos enviar as leituras pelo console, o primeiro passo para compartilhar dados.',
    ],
    tags: ['console', 'temperatura', 'dados'],
    code: temperatureCode('temperatura'),
    steps: [
      step(
        'Importe microcontroller',
        'microcontroller.cpu.temperature devolve os graus como número decimal.',
        [],
        'Não é preciso nenhum componente externo.',
      ),
      step(
        'Formate o dado',
        '"{:.1f}".format(valor) deixa uma só casa decimal.',
        ['Abra o console para ver uma leitura por segundo.'],
        'Um dado legível é tão importante quanto um dado correto.',
      ),
    ],
  }),
  version(cpuTemperature, 'en', {
    name: 'Processor temperature monitor',
    description: "Read the RP2040's built-in temperature sensor and send the data over the serial console.",
    titleIntroduction: 'Data without wires',
    introduction: [
      "The Pico's chip has its own temperature sensor.",
      'We will send the readings to the console, the first step towards sharing data.',
    ],
    tags: ['console', 'temperature', 'data'],
    code: temperatureCode('temperature'),
    steps: [
      step(
        'Import microcontroller',
        'microcontroller.cpu.temperature returns the degrees as a decimal number.',
        [],
        'No external part is needed.',
      ),
      step(
        'Format the value',
        '"{:.1f}".format(value) keeps one decimal place.',
        ['Open the console to see one reading per second.'],
        'A readable value matters as much as a correct one.',
      ),
    ],
  }),
];
