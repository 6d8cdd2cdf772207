import { createHash } from 'node:crypto';

/**
 * The sandbox's call recordings: real WAV files (RIFF, PCM 8-bit unsigned, mono, 8 kHz — the
 * telephone band a call centre records in) synthesised from the call's id, so each call's audio is
 * different and the same call always sounds the same. WAV PCM needs no codec library: the header
 * is 44 bytes and every browser plays it natively. 8 kB a second keeps a 5-minute call at 2.4 MB.
 */
export const RECORDING_SAMPLE_RATE = 8000;
export const RECORDING_MIME = 'audio/wav';

function seededRandom(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0) || 1;
  return () => {
    // xorshift32: deterministic and quick; this is sound, not security.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
}

function wavHeader(dataBytes: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RECORDING_SAMPLE_RATE, 24);
  header.writeUInt32LE(RECORDING_SAMPLE_RATE, 28); // byte rate: 1 byte a sample
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/**
 * A recording of `seconds` (at least one): two voices taking turns, each a run of syllable-like
 * tones with their own pitch range, and short pauses between turns — all chosen from `seed`.
 */
export function synthesiseRecording(seed: string, seconds: number): Buffer {
  const random = seededRandom(seed);
  const total = Math.max(1, Math.round(seconds)) * RECORDING_SAMPLE_RATE;
  const samples = Buffer.alloc(total, 128);
  const voices = [180 + random() * 120, 280 + random() * 160];
  let at = 0;
  let speaker = 0;
  while (at < total) {
    const turn = Math.floor((0.8 + random() * 2.5) * RECORDING_SAMPLE_RATE);
    const end = Math.min(total, at + turn);
    while (at < end) {
      const syllable = Math.min(end - at, Math.floor((0.08 + random() * 0.22) * RECORDING_SAMPLE_RATE));
      const pitch = (voices[speaker] as number) * (0.85 + random() * 0.3);
      const step = (2 * Math.PI * pitch) / RECORDING_SAMPLE_RATE;
      for (let i = 0; i < syllable; i++) {
        const envelope = Math.sin((Math.PI * i) / syllable);
        const wave = Math.sin(step * i) + 0.35 * Math.sin(2 * step * i) + 0.15 * Math.sin(3 * step * i);
        samples[at + i] = 128 + Math.round(70 * envelope * (wave / 1.5));
      }
      at += syllable + Math.floor(random() * 0.05 * RECORDING_SAMPLE_RATE);
    }
    at += Math.floor((0.2 + random() * 0.6) * RECORDING_SAMPLE_RATE);
    speaker = 1 - speaker;
  }
  return Buffer.concat([wavHeader(total), samples]);
}
