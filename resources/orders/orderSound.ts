/**
 * A short, quiet two-note chime for a new order, made with Web Audio (no sound file to download).
 * Browsers let a page play sound only after the user has interacted with it; before that the
 * chime is silently skipped.
 */
let context: AudioContext | undefined;

export const playNewOrderChime = () => {
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume();
    const start = context.currentTime;
    for (const [offset, frequency] of [[0, 880], [0.18, 1320]] as const) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.08, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.25);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 0.3);
    }
  } catch {
    // no audio device or not allowed: the board still shows the order
  }
};
