import { useEffect } from 'react';
import { useLocaleState } from 'react-admin';

/** Keeps <html lang> on the interface language (screen readers, hyphenation, the browser's own texts). */
export function DocumentLanguage() {
  const [locale] = useLocaleState();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return null;
}
