import LanguageIcon from '@mui/icons-material/Translate';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { useAuthState, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { LANGUAGES } from '../i18n/index.js';
import type { AppDataProvider } from '../providers/dataProvider.js';
import type { LanguageCode } from '../providers/domain.js';

/** What the menu offers: the language preferences, and the locale in use when it is not one of them (so it shows). */
const offered = (locale: string) => LANGUAGES.filter((language) => language.preference || language.locale === locale);

/**
 * The language switch (product-spec §1: Dutch, English and German are the language preferences). react-admin keeps the choice in its store (localStorage), so the next visit starts in
 * it; a signed-in user's choice is also saved as their language preference (PUT /v1/preferences/language).
 */
export function LanguageMenu() {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { authenticated } = useAuthState(undefined, false);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const choose = (code: LanguageCode) => {
    setAnchor(null);
    if (code === locale) return;
    setLocale(code);
    // The local choice already holds; a preference that could not be saved is not worth an error dialog.
    if (authenticated) dataProvider.setLanguage(code).catch(() => undefined);
  };

  return (
    <>
      <Button
        color="inherit"
        aria-label={translate('tally.language.label')}
        aria-haspopup="true"
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        startIcon={<LanguageIcon />}
      >
        {locale.toUpperCase()}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {offered(locale).map((language) => (
          <MenuItem key={language.locale} selected={language.locale === locale} onClick={() => choose(language.locale)} lang={language.locale}>
            {language.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
