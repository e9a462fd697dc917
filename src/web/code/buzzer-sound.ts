/**
 * The buzzers of a running circuit, heard through Web Audio: one square-wave oscillator per
 * sounding buzzer at the frequency its pin is driven with. The AudioContext is created on the
 * Run click (browsers only start audio after a user gesture) and closed when the run ends.
 */
export class BuzzerSound {
  private context: AudioContext | undefined;
  private readonly voices = new Map<string, { oscillator: OscillatorNode; gain: GainNode }>();

  /** Call from the click that starts a run. Silently does nothing where Web Audio is missing. */
  start() {
    if (this.context || typeof AudioContext === 'undefined') return;
    this.context = new AudioContext();
  }

  /** Buzzer id → frequency (Hz) or null; `volumes` from each part's `volume` attr (0–1). */
  update(buzzers: Readonly<Record<string, number | null>>, volumes: Readonly<Record<string, number>>) {
    const context = this.context;
    if (!context) return;
    for (const [id, voice] of this.voices) {
      if ((buzzers[id] ?? null) === null) {
        voice.oscillator.stop();
        voice.oscillator.disconnect();
        voice.gain.disconnect();
        this.voices.delete(id);
      }
    }
    for (const [id, frequency] of Object.entries(buzzers)) {
      if (frequency === null) continue;
      const voice = this.voices.get(id) ?? this.addVoice(context, id);
      voice.oscillator.frequency.setValueAtTime(frequency, context.currentTime);
      voice.gain.gain.setValueAtTime(Math.min(Math.max(volumes[id] ?? 0.1, 0), 1) * 0.3, context.currentTime);
    }
  }

  private addVoice(context: AudioContext, id: string) {
    const oscillator = context.createOscillator();
    oscillator.type = 'square';
    const gain = context.createGain();
    oscillator.connect(gain).connect(context.destination);
    oscillator.start();
    const voice = { oscillator, gain };
    this.voices.set(id, voice);
    return voice;
  }

  stop() {
    this.update({}, {});
    void this.context?.close().catch(() => undefined);
    this.context = undefined;
  }
}
