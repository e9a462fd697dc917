import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';
import pt from './pt.json';

type Tree = { [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'object' ? flatten(value, path) : [[path, value]];
  });

const english = new Map(flatten(en as Tree));
const TRANSLATED = { es: new Map(flatten(es as Tree)), pt: new Map(flatten(pt as Tree)) };

/** Nothing to translate: only placeholders, digits and punctuation ("{{count}}/{{max}}", "—/100"). */
const hasWords = (text: string) => /\p{L}{2,}/u.test(text.replace(/\{\{\s*\w+\s*\}\}/g, ''));

/**
 * Texts that may read the same in Spanish or Portuguese as in English, each with why. Anything else
 * equal to its English text is English left untranslated.
 */
const SAME_AS_ENGLISH: Record<string, string> = {
  // Names: the product, brands, parts sold under that name, languages named in their own language.
  'app.name': 'the product name',
  'app.pageTitle': 'the product name after the page title',
  'landing.copyright': 'the product name',
  'parts.names.pico': 'a product name (Raspberry Pi Pico)',
  'parts.names.bitdoglab': 'a product name (the BitDogLab board)',
  'parts.names.neopixel': 'a product name (Adafruit NeoPixel)',
  'code.language.names.circuitpython': 'a product name (the CircuitPython firmware)',
  'code.language.names.micropython': 'a product name (the MicroPython firmware)',
  'projects.modal.view.python.title': 'a language name (Python)',
  'parts.names.led.other': 'LED is the word in every language',
  'parts.names.joystick': 'the part is sold as "joystick" in Spanish and Portuguese',
  'parts.names.buzzer': 'pt: Brazilian makers and shops call it "buzzer"',
  'parts.names.resistor': 'pt: "resistor" is the Portuguese word',
  'parts.names.servo': 'pt: "servo motor", as the seeded catalogue names it',
  'blocks.category.led': 'LED is the word in every language',
  'blocks.category.servo': 'the part is sold as "servo" in Spanish and Portuguese',
  'blocks.category.neopixel': 'a product name (Adafruit NeoPixel)',
  'blocks.category.variables': 'es and pt: "variables" is the word in Spanish (pt says "variáveis")',
  'blocks.category.console': 'pt: "console" is Portuguese',
  'blocks.category.buzzer': 'pt: Brazilian makers and shops call it "buzzer"',
  'workspace.blocks.python': 'a product name (the Python language)',
  'workspace.blocks.inner.buzzer1': 'pt: Brazilian makers and shops call it "buzzer"',
  'workspace.blocks.inner.buzzer2': 'pt: Brazilian makers and shops call it "buzzer"',
  'workspace.blocks.inner.joystick': 'the part is sold as "joystick" in Spanish and Portuguese',
  'blocks.msg.CHISPA_OLED_SETUP': 'a part and its pins named as printed on it (OLED, SDA, SCL)',
  'blocks.msg.CHISPA_LCD_SETUP': 'a part and its pins named as printed on it (LCD, SDA, SCL)',
  'language.names.es': 'each language is named in its own language',
  'language.names.pt': 'each language is named in its own language',
  'language.names.en': 'each language is named in its own language',
  'language.codes.es': 'ISO 639-1 code',
  'language.codes.pt': 'ISO 639-1 code',
  'language.codes.en': 'ISO 639-1 code',
  'projects.categories.iot': 'IoT is the acronym used in Spanish and Portuguese',
  'guides.categories.iot.name': 'IoT is the acronym used in Spanish and Portuguese',
  'guides.categories.bitdoglab.name': 'a product name (the BitDogLab board)',
  'courseAdmin.modality.premium': "the spec's name of the paid modality, a loanword in both languages",
  'academy.card.premium': "the spec's name of the paid modality, a loanword in both languages",
  // Words spelled the same in Spanish or Portuguese.
  'common.error': 'es: "error" is Spanish',
  'academy.banner.error': 'es: "error" is Spanish',
  'run.state.error': 'es: "error" is Spanish',
  'userAdmin.table.roles': 'es: "roles" is Spanish',
  'fields.email': 'pt: "e-mail" is Brazilian Portuguese',
  'userAdmin.table.email': 'pt: "e-mail" is Brazilian Portuguese',
  'editor.props.volume': 'pt: "volume" is Portuguese',
  'run.console.label': 'pt: "consoles" is Portuguese',
  'editor.colors.magenta': 'magenta is the colour in all three',
  'groups.popup.mentor': 'tutor is Spanish and Portuguese',
  'backoffice.student.mentor': 'tutor is Spanish and Portuguese',
  'userAdmin.table.tutor': 'tutor is Spanish and Portuguese',
  'userAdmin.badges.tutor': 'tutor is Spanish and Portuguese',
  'userAdmin.roles.tutorSwitch': 'tutor is Spanish and Portuguese',
  'groups.popup.nameWithMentor': 'tutor is Spanish and Portuguese',
  'groups.admin.filters.mentorId': 'tutor is Spanish and Portuguese',
  'groups.admin.table.mentor': 'tutor is Spanish and Portuguese',
  'groups.admin.editor.mentor': 'tutor is Spanish and Portuguese',
  'behaviourChecks.editor.pin': 'es: "pin" is the Spanish word for a chip\'s leg',
  'behaviourChecks.editor.control': 'es: "control" is Spanish',
  // Units.
  'guides.card.minutes_one': '"min" is the unit symbol',
  'guides.card.minutes_other': '"min" is the unit symbol',
};

/** `key: text` of each text that reads exactly as its English one and is not allowlisted. */
const untranslatedIn = (texts: ReadonlyMap<string, string>) =>
  [...texts]
    .filter(([key, text]) => hasWords(text) && text === english.get(key) && !(key in SAME_AS_ENGLISH))
    .map(([key, text]) => `${key}: ${text}`);

/** Words of Spain's Spanish or Portugal's Portuguese: the texts speak to Latin America. */
const REGIONAL: Record<keyof typeof TRANSLATED, RegExp> = {
  es: /\b(ordenador(es)?|m[oó]vil(es)?|fichero(s)?|rat[oó]n|vosotros|pinch(a|ar|e))\b/iu,
  pt: /\b(ecr[ãa]|telem[oó]ve(l|is)|utilizador(es)?|ficheiro(s)?|rato)\b/iu,
};

describe('no English left in the Spanish and Portuguese texts', () => {
  for (const [lang, texts] of Object.entries(TRANSLATED)) {
    it(`every ${lang} text with words differs from its English one, save the allowlisted`, () => {
      const untranslated = untranslatedIn(texts);
      expect(untranslated).toEqual([]);
    });

    it(`${lang} speaks Latin American ${lang === 'es' ? 'Spanish' : 'Portuguese'}`, () => {
      const regional = [...texts].filter(([, text]) => REGIONAL[lang as 'es' | 'pt'].test(text));
      expect(regional.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
    });
  }

  it('allowlists only keys that exist and still read the same as English in some language', () => {
    const stale = Object.keys(SAME_AS_ENGLISH).filter(
      (key) =>
        !english.has(key) ||
        (TRANSLATED.es.get(key) !== english.get(key) && TRANSLATED.pt.get(key) !== english.get(key)),
    );
    expect(stale).toEqual([]);
  });

  it('would catch a text left in English, and not one made of placeholders only', () => {
    const key = 'projects.modal.failedTitle';
    const copied = new Map([...TRANSLATED.es, [key, english.get(key) ?? '']]);
    expect(untranslatedIn(copied)).toEqual([`${key}: ${english.get(key)}`]);
    expect(hasWords('{{count}}/{{max}}')).toBe(false);
    expect(hasWords('{{count}} de {{total}}')).toBe(true);
  });
});
