/**
 * Browser notification and sound for new requests: off by default, switched on in the profile, stored in
 * this browser's localStorage per dealer (a preference of this device, like the drafts; nothing on the server).
 */
export interface AlertPrefs {
  notify: boolean;
  sound: boolean;
}

const OFF: AlertPrefs = { notify: false, sound: false };
const key = (dealerId: number) => `ricambihub.inbox-alerts.${dealerId}`;
const listeners = new Set<() => void>();
const cache = new Map<number, AlertPrefs>();

export function readAlertPrefs(dealerId: number): AlertPrefs {
  const known = cache.get(dealerId);
  if (known) return known;
  let prefs = OFF;
  try {
    const parsed = JSON.parse(localStorage.getItem(key(dealerId)) ?? 'null') as Partial<AlertPrefs> | null;
    if (parsed) prefs = { notify: parsed.notify === true, sound: parsed.sound === true };
  } catch {
    prefs = OFF;
  }
  cache.set(dealerId, prefs);
  return prefs;
}

export function writeAlertPrefs(dealerId: number, prefs: AlertPrefs): void {
  cache.set(dealerId, prefs);
  try {
    localStorage.setItem(key(dealerId), JSON.stringify(prefs));
  } catch {
    // Storage full or blocked: the choice holds for this page only.
  }
  for (const listener of listeners) listener();
}

export function subscribeAlertPrefs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const notificationsSupported = (): boolean => typeof window !== 'undefined' && 'Notification' in window;

/** Asks the browser's permission (only when the dealer switches notifications on): true when granted. */
export async function askNotificationPermission(): Promise<boolean> {
  if (!notificationsSupported()) return false;
  if (Notification.permission === 'granted') return true;
  if (Notification.permission === 'denied') return false;
  return (await Notification.requestPermission()) === 'granted';
}

export function showBrowserNotification(title: string, body: string, tag: string): void {
  if (!notificationsSupported() || Notification.permission !== 'granted') return;
  try {
    new Notification(title, { body, tag });
  } catch (err) {
    console.error('inbox: notification not shown', err);
  }
}

let audio: AudioContext | null = null;

/** Two short tones (no sound file to load). Browsers may keep it silent until the page had a user gesture. */
export function playChime(): void {
  try {
    audio ??= new AudioContext();
    const start = audio.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.18, 1320],
    ] as const) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.15, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.001, start + offset + 0.15);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 0.16);
    }
  } catch (err) {
    console.error('inbox: sound not played', err);
  }
}
