import { useCallback, useEffect, useRef, useState } from 'react';

function speechSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'speechSynthesis' in window &&
    typeof window.SpeechSynthesisUtterance === 'function'
  );
}

/** A French voice: French from France first, then any French, a voice on the device before a remote one. */
export function frenchVoice(voices: readonly SpeechSynthesisVoice[]): SpeechSynthesisVoice | null {
  const french = voices.filter((voice) => voice.lang.toLowerCase().replace('_', '-').startsWith('fr'));
  const score = (voice: SpeechSynthesisVoice) =>
    (voice.lang.toLowerCase().replace('_', '-') === 'fr-fr' ? 2 : 0) + (voice.localService ? 1 : 0);
  return [...french].sort((a, b) => score(b) - score(a))[0] ?? null;
}

/**
 * Reads sentences aloud with the browser's speech synthesis, one utterance each, so the one
 * being read can be highlighted. `supported` is false where the browser has no voice at all.
 */
export function useSpeech({ rate = 1 }: { rate?: number } = {}) {
  const [supported] = useState(speechSupported);
  const [speaking, setSpeaking] = useState(false);
  const [current, setCurrent] = useState<number | null>(null);
  // Each reading has its number: the callbacks of an interrupted one are ignored.
  const run = useRef(0);

  useEffect(() => {
    if (!supported) return;
    // Some browsers load their voices on the first ask: asked once the page is idle, since
    // starting the speech engine was a long task of home's first render on a slow phone.
    const askForVoices = () => window.speechSynthesis.getVoices();
    const idle = typeof requestIdleCallback === 'function';
    const pending = idle ? requestIdleCallback(askForVoices) : window.setTimeout(askForVoices, 1000);
    return () => {
      if (idle) cancelIdleCallback(pending);
      else window.clearTimeout(pending);
      run.current += 1;
      window.speechSynthesis?.cancel();
    };
  }, [supported]);

  const stop = useCallback(() => {
    run.current += 1;
    if (supported) window.speechSynthesis?.cancel();
    setSpeaking(false);
    setCurrent(null);
  }, [supported]);

  const speak = useCallback(
    (sentences: readonly string[]) => {
      if (!supported || sentences.length === 0) return;
      run.current += 1;
      const reading = run.current;
      const synthesis = window.speechSynthesis;
      synthesis.cancel();
      const voice = frenchVoice(synthesis.getVoices());
      const finish = () => {
        if (reading !== run.current) return;
        setSpeaking(false);
        setCurrent(null);
      };
      const say = (index: number) => {
        if (reading !== run.current) return;
        const sentence = sentences[index];
        if (sentence === undefined) return finish();
        const utterance = new SpeechSynthesisUtterance(sentence);
        utterance.lang = voice?.lang ?? 'fr-FR';
        if (voice) utterance.voice = voice;
        utterance.rate = rate;
        utterance.onend = () => say(index + 1);
        utterance.onerror = finish;
        setCurrent(index);
        synthesis.speak(utterance);
      };
      setSpeaking(true);
      say(0);
    },
    [supported, rate],
  );

  return { supported, speaking, current, speak, stop };
}
