import { useCallback, useEffect, useRef, useState } from 'react';

/** The parts of the Web Speech API's recognition the app uses (Chrome, Edge and Safari name it differently). */
interface Recognition {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  onresult:
    | ((event: {
        resultIndex: number;
        results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>;
      }) => void)
    | null;
  onend: (() => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const candidates = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return candidates.SpeechRecognition ?? candidates.webkitSpeechRecognition ?? null;
}

export type DictationProblem = 'denied' | 'no-speech' | 'failed';

export const dictationProblems: Record<DictationProblem, string> = {
  denied: 'Le micro est bloqué. Autorisez-le dans les réglages du navigateur pour dicter la question.',
  'no-speech': "Je n'ai rien entendu. Appuyez sur le micro et parlez près du téléphone.",
  failed: "La dictée n'a pas marché. Vous pouvez écrire la question.",
};

/**
 * The child (or the parent) says the question: the browser's speech recognition in French,
 * words shown as they are understood. `supported` is false where the browser has none, and
 * the microphone button is then not drawn.
 */
export function useDictation(onText: (text: string) => void) {
  const [Constructor] = useState(recognitionConstructor);
  const [listening, setListening] = useState(false);
  const [problem, setProblem] = useState<DictationProblem | null>(null);
  const recognition = useRef<Recognition | null>(null);
  const onTextRef = useRef(onText);
  useEffect(() => {
    onTextRef.current = onText;
  });

  useEffect(() => () => recognition.current?.abort(), []);

  const stop = useCallback(() => recognition.current?.stop(), []);

  const start = useCallback(() => {
    if (!Constructor || recognition.current) return;
    const listener = new Constructor();
    listener.lang = 'fr-FR';
    listener.interimResults = true;
    listener.continuous = false;
    listener.onresult = (event) => {
      let text = '';
      for (let index = 0; index < event.results.length; index += 1) text += event.results[index]?.[0]?.transcript ?? '';
      onTextRef.current(text.trim());
    };
    listener.onerror = (event) => {
      if (event.error === 'aborted') return;
      setProblem(
        event.error === 'not-allowed' || event.error === 'service-not-allowed'
          ? 'denied'
          : event.error === 'no-speech'
            ? 'no-speech'
            : 'failed',
      );
    };
    listener.onend = () => {
      recognition.current = null;
      setListening(false);
    };
    recognition.current = listener;
    setProblem(null);
    setListening(true);
    try {
      listener.start();
    } catch {
      recognition.current = null;
      setListening(false);
      setProblem('failed');
    }
  }, [Constructor]);

  return { supported: Constructor !== null, listening, problem, start, stop };
}
