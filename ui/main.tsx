import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { localStorageStore } from 'react-admin';
import { App } from './App.js';
import { createI18nProvider, DEFAULT_LANGUAGE, isLanguage } from './i18n/index.js';
import { createAuthProvider } from './providers/authProvider.js';
import { createDataProvider } from './providers/dataProvider.js';
import { createHttpClient } from './providers/http.js';
import { createQueryClient } from './providers/queryClient.js';

// react-admin keeps the language and theme choices here (localStorage), so the next visit starts with them.
const store = localStorageStore(undefined, 'Tally');
const stored = store.getItem<string>('locale');
const language = isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
document.documentElement.lang = language;

const httpClient = createHttpClient();
const i18nProvider = await createI18nProvider(language);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App
      dataProvider={createDataProvider(httpClient)}
      authProvider={createAuthProvider(httpClient)}
      i18nProvider={i18nProvider}
      queryClient={createQueryClient()}
      store={store}
    />
  </StrictMode>,
);
