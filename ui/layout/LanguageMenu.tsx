import LanguageIcon from '@mui/icons-material/Translate';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import { offeredLanguages } from '../i18n/index.js';
import type { LanguageCode } from '../providers/domain.js';
import { useChooseLanguage } from './useChooseLanguage.js';

/**
 * The language switch in the bar (product-spec §1: Dutch, English and German are the language preferences), through
 * useChooseLanguage: at once, and saved as the signed-in user's language.
 */
export function LanguageMenu() {
  const translate = useTranslate();
  const [locale, chooseLanguage] = useChooseLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const choose = (code: LanguageCode) => {
    setAnchor(null);
    void chooseLanguage(code);
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
        {offeredLanguages(locale).map((language) => (
          <MenuItem key={language.locale} selected={language.locale === locale} onClick={() => choose(language.locale)} lang={language.locale}>
            {language.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
