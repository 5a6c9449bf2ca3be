/** The retail codes a shop scans: EAN-13/8 and UPC on goods, Code 128 on shelf labels and own codes. */
const FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e', 'code_128'] as const;
const DETECT_EVERY_MS = 120;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: readonly string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/** The browser's own detector (Android, ChromeOS, macOS) when it reads the retail formats. */
async function nativeDetector(): Promise<BarcodeDetectorLike | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  const supported = await Detector.getSupportedFormats().catch(() => [] as string[]);
  const formats = FORMATS.filter((format) => supported.includes(format));
  return formats.length ? new Detector({ formats }) : null;
}

/**
 * Reads codes from a playing video until the returned stop is called. BarcodeDetector where the browser has
 * it; else ZXing, downloaded only now (it is ~100 KB: a till with a hardware scanner never pays for it).
 */
export async function readBarcodes(video: HTMLVideoElement, onCode: (code: string) => void): Promise<() => void> {
  const native = await nativeDetector();
  if (native) {
    let stopped = false;
    const tick = async () => {
      if (stopped) return;
      const found = video.readyState >= 2 ? await native.detect(video).catch(() => []) : [];
      const code = found[0]?.rawValue;
      if (code && !stopped) onCode(code);
      setTimeout(() => void tick(), DETECT_EVERY_MS);
    };
    void tick();
    return () => {
      stopped = true;
    };
  }
  const [{ BrowserMultiFormatReader }, { BarcodeFormat, DecodeHintType }] = await Promise.all([import('@zxing/browser'), import('@zxing/library')]);
  const hints = new Map([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.EAN_13, BarcodeFormat.EAN_8, BarcodeFormat.UPC_A, BarcodeFormat.UPC_E, BarcodeFormat.CODE_128]],
  ]);
  const reader = new BrowserMultiFormatReader(hints, { delayBetweenScanAttempts: DETECT_EVERY_MS });
  const controls = await reader.decodeFromVideoElement(video, (result) => {
    if (result) onCode(result.getText());
  });
  return () => controls.stop();
}

/** A hit is felt and heard at a noisy counter: a short beep, and a buzz on a phone. */
export function signalHit() {
  navigator.vibrate?.(80);
  try {
    const audio = new AudioContext();
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = 1600;
    gain.gain.value = 0.15;
    tone.connect(gain).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.09);
    tone.onended = () => void audio.close();
  } catch {
    // No audio (a locked-down browser): the buzz and the added line are enough.
  }
}
